import { z } from 'zod';
import { imageSchema } from './image';
import { isoDateTimeSchema } from './iso-date';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { lineText, nameText, text } from './text';

/**
 * Banners: pictures with a link, shown in a place of the portal (a position, such as the dashboard's
 * `home` carousel), in order, inside their schedule.
 */

/** A position's code: what the web app asks for (`home`). */
export const bannerPositionCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'FIELD_INVALID_FORMAT' })
  .meta({ examples: ['home'] });

export { homeBannerPosition } from './banner-keys';

export const bannerPositionSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** What size of picture fits the place, for the people who make them (`1200 × 400`). */
  sizeHint: z.string(),
  /** Banners in this position (a position with banners cannot be deleted). */
  bannerCount: z.number().int(),
  createdTime: z.iso.datetime(),
  updatedTime: z.iso.datetime(),
});
export type BannerPosition = z.infer<typeof bannerPositionSchema>;

const positionFields = {
  code: bannerPositionCodeSchema,
  nameZh: nameText(50),
  nameEn: text({ max: 50, kind: 'name' }).default(''),
  sizeHint: lineText(50).default(''),
};
export const bannerPositionInsertSchema = z.strictObject(positionFields);
export const bannerPositionUpdateSchema = z.strictObject({ id: z.uuid(), ...positionFields });
export const bannerPositionSaveSchema = z.strictObject({ id: z.uuid().optional(), ...positionFields });
export type BannerPositionInput = z.input<typeof bannerPositionSaveSchema>;

export const bannerPositionListQuerySchema = listQuerySchema({
  filters: { keyword: listKeywordSchema },
  sortable: ['code', 'nameZh', 'createdTime'],
});
export const bannerPositionListSchema = listResponseSchema(bannerPositionSchema);

/**
 * A banner's link: an absolute `http:` or `https:` address, nothing else (no `javascript:`, `data:`,
 * protocol-relative or user-info address). Empty: the banner links nowhere.
 */
const httpUrlPattern = /^https?:\/\/(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/;
export function isHttpUrl(value: string): boolean {
  return httpUrlPattern.test(value);
}
export const bannerLinkSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isHttpUrl(value), { message: 'BANNER_LINK_INVALID' })
  .meta({ examples: ['https://www.example.org.tw/expo'] });

export const bannerSchema = z.object({
  id: z.uuid(),
  positionId: z.uuid(),
  positionCode: z.string(),
  image: imageSchema,
  altZh: z.string(),
  altEn: z.string(),
  linkUrl: z.string(),
  /** Position among the banners of its position, 0 first. */
  sortOrder: z.number().int(),
  /** Shown from this moment (null: already) until that one (null: no end). */
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  isEnabled: z.boolean(),
  createdTime: z.iso.datetime(),
  updatedTime: z.iso.datetime(),
});
export type Banner = z.infer<typeof bannerSchema>;

const bannerFields = {
  positionId: z.uuid(),
  /** An upload of `POST /Image` by the caller (or the banner's current picture). */
  imageId: z.uuid(),
  altZh: nameText(120),
  /** Falls back to the Chinese text when empty. */
  altEn: text({ max: 120, kind: 'name' }).default(''),
  linkUrl: bannerLinkSchema.default(''),
  /** Where among its position's banners it goes, 0 first; absent: last (a new one) or where it was. */
  sortOrder: z.number().int().min(0).max(10_000).optional(),
  startsAt: isoDateTimeSchema.nullable().default(null),
  endsAt: isoDateTimeSchema.nullable().default(null),
  isEnabled: z.boolean().default(true),
};
export const bannerInsertSchema = z.strictObject(bannerFields);
export const bannerUpdateSchema = z.strictObject({ id: z.uuid(), ...bannerFields });
export const bannerSaveSchema = z.strictObject({ id: z.uuid().optional(), ...bannerFields });
export type BannerInput = z.input<typeof bannerSaveSchema>;

export const bannerListQuerySchema = listQuerySchema({
  filters: { keyword: listKeywordSchema, positionId: z.uuid(), isEnabled: z.boolean() },
  sortable: ['sortOrder', 'createdTime', 'startsAt'],
});
export const bannerListSchema = listResponseSchema(bannerSchema);

/** `GET /Banners/Active?position=home`: what the position shows now, for anyone. */
export const activeBannersQuerySchema = z.strictObject({ position: bannerPositionCodeSchema });
export const activeBannerSchema = z.object({
  id: z.uuid(),
  image: imageSchema,
  /** In the caller's language (English falls back to Chinese). */
  alt: z.string(),
  linkUrl: z.string(),
});
export type ActiveBanner = z.infer<typeof activeBannerSchema>;
export const activeBannersSchema = z.object({ data: z.array(activeBannerSchema) });
