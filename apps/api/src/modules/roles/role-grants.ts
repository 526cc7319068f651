import { allPermissions, missingPermissions } from '@portal/contracts/permissions';
import { AppError } from '../../lib/app-error';

/**
 * Nobody grants (or takes away) a permission they do not hold: every permission added to or removed
 * from a role must be one the caller has; `*` only by a caller holding `*`.
 */
export function assertCanChangePermissions(
  callerPermissions: ReadonlySet<string>,
  before: readonly string[],
  after: readonly string[],
): void {
  const changed = [
    ...after.filter((name) => !before.includes(name)),
    ...before.filter((name) => !after.includes(name)),
  ];
  const [missing] = missingPermissions(changed, callerPermissions);
  if (missing !== undefined)
    throw AppError.of('PERMISSION_NOT_HELD', { field: 'permissions', params: { permission: missing } });
}

/** `*` says it all: a role holding it keeps just that. */
export function normalizePermissions(names: readonly string[]): string[] {
  return names.includes(allPermissions) ? [allPermissions] : [...new Set(names)].sort();
}
