import {
  type AttributeValue,
  attributeValueInsertSchema,
  attributeValueListQuerySchema,
  attributeValueSaveSchema,
  attributeValueSchema,
  attributeValueUpdateSchema,
  isChoiceType,
} from '@portal/contracts/attributes';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { placeAmong } from '../categories/category-placement';
import type { ResourceDefinition } from '../resources/resource-definition';
import type { AttributeUsage } from './attribute-usage';
import {
  deleteAttributeValue,
  findAttribute,
  findAttributeValue,
  insertAttributeValue,
  listAttributeValues,
  lockChoices,
  renumberChoices,
  updateAttributeValue,
} from './attributes.repository';

type ValueInsert = z.output<typeof attributeValueInsertSchema>;
type ValueUpdate = z.output<typeof attributeValueUpdateSchema>;

/** The attribute a choice belongs to, locked; it must take choices. */
async function choiceAttribute(tx: Database, attributeId: string) {
  const attribute = await findAttribute(tx, attributeId, { forUpdate: true });
  if (!attribute) throw AppError.of('ATTRIBUTE_NOT_FOUND', { field: 'attributeId' });
  if (!isChoiceType(attribute.type)) throw AppError.of('ATTRIBUTE_NOT_CHOICE', { field: 'attributeId' });
  return attribute;
}

async function reread(tx: Database, id: string): Promise<AttributeValue> {
  const value = await findAttributeValue(tx, id);
  if (!value) throw new Error('attribute value vanished inside its own transaction');
  return value;
}

/**
 * The choices of single- and multiple-choice attributes. `sortOrder` places a choice among its
 * attribute's choices and renumbers them in the same transaction, as categories do. A choice products
 * still name cannot be deleted (`usage` counts them).
 */
export function attributeValuesResource(deps: {
  usage: AttributeUsage;
}): ResourceDefinition<
  AttributeValue,
  z.output<typeof attributeValueListQuerySchema>,
  ValueInsert,
  ValueUpdate
> {
  return {
    path: 'AttributeValues',
    entityType: 'attribute-value',
    tag: 'attributes',
    noun: 'attribute choice',
    readAccess: 'signed-in',
    itemSchema: attributeValueSchema,
    listQuerySchema: attributeValueListQuerySchema,
    list: (db, query) => listAttributeValues(db, query),
    get: (db, id, _caller, options) => findAttributeValue(db, id, options),
    snapshot: ({ createdTime: _created, updatedTime: _updated, ...rest }) => rest,
    writes: {
      access: { permission: 'attributes:write' },
      insertSchema: attributeValueInsertSchema,
      updateSchema: attributeValueUpdateSchema,
      saveSchema: attributeValueSaveSchema,
      async insert(tx, input) {
        await choiceAttribute(tx, input.attributeId);
        const choices = await lockChoices(tx, input.attributeId);
        const id = await insertAttributeValue(tx, {
          attributeId: input.attributeId,
          nameZh: input.nameZh,
          nameEn: input.nameEn || input.nameZh,
          sortOrder: choices.length,
        });
        await renumberChoices(tx, placeAmong(choices, id, input.sortOrder));
        return reread(tx, id);
      },
      async update(tx, input, _caller, before) {
        if (input.attributeId !== before.attributeId) {
          throw AppError.of('ATTRIBUTE_VALUE_MOVED', { field: 'attributeId' });
        }
        await updateAttributeValue(tx, before.id, {
          nameZh: input.nameZh,
          nameEn: input.nameEn || input.nameZh,
        });
        const choices = await lockChoices(tx, before.attributeId);
        await renumberChoices(tx, placeAmong(choices, before.id, input.sortOrder ?? before.sortOrder));
        return reread(tx, before.id);
      },
      async remove(tx, before) {
        const products = await deps.usage.productsUsingChoice(tx, before.attributeId, before.id);
        if (products > 0) throw AppError.of('ATTRIBUTE_VALUE_IN_USE', { params: { count: products } });
        await deleteAttributeValue(tx, before.id);
        await renumberChoices(tx, await lockChoices(tx, before.attributeId));
      },
    },
  };
}
