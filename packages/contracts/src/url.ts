import { z } from 'zod';

/**
 * A picture's address (an avatar, the site logo): an `https:` URL, or an absolute path on this site such
 * as `/uploads/ab/logo.png`. Nothing else: not `http:`, not `javascript:` or `data:`, and not a
 * protocol-relative `//evil.example/x.png` (which the browser would fetch from another site) nor a
 * `/\evil.example` that some browsers read the same way. Browser-safe (no Node API).
 */
export const sitePathPattern = /^\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

export function isSitePath(value: string): boolean {
  return sitePathPattern.test(value) && !value.split('/').includes('..');
}

export const imageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => (value.startsWith('/') ? isSitePath(value) : isHttpsUrl(value)), {
    message: 'FIELD_INVALID_IMAGE_URL',
  })
  .meta({ examples: ['https://example.com/logo.png', '/uploads/logo.png'] });

/**
 * An absolute `https://host/…` URL: an ASCII host name (punycode for others), an optional port, then a
 * path, query or fragment without white space or backslashes. No user name or password (`https://a@b`).
 */
const httpsUrlPattern = /^https:\/\/(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/;

export function isHttpsUrl(value: string): boolean {
  return httpsUrlPattern.test(value);
}
