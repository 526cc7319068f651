import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './schema';

/**
 * The two category trees (product and service), at most three levels. `depth` is kept (1 for a root) so
 * the depth rule and the tree query need no recursion; a move updates the moved subtree's depths.
 * Products will reference one node each (`products.category_id`, restrict on delete).
 */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    kind: text('kind', { enum: ['product', 'service'] }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    depth: integer('depth').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Position among its siblings, 0 first; the server renumbers siblings 0..n-1 on every change. */
    sortOrder: integer('sort_order').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The tree query and the sibling renumbering read children of one parent in order.
    index('categories_tree_idx').on(t.kind, t.parentId, t.sortOrder),
    index('categories_parent_idx').on(t.parentId),
    check('categories_depth_check', sql`${t.depth} between 1 and 3`),
  ],
);

/** A product attribute: its type decides what a product's value must be. */
export const attributes = pgTable(
  'attributes',
  {
    id: id(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    type: text('type', { enum: ['text', 'number', 'single', 'multiple', 'boolean'] }).notNull(),
    /** The unit of a number attribute (公斤 / kg); empty for the other types. */
    unitZh: text('unit_zh').notNull().default(''),
    unitEn: text('unit_en').notNull().default(''),
    isRequired: boolean('is_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('attributes_sort_idx').on(t.sortOrder, t.createdAt, t.id)],
);

/** Which categories an attribute applies to (and their descendants); none: every category. */
export const attributeCategories = pgTable(
  'attribute_categories',
  {
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.attributeId, t.categoryId] }),
    index('attribute_categories_category_idx').on(t.categoryId),
  ],
);

/** The choices of a single- or multiple-choice attribute. */
export const attributeValues = pgTable(
  'attribute_values',
  {
    id: id(),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('attribute_values_attribute_idx').on(t.attributeId, t.sortOrder)],
);
