import { redactedValue } from '@portal/contracts/action-log';

// Key names that hold secrets anywhere in a record: their values never reach the action log.
const secretKey = /password|passwd|secret|token|ticket|hash|captcha|verificationcode/i;
const maxStringLength = 2000;
const maxDepth = 6;

function redactValue(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    return value.length > maxStringLength ? `${value.slice(0, maxStringLength)}…` : value;
  }
  if (typeof value !== 'object') return value;
  if (depth >= maxDepth) return '[…]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return redactRecord(value as Record<string, unknown>, depth + 1);
}

function redactRecord(record: Record<string, unknown>, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue;
    result[key] = secretKey.test(key) ? redactedValue : redactValue(value, depth);
  }
  return result;
}

/**
 * A record as the action log keeps it: secrets (by key name) replaced, dates as ISO text, long texts
 * cut. Services also pass only the fields that matter; this is the safety net.
 */
export function redactForLog(record: Record<string, unknown> | null | undefined) {
  return record ? redactRecord(record, 0) : null;
}
