import { z } from 'zod';

/**
 * The one date type of every input that takes a date or a date-time. ISO 8601 as Zod checks it, and
 * within what PostgreSQL and people mean: years 1900 to 9999, and a UTC offset of at most ±15:59
 * (PostgreSQL refuses `-23:59`, and year 0 does not exist there), so a bad value is a 400
 * FIELD_INVALID_DATE, never a failing query. Browser-safe (no Node API).
 */
export const invalidDateCode = 'FIELD_INVALID_DATE';
export const minYear = 1900;
export const maxYear = 9999;
/** PostgreSQL's limit for a time zone offset is 15:59. */
export const maxOffsetMinutes = 15 * 60 + 59;

const dateFormat = z.iso.date();
const dateTimeFormat = z.iso.datetime({ offset: true });

function yearInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= minYear && year <= maxYear;
}

/** `YYYY-MM-DD`, a real calendar day, in years 1900..9999. */
export function isSaneIsoDate(value: string): boolean {
  return dateFormat.safeParse(value).success && yearInRange(value);
}

/** An ISO date-time with `Z` or an offset (at most ±15:59), in years 1900..9999. */
export function isSaneIsoDateTime(value: string): boolean {
  if (!dateTimeFormat.safeParse(value).success || !yearInRange(value)) return false;
  const offset = /[+-](\d{2})(?::?(\d{2}))?$/.exec(value);
  if (!offset) return true; // Z
  return Number(offset[1]) * 60 + Number(offset[2] ?? 0) <= maxOffsetMinutes;
}

/** A date input (`YYYY-MM-DD`). */
export const isoDateSchema = z
  .string()
  .refine(isSaneIsoDate, { message: invalidDateCode })
  .meta({ format: 'date', examples: ['2026-11-22'] });

/** A date-time input with `Z` or an offset. */
export const isoDateTimeSchema = z
  .string()
  .refine(isSaneIsoDateTime, { message: invalidDateCode })
  .meta({ format: 'date-time', examples: ['2026-11-22T10:30:00+08:00'] });

/** A range bound of the list filters: a day (a Taiwan day on the server) or a date-time. */
export const isoDateOrDateTimeSchema = z
  .string()
  .refine((value) => isSaneIsoDate(value) || isSaneIsoDateTime(value), { message: invalidDateCode })
  .meta({
    description: 'YYYY-MM-DD (a whole Taiwan day) or an ISO 8601 date-time with an offset',
    examples: ['2026-11-22', '2026-11-22T10:30:00+08:00'],
  });
