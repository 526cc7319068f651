import {
  type Attribute,
  attributeInsertSchema,
  attributeListQuerySchema,
  attributeSaveSchema,
  attributeSchema,
  attributeUpdateSchema,
  isChoiceType,
} from '@portal/contracts/attributes';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { existingCategoryIds } from '../categories/categories.repository';
import type { ResourceDefinition } from '../resources/resource-definition';
import type { AttributeUsage } from './attribute-usage';
import {
  deleteAttribute,
  findAttribute,
  insertAttribute,
  listAttributes,
  setAttributeCategories,
  updateAttribute,
} from './attributes.repository';

type AttributeInsert = z.output<typeof attributeInsertSchema>;
type AttributeUpdate = z.output<typeof attributeUpdateSchema>;

async function assertCategoriesExist(tx: Database, categoryIds: readonly string[]) {
  const found = await existingCategoryIds(tx, categoryIds);
  if (found.length !== categoryIds.length) {
    throw AppError.of('ATTRIBUTE_CATEGORY_NOT_FOUND', { field: 'categoryIds' });
  }
}

function fieldsOf(input: AttributeInsert) {
  return {
    nameZh: input.nameZh,
    nameEn: input.nameEn || input.nameZh,
    type: input.type,
    unitZh: input.unitZh,
    unitEn: input.unitEn || input.unitZh,
    isRequired: input.isRequired,
    sortOrder: input.sortOrder,
  };
}

async function reread(tx: Database, id: string): Promise<Attribute> {
  const attribute = await findAttribute(tx, id);
  if (!attribute) throw new Error('attribute vanished inside its own transaction');
  return attribute;
}

/**
 * Product attributes through the generic pattern: anyone signed in reads them (a vendor fills them in on
 * a product, buyers filter by them), `attributes:write` changes them. The item carries its categories and
 * its choices; the choices themselves change through `AttributeValues`. One in use by products cannot
 * be deleted (`usage` counts them).
 */
export function attributesResource(deps: {
  usage: AttributeUsage;
}): ResourceDefinition<
  Attribute,
  z.output<typeof attributeListQuerySchema>,
  AttributeInsert,
  AttributeUpdate
> {
  return {
    path: 'Attributes',
    entityType: 'attribute',
    tag: 'attributes',
    noun: 'attribute',
    readAccess: 'signed-in',
    itemSchema: attributeSchema,
    listQuerySchema: attributeListQuerySchema,
    list: (db, query) => listAttributes(db, query),
    get: (db, id, _caller, options) => findAttribute(db, id, options),
    snapshot: ({ values, createdTime: _created, updatedTime: _updated, ...rest }) => ({
      ...rest,
      valueIds: values.map((value) => value.id),
    }),
    writes: {
      access: { permission: 'attributes:write' },
      insertSchema: attributeInsertSchema,
      updateSchema: attributeUpdateSchema,
      saveSchema: attributeSaveSchema,
      async insert(tx, input) {
        await assertCategoriesExist(tx, input.categoryIds);
        const id = await insertAttribute(tx, fieldsOf(input));
        await setAttributeCategories(tx, id, input.categoryIds);
        return reread(tx, id);
      },
      async update(tx, input, _caller, before) {
        if (before.values.length > 0 && !isChoiceType(input.type)) {
          throw AppError.of('ATTRIBUTE_HAS_CHOICES', {
            field: 'type',
            params: { count: before.values.length },
          });
        }
        await assertCategoriesExist(tx, input.categoryIds);
        await updateAttribute(tx, before.id, fieldsOf(input));
        await setAttributeCategories(tx, before.id, input.categoryIds);
        return reread(tx, before.id);
      },
      async remove(tx, before) {
        const products = await deps.usage.productsUsingAttribute(tx, before.id);
        if (products > 0) throw AppError.of('ATTRIBUTE_IN_USE', { params: { count: products } });
        // Its choices and category links go with it (cascade).
        await deleteAttribute(tx, before.id);
      },
    },
  };
}
