import { z } from 'zod';
import { imageSchema } from './image';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { lineText, multilineText, nameText, text } from './text';

/**
 * A vendor's products (`Product`, spec §7): written by the vendor's owners and managers, read by its
 * members, shown to every signed-in person once published (vendor active). Every answer is wrapped in
 * `{ payload }`, as the spec's client reads it.
 */

export const productStatuses = ['draft', 'published', 'archived'] as const;
export const productStatusSchema = z.enum(productStatuses);
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** At most this many images a product (the first is its cover). */
export const productMaxImages = 10;
/** A description's longest HTML, in characters (after sanitising). */
export const productDescriptionMaxLength = 20_000;
/** The highest reference price, in whole NT dollars. */
export const productMaxPrice = 1_000_000_000;
export const productMaxLeadTimeDays = 365;
export const productUnpublishReasonMaxLength = 500;

/** A value as sent and answered: text, a number, a choice id, choice ids, or yes/no. */
export const productAttributeValueSchema = z.object({
  attributeId: z.uuid(),
  value: z.union([
    z.string().max(1000),
    z.number(),
    z.boolean(),
    z.array(z.string().max(100)).max(100),
    z.null(),
  ]),
});
export type ProductAttributeValue = z.infer<typeof productAttributeValueSchema>;

const price = z.number().int().min(0).max(productMaxPrice).nullable().default(null);

const productFields = {
  nameZh: nameText(100),
  nameEn: text({ max: 200, kind: 'name' }).default(''),
  /** Rich text (HTML); the server keeps only allow-listed tags and attributes. */
  descriptionZh: z
    .string()
    .max(productDescriptionMaxLength * 2)
    .default(''),
  descriptionEn: z
    .string()
    .max(productDescriptionMaxLength * 2)
    .default(''),
  categoryId: z.uuid(),
  attributeValues: z.array(productAttributeValueSchema).max(100).default([]),
  /** Reference price in TWD: a single price (min only, or min = max) or a range; both optional. */
  priceMin: price,
  priceMax: price,
  minOrderQuantity: z.number().int().min(1).max(100_000_000).nullable().default(null),
  orderUnit: lineText(20).default(''),
  leadTimeDays: z.number().int().min(0).max(productMaxLeadTimeDays).nullable().default(null),
  /** Uploaded images (`POST /Image`) in order; the first is the cover. */
  imageIds: z
    .array(z.uuid())
    .max(productMaxImages)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { message: 'FIELD_INVALID_VALUE' }),
  status: z.enum(['draft', 'published', 'archived']).default('draft'),
};

/** A range's lowest cannot be above its highest; a highest alone is refused (give the lowest). */
function priceRange(input: { priceMin: number | null; priceMax: number | null }, ctx: z.RefinementCtx) {
  if (input.priceMax !== null && input.priceMin === null) {
    ctx.addIssue({ code: 'custom', path: ['priceMin'], message: 'PRODUCT_PRICE_MIN_MISSING' });
  }
  if (input.priceMin !== null && input.priceMax !== null && input.priceMin > input.priceMax) {
    ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'PRODUCT_PRICE_RANGE' });
  }
}

/** `PUT /Product`: a new product of the caller's vendor. */
export const productInputSchema = z.strictObject(productFields).superRefine(priceRange);
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductFields = z.output<typeof productInputSchema>;

/** `POST /Product/{productID}`: every field again. */
export const productUpdateSchema = productInputSchema;

export const productIdParamsSchema = z.object({ id: z.uuid() });
export const productIdUpdateParamsSchema = z.object({ productID: z.uuid() });

/** `POST /Product/{productID}/Unpublish` (staff): the reason the vendor sees. */
export const productUnpublishSchema = z.strictObject({
  reason: multilineText(productUnpublishReasonMaxLength, 1),
});

export const productSchema = z.object({
  id: z.uuid(),
  vendorId: z.uuid(),
  vendorName: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  categoryId: z.uuid(),
  attributeValues: z.array(productAttributeValueSchema),
  priceMin: z.number().int().nullable(),
  priceMax: z.number().int().nullable(),
  minOrderQuantity: z.number().int().nullable(),
  orderUnit: z.string(),
  leadTimeDays: z.number().int().nullable(),
  images: z.array(imageSchema),
  status: productStatusSchema,
  /** Set when staff unpublished it; cleared when the vendor publishes it again. */
  unpublishReason: z.string().nullable(),
  unpublishedTime: z.iso.datetime().nullable(),
  publishedTime: z.iso.datetime().nullable(),
  createdTime: z.iso.datetime(),
  updatedTime: z.iso.datetime(),
});
export type Product = z.infer<typeof productSchema>;

/** A list row: the cover's small image instead of every image, no descriptions. */
export const productRowSchema = productSchema
  .omit({ images: true, descriptionZh: true, descriptionEn: true, attributeValues: true })
  .extend({ coverUrl: z.string().nullable(), imageCount: z.number().int() });
export type ProductRow = z.infer<typeof productRowSchema>;

export const productSortFields = ['updatedTime', 'createdTime', 'nameZh', 'status', 'priceMin'] as const;

/**
 * `GET /Product`: the caller's own vendor's products (every status); staff with vendors:read name a
 * vendor or see all; anyone else (and anyone naming another vendor) sees published products of active
 * vendors only.
 */
export const productListQuerySchema = listQuerySchema({
  filters: {
    keyword: listKeywordSchema,
    status: productStatusSchema,
    categoryId: z.uuid(),
    vendorId: z.uuid(),
  },
  sortable: productSortFields,
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productListSchema = listResponseSchema(productRowSchema);
export type ProductList = z.infer<typeof productListSchema>;

/** The spec's envelope: the answer is read from `payload`. */
export function payloadOf<T extends z.ZodType>(inner: T) {
  return z.object({ payload: inner });
}
export const productPayloadSchema = payloadOf(productSchema);
export const productListPayloadSchema = payloadOf(productListSchema);
export const productDeletedPayloadSchema = payloadOf(z.object({ id: z.uuid() }));

/**
 * The search form of a product's names, as PostgreSQL keeps it in `products.search_text`: NFKC
 * (full-width letters and digits become half-width), 臺 as 台, lower case. A keyword goes through the
 * same steps before it is looked for.
 */
export function productSearchForm(value: string): string {
  return value.normalize('NFKC').replaceAll('臺', '台').toLowerCase().trim();
}
