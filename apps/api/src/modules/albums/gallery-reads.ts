/**
 * How both gallery resources (albums and their pictures) are read: by anyone, each album's visibility
 * deciding per record, under one rate limit (a gallery page asks a few times a visit; an office shares
 * one address).
 */
export const galleryReads = {
  tag: 'albums',
  readAccess: 'public',
  readRateLimit: { max: 600, windowSeconds: 60 },
} as const;
