import type { RegistryCompany } from '@portal/contracts/registry';
import type { CompanyFields } from '@portal/contracts/vendor';

/** The fields an application shares with the registry's record, in the order the page shows them. */
export const comparedFields = ['name', 'representative', 'capital', 'address'] as const;
export type ComparedField = (typeof comparedFields)[number];

/**
 * - `same`: equal once written the same way (full-width digits, 臺/台, spaces; a masked name's `O`);
 * - `different`: both sides have a value and they differ;
 * - `missing`: one side has nothing to compare (no registry record, a blank registry field, no capital).
 */
export type ComparisonResult = 'same' | 'different' | 'missing';

export interface FieldComparison {
  field: ComparedField;
  typed: string | number | null;
  registry: string | number | null;
  result: ComparisonResult;
}

/** The company data an application carries (only the compared fields are read). */
export type ComparableCompany = Pick<CompanyFields, 'name' | 'representative' | 'address'> & {
  capital?: number | null;
};

/**
 * One way of writing a text: NFKC (full-width digits and letters, the ideographic space), 臺 as 台,
 * one name dot (‧ · ・), no white space, Latin letters in one case. Only for comparing: what was typed
 * is shown as typed.
 */
export function looseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/臺/g, '台')
    .replace(/[‧·・•]/g, '·')
    .replace(/\s+/g, '')
    .toUpperCase();
}

/** Marks the registry writes in place of a hidden character of a person's name (`喻O芫`, also ○ 〇 ＊). */
const maskCharacters = /[O○〇*]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a typed name matches the registry's, where the registry may hide characters behind a mask
 * character: each one stands for exactly one character of the typed name.
 */
export function matchesMaskedName(typed: string, registry: string): boolean {
  const wanted = looseText(registry);
  const pattern = [...wanted]
    .map((character) => (maskCharacters.test(character) ? '.' : escapeRegExp(character)))
    .join('');
  return new RegExp(`^${pattern}$`, 'u').test(looseText(typed));
}

const isBlank = (value: string | number | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function resultOf(
  field: ComparedField,
  typed: string | number | null,
  registry: string | number | null,
): ComparisonResult {
  if (isBlank(typed) || isBlank(registry)) return 'missing';
  if (field === 'capital') return Number(typed) === Number(registry) ? 'same' : 'different';
  if (field === 'representative') {
    return matchesMaskedName(String(typed), String(registry)) ? 'same' : 'different';
  }
  return looseText(String(typed)) === looseText(String(registry)) ? 'same' : 'different';
}

/**
 * What the applicant typed beside the registry's record, field by field. Without a record (the
 * registry unreachable, or not knowing the number) every field is `missing`.
 */
export function compareWithRegistry(
  company: ComparableCompany,
  registry: RegistryCompany | null,
): FieldComparison[] {
  return comparedFields.map((field) => {
    const typed = company[field] ?? null;
    const known = registry ? registry[field] : null;
    return { field, typed, registry: known, result: resultOf(field, typed, known) };
  });
}
