import { z } from 'zod';
import { imageSchema } from './image';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { payloadOf, productRowSchema, productSchema } from './product';

/**
 * The catalogue buyers use (`/Catalogue/…`): every signed-in person finds published products of active
 * vendors, and those vendors. Answers are inside `payload`, as the `Product` routes answer.
 */

export const vendorLevels = ['registered', 'certified'] as const;
export const vendorLevelSchema = z.enum(vendorLevels);
export type VendorLevel = z.infer<typeof vendorLevelSchema>;

/**
 * One attribute filter: choices (any of them), yes/no, or a number range (either end optional). The
 * server checks it against the attribute's type (`MARKETPLACE_FILTER_INVALID` otherwise).
 */
export const attributeFilterSchema = z.union([
  z.strictObject({ attributeId: z.uuid(), choiceIds: z.array(z.uuid()).min(1).max(50) }),
  z.strictObject({ attributeId: z.uuid(), boolean: z.boolean() }),
  z
    .strictObject({ attributeId: z.uuid(), min: z.number().optional(), max: z.number().optional() })
    .refine((range) => range.min !== undefined || range.max !== undefined, {
      message: 'FIELD_REQUIRED',
    }),
]);
export type AttributeFilter = z.infer<typeof attributeFilterSchema>;

/** `relevance`: name matches, then description matches, newest first within each; without a keyword, newest. */
export const marketplaceSortFields = ['relevance', 'newest'] as const;
export type MarketplaceSortField = (typeof marketplaceSortFields)[number];

const catalogueFilters = {
  keyword: listKeywordSchema,
  /** A product or service category: products in it or below it; vendors naming it or a node below it. */
  categoryId: z.uuid(),
  vendorLevel: vendorLevelSchema,
  /** 合格供應商 first, then the chosen order. */
  certifiedFirst: z.boolean(),
};

/** `GET /Catalogue/Product`: the generic list query (page, pageSize, condition, sortings). */
export const catalogueProductQuerySchema = listQuerySchema({
  filters: {
    ...catalogueFilters,
    vendorId: z.uuid(),
    attributes: z.array(attributeFilterSchema).max(20),
  },
  sortable: marketplaceSortFields,
});
export type CatalogueProductQuery = z.input<typeof catalogueProductQuerySchema>;

/**
 * `GET /Catalogue/Vendor`: vendors with published products matching the keyword and category; with a
 * service category, the vendors offering it (products then narrow only when a product filter is asked).
 */
export const catalogueVendorQuerySchema = listQuerySchema({
  filters: {
    ...catalogueFilters,
    /** A service category: vendors offering it or a node below it, with or without products. */
    serviceCategoryId: z.uuid(),
  },
  sortable: marketplaceSortFields,
});

export const catalogueProductRowSchema = productRowSchema
  .omit({ status: true, unpublishReason: true, unpublishedTime: true })
  .extend({ vendorLevel: vendorLevelSchema });
export type CatalogueProductRow = z.infer<typeof catalogueProductRowSchema>;
export const catalogueProductListPayloadSchema = payloadOf(listResponseSchema(catalogueProductRowSchema));
export type CatalogueProductList = z.infer<typeof catalogueProductListPayloadSchema>['payload'];

/** An attribute's value as a buyer reads it: names and units in both languages, ready to show. */
export const catalogueAttributeValueSchema = z.object({
  attributeId: z.uuid(),
  nameZh: z.string(),
  nameEn: z.string(),
  type: z.enum(['text', 'number', 'single', 'multiple', 'boolean']),
  text: z.string().nullable(),
  number: z.number().nullable(),
  unitZh: z.string(),
  unitEn: z.string(),
  boolean: z.boolean().nullable(),
  choices: z.array(z.object({ id: z.uuid(), nameZh: z.string(), nameEn: z.string() })),
});
export type CatalogueAttributeValue = z.infer<typeof catalogueAttributeValueSchema>;

export const catalogueProductSchema = productSchema
  .omit({ status: true, unpublishReason: true, unpublishedTime: true, attributeValues: true })
  .extend({
    vendorLevel: vendorLevelSchema,
    categoryNameZh: z.string(),
    categoryNameEn: z.string(),
    attributes: z.array(catalogueAttributeValueSchema),
    images: z.array(imageSchema),
  });
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;
export const catalogueProductPayloadSchema = payloadOf(catalogueProductSchema);

export const catalogueVendorRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameEn: z.string().nullable(),
  level: vendorLevelSchema,
  categories: z.array(z.string()),
  /** Its published products matching the query. */
  productCount: z.number().int(),
});
export type CatalogueVendorRow = z.infer<typeof catalogueVendorRowSchema>;
export const catalogueVendorListPayloadSchema = payloadOf(listResponseSchema(catalogueVendorRowSchema));
export type CatalogueVendorList = z.infer<typeof catalogueVendorListPayloadSchema>['payload'];

/** `GET /Catalogue/Vendor/{id}`: what a signed-in person sees of an active vendor. */
export const catalogueVendorSchema = catalogueVendorRowSchema.extend({
  address: z.string().nullable(),
  website: z.string().nullable(),
  certifiedTime: z.iso.datetime().nullable(),
  /** The services it offers (enabled nodes of the service tree), in the tree's order. */
  services: z.array(z.object({ id: z.uuid(), nameZh: z.string(), nameEn: z.string() })),
});
export type CatalogueVendor = z.infer<typeof catalogueVendorSchema>;
export const catalogueVendorPayloadSchema = payloadOf(catalogueVendorSchema);

/** `GET /Catalogue/Attribute?categoryId=`: the filters a category offers (text attributes are not filters). */
export const catalogueAttributeQuerySchema = z.strictObject({ categoryId: z.uuid() });
export const catalogueFilterAttributeSchema = z.object({
  id: z.uuid(),
  nameZh: z.string(),
  nameEn: z.string(),
  type: z.enum(['number', 'single', 'multiple', 'boolean']),
  unitZh: z.string(),
  unitEn: z.string(),
  choices: z.array(z.object({ id: z.uuid(), nameZh: z.string(), nameEn: z.string() })),
});
export type CatalogueFilterAttribute = z.infer<typeof catalogueFilterAttributeSchema>;
export const catalogueAttributeListPayloadSchema = payloadOf(z.array(catalogueFilterAttributeSchema));

export const catalogueIdParamsSchema = z.object({ id: z.uuid() });
