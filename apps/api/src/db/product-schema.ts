import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { attributes, categories } from './catalogue-schema';
import { createdAt, id, updatedAt, users } from './schema';
import { vendors } from './vendor-schema';

/**
 * A vendor's products. Images live on `images` (owner type `product`); attribute values in
 * `product_attribute_values`, one row per attribute, so "how many products use this attribute" and the
 * catalogue's attribute filters read an index instead of every product's JSON.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull().default(''),
    /** Sanitised HTML (allow-list applied on every write). */
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Reference price in whole NT dollars; a single price is min alone. */
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    minOrderQuantity: integer('min_order_quantity'),
    orderUnit: text('order_unit').notNull().default(''),
    leadTimeDays: integer('lead_time_days'),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Staff took it off the catalogue: the reason the vendor sees, until it is published again. */
    unpublishReason: text('unpublish_reason'),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    unpublishedBy: uuid('unpublished_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What a keyword search reads: both names, NFKC, 臺 as 台, lower case, split by U+001F so no match
     * spans the two. Kept by PostgreSQL, as the audit queue's `search_text`; the catalogue search
     * (names inside words, Chinese without spaces) reads the same column.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(`lower(replace(normalize(name_zh || chr(31) || name_en, NFKC), '臺', '台'))`),
    ),
    /**
     * What the buyers' catalogue searches: the names and both descriptions without their tags and with
     * their character references decoded (`A&amp;B` is found by "A&B"; the SQL function
     * `html_entities_decoded` is hand-written in the migration, before this column), in the same search form. Its companion `search_bigrams` (every two neighbouring characters, GIN-indexed)
     * is hand-written SQL in the migration, since it calls a function of ours: see docs/performance.md.
     */
    catalogueText: text('catalogue_text').generatedAlwaysAs(
      sql.raw(
        `lower(replace(normalize(name_zh || chr(31) || name_en || chr(31) || html_entities_decoded(regexp_replace(description_zh || chr(31) || description_en, '<[^>]*>', ' ', 'g')), NFKC), '臺', '台'))`,
      ),
    ),
  },
  (t) => [
    // The vendor's own list: newest change first, paged.
    index('products_vendor_idx').on(t.vendorId, t.updatedAt, t.id),
    index('products_category_idx').on(t.categoryId),
    // What buyers see: published ones, newest first.
    index('products_published_idx').on(t.publishedAt, t.id).where(sql`${t.status} = 'published'`),
    check(
      'products_price_range',
      sql`${t.priceMin} is null or ${t.priceMax} is null or ${t.priceMin} <= ${t.priceMax}`,
    ),
  ],
);

/** A product's value of one attribute, in the shape its type stores (contracts' AcceptedAttributeValue). */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index('product_attribute_values_attribute_idx').on(t.attributeId),
  ],
);

/**
 * Published products per category, whatever their vendor's status: kept by a trigger on `products` in
 * the writing statement's own transaction. The catalogue's total without a keyword or attribute filter
 * is these less the published products of the few vendors not active, instead of a count of every row.
 */
export const productPublishedCounts = pgTable('product_published_counts', {
  categoryId: uuid('category_id').primaryKey(),
  published: integer('published').notNull(),
});

/**
 * The services a vendor offers: nodes of the service category tree (many to many). The catalogue's
 * "vendors offering service X" reads the category index; a node in use cannot be deleted (restrict).
 * `vendors.categories` stays the free-text labels the vendor gave on its application, shown as they are.
 */
export const vendorServices = pgTable(
  'vendor_services',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.categoryId] }),
    index('vendor_services_category_idx').on(t.categoryId, t.vendorId),
  ],
);
