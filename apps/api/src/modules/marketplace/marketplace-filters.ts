import type { Attribute } from '@portal/contracts/attributes';
import type { AttributeFilter, CatalogueAttributeValue } from '@portal/contracts/marketplace';
import type { ProductAttributeValue } from '@portal/contracts/product';

/**
 * Whether a filter fits its attribute: choices of a choice attribute (ids it has), yes/no of a yes/no
 * one, a range of a number one. Text attributes are not filters.
 */
export function filterFits(filter: AttributeFilter, attribute: Attribute | undefined): boolean {
  if (!attribute) return false;
  if ('choiceIds' in filter) {
    const known = new Set(attribute.values.map((value) => value.id));
    return (
      (attribute.type === 'single' || attribute.type === 'multiple') &&
      filter.choiceIds.every((id) => known.has(id))
    );
  }
  if ('boolean' in filter) return attribute.type === 'boolean';
  return attribute.type === 'number';
}

/** A product's values with their attributes' names, units and choice names, in the attributes' order. */
export function readableValues(
  attributes: Attribute[],
  values: ProductAttributeValue[],
): CatalogueAttributeValue[] {
  const byId = new Map(values.map((value) => [value.attributeId, value.value]));
  return attributes.flatMap((attribute): CatalogueAttributeValue[] => {
    const value = byId.get(attribute.id);
    if (value === undefined || value === null || value === '') return [];
    const chosen = new Set(Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);
    const isChoice = attribute.type === 'single' || attribute.type === 'multiple';
    return [
      {
        attributeId: attribute.id,
        nameZh: attribute.nameZh,
        nameEn: attribute.nameEn,
        type: attribute.type,
        text: attribute.type === 'text' && typeof value === 'string' ? value : null,
        number: typeof value === 'number' ? value : null,
        unitZh: attribute.unitZh,
        unitEn: attribute.unitEn,
        boolean: typeof value === 'boolean' ? value : null,
        choices: isChoice
          ? attribute.values
              .filter((choice) => chosen.has(choice.id))
              .map(({ id, nameZh, nameEn }) => ({ id, nameZh, nameEn }))
          : [],
      },
    ];
  });
}
