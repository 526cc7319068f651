import { z } from 'zod';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { nameText, text } from './text';

export { maxCategoryDepth } from './categories-keys';

/** The two trees: product categories and service categories. */
export const categoryKinds = ['product', 'service'] as const;
export const categoryKindSchema = z.enum(categoryKinds);
export type CategoryKind = z.infer<typeof categoryKindSchema>;

/** A node as the Category resource answers it. */
export const categorySchema = z.object({
  id: z.uuid(),
  kind: categoryKindSchema,
  parentId: z.uuid().nullable(),
  /** 1 for a root, at most 3. */
  depth: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** Position among its siblings, 0 first. */
  sortOrder: z.number().int(),
  isEnabled: z.boolean(),
  /** Direct children (a node with children cannot be deleted). */
  childCount: z.number().int(),
  createdTime: z.iso.datetime(),
  updatedTime: z.iso.datetime(),
});
export type Category = z.infer<typeof categorySchema>;

const categoryFields = {
  kind: categoryKindSchema,
  /** The parent node (same tree); null or absent: a root. */
  parentId: z.uuid().nullable().default(null),
  nameZh: nameText(50),
  /** Falls back to the Chinese name when left empty. 50 as the Chinese one: a vendor keeps either as its label. */
  nameEn: text({ max: 50, kind: 'name' }).default(''),
  /**
   * Where among the (new) siblings the node goes, 0 first; absent or past the end: last. The server
   * renumbers the siblings in the same transaction, so a move and a reorder are one atomic call.
   */
  sortOrder: z.number().int().min(0).max(10_000).optional(),
  isEnabled: z.boolean().default(true),
};

/** `POST /Category`. */
export const categoryInsertSchema = z.strictObject(categoryFields);
/** `PUT /Category`: the id and every field (a node stays in its tree: `kind` must not change). */
export const categoryUpdateSchema = z.strictObject({ id: z.uuid(), ...categoryFields });
/** `POST /Category/Save`: inserts without an id, updates with one. */
export const categorySaveSchema = z.strictObject({ id: z.uuid().optional(), ...categoryFields });
export type CategoryInput = z.input<typeof categorySaveSchema>;

export const categoryListQuerySchema = listQuerySchema({
  filters: {
    keyword: listKeywordSchema,
    kind: categoryKindSchema,
    /** Children of this node; `null` for roots. */
    parentId: z.uuid().nullable(),
    isEnabled: z.boolean(),
  },
  sortable: ['sortOrder', 'nameZh', 'depth', 'createdTime'],
});
export const categoryListSchema = listResponseSchema(categorySchema);

/** The names `POST /Option` answers, and which tree each one is. */
export const optionNames = { Product_Categories: 'product', Service_Categories: 'service' } as const;
export type OptionName = keyof typeof optionNames;
export const optionNameSchema = z.enum(Object.keys(optionNames) as [OptionName, ...OptionName[]]);

/** `POST /Option`: the lists wanted. */
export const optionRequestSchema = z.strictObject({
  names: z.array(optionNameSchema).min(1).max(Object.keys(optionNames).length),
});
export type OptionRequest = z.infer<typeof optionRequestSchema>;

/** One enabled node of a tree, named in the caller's language. */
export interface CategoryOption {
  id: string;
  name: string;
  children: CategoryOption[];
}
// Spelled out level by level (the depth is capped at three), so the documentation needs no recursion.
const leafOptionSchema = z.object({ id: z.uuid(), name: z.string(), children: z.array(z.never()).max(0) });
const middleOptionSchema = z.object({ id: z.uuid(), name: z.string(), children: z.array(leafOptionSchema) });
export const categoryOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  children: z.array(middleOptionSchema),
});
/** The answer: each name asked for, with its tree (roots in order, children in order). */
export const optionResponseSchema = z.partialRecord(optionNameSchema, z.array(categoryOptionSchema));
export type OptionResponse = z.infer<typeof optionResponseSchema>;
