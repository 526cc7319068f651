/** One field of a before/after pair, as the diff view shows it. */
export interface FieldChange {
  field: string;
  kind: 'added' | 'removed' | 'changed' | 'unchanged';
  before: unknown;
  after: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values (the log stores JSON, so no dates or functions appear). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * The fields of an action-log entry's before and after, changed ones first, then the unchanged ones
 * (both in the order the record has them). A create has only `after`, a delete only `before`.
 */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes = fields.map((field): FieldChange => {
    const inBefore = before !== null && Object.hasOwn(before, field);
    const inAfter = after !== null && Object.hasOwn(after, field);
    const was = inBefore ? before[field] : undefined;
    const is = inAfter ? after[field] : undefined;
    const kind = !inBefore ? 'added' : !inAfter ? 'removed' : sameValue(was, is) ? 'unchanged' : 'changed';
    return { field, kind, before: was, after: is };
  });
  return [
    ...changes.filter((change) => change.kind !== 'unchanged'),
    ...changes.filter((c) => c.kind === 'unchanged'),
  ];
}

/** A value as one line of text: strings as they are, everything else as compact JSON. */
export function displayValue(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
