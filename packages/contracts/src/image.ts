import { z } from 'zod';

/**
 * Pictures shown in the portal (product photos, banners, album pictures, avatars): uploaded once with
 * `POST /Image`, re-encoded to WebP in three sizes, and attached to the record that shows them by that
 * record's own call (a product's `imageIds`, …). An upload nobody attaches within a day is removed.
 */

/** At most this many bytes an upload. */
export const imageMaxBytes = 10 * 1024 * 1024;
/** At most this many pixels (width × height, read from the header before any decoding). */
export const imageMaxPixels = 40_000_000;
/** What an upload may be, read from its bytes (never from its name or the browser's type). */
export const imageInputTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type ImageInputType = (typeof imageInputTypes)[number];

/**
 * The stored sizes, all WebP, none ever larger than the upload: `large` fits inside 2048 × 2048 (the
 * picture itself, for zoom), `medium` is 960 px wide and `small` 320 px wide (lists, thumbnails).
 */
export const imageVariantNames = ['large', 'medium', 'small'] as const;
export type ImageVariantName = (typeof imageVariantNames)[number];

/** A served file's name: the sha256 of its own bytes and its variant, e.g. `3f…9a-small.webp`. */
export const imageFileNamePattern = /^[0-9a-f]{64}-(large|medium|small)\.webp$/;

export const imageVariantSchema = z.object({
  /** Path of the file (public, cached for a year: the name changes whenever the bytes do). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** `POST /Image` answers the stored image; records holding images answer the same shape. */
export const imageSchema = z.object({
  id: z.uuid(),
  /** The picture's size after its orientation was applied (the upload's, before any resizing). */
  width: z.number().int(),
  height: z.number().int(),
  createdTime: z.iso.datetime(),
  variants: z.object({
    large: imageVariantSchema,
    medium: imageVariantSchema,
    small: imageVariantSchema,
  }),
});
export type StoredImage = z.infer<typeof imageSchema>;

/** `GET /Image/{name}`: the name of a served file. */
export const imageFileParamsSchema = z.object({
  name: z.string().regex(imageFileNamePattern, { message: 'FIELD_INVALID_FORMAT' }),
});
