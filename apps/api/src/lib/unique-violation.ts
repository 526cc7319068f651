import type { ErrorCode } from '@portal/contracts/errors';
import { AppError } from './app-error';

/**
 * Turns PostgreSQL's unique-violation (23505) on a known constraint into its coded conflict, so a race
 * between two sign-ups ends in a clear 409 rather than a 500.
 */
export function rethrowUniqueViolation(
  error: unknown,
  byConstraint: Record<string, { code: ErrorCode; field: string }>,
): never {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  const known = code === '23505' && constraint ? byConstraint[constraint] : undefined;
  if (known) throw AppError.of(known.code, { field: known.field });
  throw error;
}
