import { ApiError } from './api-client';
import { i18n } from './i18n';

export interface FieldErrorEntry {
  name: string;
  errors: string[];
}

export interface ApiErrorSplit {
  /** Messages for fields the form shows, ready for `form.setFields`. */
  fields: FieldErrorEntry[];
  /** Messages for the whole form (no field, or a field the form does not show). */
  general: string[];
  /** Every error code, for callers that react to one (a new captcha, back to the first step). */
  codes: string[];
}

export interface FieldMapping {
  /** The API's field names that the form calls otherwise (`LoginIp` is the captcha answer). */
  aliases?: Readonly<Record<string, string>>;
  /** The field an error code without a field belongs to (PASSWORD_INCORRECT: the current password). */
  codeFields?: Readonly<Record<string, string>>;
}

/**
 * Splits a failed call into messages for the form's fields and messages for the whole form. A dotted
 * path such as `interests.2` lands on its first segment when the form has no field by the full name.
 */
export function splitApiError(
  error: unknown,
  fieldNames: readonly string[],
  { aliases = {}, codeFields = {} }: FieldMapping = {},
): ApiErrorSplit {
  if (!(error instanceof ApiError)) {
    return { fields: [], general: [i18n.t('apiErrors.failed')], codes: [] };
  }
  const byField = new Map<string, string[]>();
  const general: string[] = [];
  for (const item of error.errors) {
    const field = item.field ?? codeFields[item.code];
    const name = field === undefined ? undefined : formFieldOf(field, fieldNames, aliases);
    if (name === undefined) general.push(item.message);
    else byField.set(name, [...(byField.get(name) ?? []), item.message]);
  }
  return {
    fields: [...byField].map(([name, errors]) => ({ name, errors })),
    general,
    codes: error.errors.map((item) => item.code),
  };
}

function formFieldOf(
  field: string,
  fieldNames: readonly string[],
  aliases: Readonly<Record<string, string>>,
): string | undefined {
  const name = aliases[field] ?? field;
  if (fieldNames.includes(name)) return name;
  const head = name.split('.')[0] ?? name;
  return fieldNames.includes(head) ? head : undefined;
}

/** Whether a failed call answered one of these codes. */
export function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof ApiError && error.errors.some((item) => codes.includes(item.code));
}
