import type { Attribute } from '@portal/contracts/attributes';
import type { AttributeRule } from '@portal/contracts/product-attribute-values';
import type { Database } from '../../db/client';
import { ancestorIdsOf } from '../categories/categories.repository';
import { attributesApplyingTo } from './attributes.repository';

export function toAttributeRule(attribute: Attribute): AttributeRule {
  return {
    id: attribute.id,
    type: attribute.type,
    isRequired: attribute.isRequired,
    unitZh: attribute.unitZh,
    unitEn: attribute.unitEn,
    choiceIds: attribute.values.map((value) => value.id),
  };
}

/**
 * The rules a product in `categoryId` follows: attributes naming that node or an ancestor, and those
 * naming no category. Products pass them with the sent values to `checkAttributeValues`.
 */
export async function attributeRulesFor(db: Database, categoryId: string): Promise<AttributeRule[]> {
  const lineage = await ancestorIdsOf(db, categoryId);
  return (await attributesApplyingTo(db, lineage)).map(toAttributeRule);
}
