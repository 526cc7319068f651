import { z } from 'zod';
import { type AttributeType, attributeTypes } from './attributes-keys';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { nameText, text } from './text';

export { type AttributeType, attributeTypes, isChoiceType } from './attributes-keys';

export const attributeTypeSchema = z.enum(attributeTypes);

/** A choice as the AttributeValues resource answers it. */
export const attributeValueSchema = z.object({
  id: z.uuid(),
  attributeId: z.uuid(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** Position among the attribute's choices, 0 first. */
  sortOrder: z.number().int(),
  createdTime: z.iso.datetime(),
  updatedTime: z.iso.datetime(),
});
export type AttributeValue = z.infer<typeof attributeValueSchema>;

/** An attribute as the Attributes resource answers it, with its choices in order. */
export const attributeSchema = z.object({
  id: z.uuid(),
  nameZh: z.string(),
  nameEn: z.string(),
  type: attributeTypeSchema,
  unitZh: z.string(),
  unitEn: z.string(),
  isRequired: z.boolean(),
  sortOrder: z.number().int(),
  /** The categories it applies to (and their descendants); empty: every category. */
  categoryIds: z.array(z.uuid()),
  values: z.array(attributeValueSchema),
  createdTime: z.iso.datetime(),
  updatedTime: z.iso.datetime(),
});
export type Attribute = z.infer<typeof attributeSchema>;

const attributeFields = {
  nameZh: nameText(50),
  nameEn: text({ max: 100, kind: 'name' }).default(''),
  type: attributeTypeSchema,
  unitZh: text({ max: 20, kind: 'name' }).default(''),
  unitEn: text({ max: 20, kind: 'name' }).default(''),
  isRequired: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  categoryIds: z
    .array(z.uuid())
    .max(100)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { message: 'FIELD_INVALID_VALUE' }),
};

/** A unit belongs to a number attribute only. */
function unitOnlyForNumbers(
  input: { type: AttributeType; unitZh: string; unitEn: string },
  ctx: z.RefinementCtx,
) {
  if (input.type === 'number') return;
  for (const field of ['unitZh', 'unitEn'] as const) {
    if (input[field] !== '') ctx.addIssue({ code: 'custom', path: [field], message: 'FIELD_INVALID_VALUE' });
  }
}

/** `POST /Attributes`. */
export const attributeInsertSchema = z.strictObject(attributeFields).superRefine(unitOnlyForNumbers);
/** `PUT /Attributes`: the id and every field. */
export const attributeUpdateSchema = z
  .strictObject({ id: z.uuid(), ...attributeFields })
  .superRefine(unitOnlyForNumbers);
/** `POST /Attributes/Save`: inserts without an id, updates with one. */
export const attributeSaveSchema = z
  .strictObject({ id: z.uuid().optional(), ...attributeFields })
  .superRefine(unitOnlyForNumbers);
export type AttributeInput = z.input<typeof attributeSaveSchema>;

export const attributeListQuerySchema = listQuerySchema({
  filters: {
    keyword: listKeywordSchema,
    type: attributeTypeSchema,
    /** Attributes naming this category directly. */
    categoryId: z.uuid(),
    isRequired: z.boolean(),
  },
  sortable: ['sortOrder', 'nameZh', 'createdTime'],
});
export const attributeListSchema = listResponseSchema(attributeSchema);

const attributeValueFields = {
  attributeId: z.uuid(),
  nameZh: nameText(50),
  nameEn: text({ max: 100, kind: 'name' }).default(''),
  /** Where among the attribute's choices it goes, 0 first; absent or past the end: last. */
  sortOrder: z.number().int().min(0).max(10_000).optional(),
};

/** `POST /AttributeValues`. */
export const attributeValueInsertSchema = z.strictObject(attributeValueFields);
/** `PUT /AttributeValues`: the id and every field (a choice stays with its attribute). */
export const attributeValueUpdateSchema = z.strictObject({ id: z.uuid(), ...attributeValueFields });
/** `POST /AttributeValues/Save`. */
export const attributeValueSaveSchema = z.strictObject({ id: z.uuid().optional(), ...attributeValueFields });
export type AttributeValueInput = z.input<typeof attributeValueSaveSchema>;

export const attributeValueListQuerySchema = listQuerySchema({
  filters: { keyword: listKeywordSchema, attributeId: z.uuid() },
  sortable: ['sortOrder', 'nameZh', 'createdTime'],
});
export const attributeValueListSchema = listResponseSchema(attributeValueSchema);
