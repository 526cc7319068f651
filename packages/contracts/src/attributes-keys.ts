/** Attributes' plain values, apart from their schemas (attributes.ts): the web app's attribute list reads them without Zod. */
/**
 * What a product's value of the attribute must be: free text, a number (in the attribute's unit), one
 * choice, several choices, or yes/no.
 */
export const attributeTypes = ['text', 'number', 'single', 'multiple', 'boolean'] as const;
export type AttributeType = (typeof attributeTypes)[number];

/** The types whose values are choices (`AttributeValues`). */
export function isChoiceType(type: AttributeType): boolean {
  return type === 'single' || type === 'multiple';
}
