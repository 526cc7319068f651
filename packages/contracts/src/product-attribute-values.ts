import type { AttributeType } from './attributes';

/**
 * The rule products follow for their attribute values, kept pure (no database, no Zod) so the API and
 * the web form apply the same one: given the attributes that apply to the product's category and the
 * values sent, each value must fit its attribute's type, name existing choices, and every required
 * attribute must have a value.
 */

/** What the rule needs to know of an attribute (the Attributes resource answers more). */
export interface AttributeRule {
  id: string;
  type: AttributeType;
  isRequired: boolean;
  unitZh: string;
  unitEn: string;
  /** The ids of its choices (single and multiple choice). */
  choiceIds: readonly string[];
}

/** A value as a product sends it: text, a number, a choice id, choice ids, or yes/no. */
export interface SentAttributeValue {
  attributeId: string;
  value: unknown;
}

/** A value once accepted, in the shape its type stores. */
export type AcceptedAttributeValue =
  | { attributeId: string; type: 'text'; text: string }
  | { attributeId: string; type: 'number'; number: number; unitZh: string; unitEn: string }
  | { attributeId: string; type: 'single'; choiceIds: [string] }
  | { attributeId: string; type: 'multiple'; choiceIds: string[] }
  | { attributeId: string; type: 'boolean'; boolean: boolean };

/** Every reason a value is refused; each is an error code with texts in `errors.ts`. */
export const attributeValueIssueCodes = [
  'ATTRIBUTE_NOT_APPLICABLE',
  'ATTRIBUTE_VALUE_REPEATED',
  'ATTRIBUTE_VALUE_REQUIRED',
  'ATTRIBUTE_VALUE_WRONG_TYPE',
  'ATTRIBUTE_VALUE_TOO_LONG',
  'ATTRIBUTE_CHOICE_UNKNOWN',
  'ATTRIBUTE_CHOICE_DUPLICATE',
] as const;
export type AttributeValueIssueCode = (typeof attributeValueIssueCodes)[number];

export interface AttributeValueIssue {
  attributeId: string;
  code: AttributeValueIssueCode;
}

export type AttributeValuesCheck =
  | { ok: true; values: AcceptedAttributeValue[] }
  | { ok: false; issues: AttributeValueIssue[] };

/** The longest text value, in characters. */
export const maxAttributeTextLength = 500;
/** Most choices one multiple-choice value may name. */
export const maxAttributeChoices = 50;

/** Nothing given: absent, null, empty text, or no choices. */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

type OneCheck = { value: AcceptedAttributeValue } | { issue: AttributeValueIssueCode };

function checkOne(rule: AttributeRule, value: unknown): OneCheck {
  const attributeId = rule.id;
  switch (rule.type) {
    case 'text': {
      if (typeof value !== 'string') return { issue: 'ATTRIBUTE_VALUE_WRONG_TYPE' };
      const text = value.normalize('NFC').trim();
      if (text.length > maxAttributeTextLength) return { issue: 'ATTRIBUTE_VALUE_TOO_LONG' };
      return { value: { attributeId, type: 'text', text } };
    }
    case 'number': {
      // A plain number: the unit is the attribute's, so "5 kg" or "5" as text is the wrong type.
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { issue: 'ATTRIBUTE_VALUE_WRONG_TYPE' };
      return {
        value: { attributeId, type: 'number', number: value, unitZh: rule.unitZh, unitEn: rule.unitEn },
      };
    }
    case 'boolean':
      if (typeof value !== 'boolean') return { issue: 'ATTRIBUTE_VALUE_WRONG_TYPE' };
      return { value: { attributeId, type: 'boolean', boolean: value } };
    case 'single':
      if (typeof value !== 'string') return { issue: 'ATTRIBUTE_VALUE_WRONG_TYPE' };
      if (!rule.choiceIds.includes(value)) return { issue: 'ATTRIBUTE_CHOICE_UNKNOWN' };
      return { value: { attributeId, type: 'single', choiceIds: [value] } };
    case 'multiple': {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
        return { issue: 'ATTRIBUTE_VALUE_WRONG_TYPE' };
      }
      const ids = value as string[];
      if (ids.length > maxAttributeChoices) return { issue: 'ATTRIBUTE_VALUE_TOO_LONG' };
      if (new Set(ids).size !== ids.length) return { issue: 'ATTRIBUTE_CHOICE_DUPLICATE' };
      if (!ids.every((id) => rule.choiceIds.includes(id))) return { issue: 'ATTRIBUTE_CHOICE_UNKNOWN' };
      // Stored in the attribute's order of choices, whatever order they were picked in.
      const ordered = rule.choiceIds.filter((id) => ids.includes(id));
      return { value: { attributeId, type: 'multiple', choiceIds: ordered } };
    }
  }
}

/**
 * Checks a product's values against the attributes of its category. Empty values of optional
 * attributes are dropped; every problem is reported (one per attribute), not only the first.
 */
export function checkAttributeValues(
  attributes: readonly AttributeRule[],
  sent: readonly SentAttributeValue[],
): AttributeValuesCheck {
  const rules = new Map(attributes.map((rule) => [rule.id, rule]));
  const issues: AttributeValueIssue[] = [];
  const accepted: AcceptedAttributeValue[] = [];
  const seen = new Set<string>();
  for (const { attributeId, value } of sent) {
    const rule = rules.get(attributeId);
    if (!rule) {
      issues.push({ attributeId, code: 'ATTRIBUTE_NOT_APPLICABLE' });
      continue;
    }
    if (seen.has(attributeId)) {
      issues.push({ attributeId, code: 'ATTRIBUTE_VALUE_REPEATED' });
      continue;
    }
    seen.add(attributeId);
    if (isEmpty(value)) continue;
    const result = checkOne(rule, value);
    if ('issue' in result) issues.push({ attributeId, code: result.issue });
    else accepted.push(result.value);
  }
  const given = new Set(accepted.map((value) => value.attributeId));
  const refused = new Set(issues.map((issue) => issue.attributeId));
  for (const rule of attributes) {
    if (rule.isRequired && !given.has(rule.id) && !refused.has(rule.id)) {
      issues.push({ attributeId: rule.id, code: 'ATTRIBUTE_VALUE_REQUIRED' });
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, values: accepted };
}
