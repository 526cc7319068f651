import { allPermissions, missingPermissions } from '@portal/contracts/permissions';
import { AppError } from '../../lib/app-error';
import type { RoleGrant } from './user-admin.repository';

/** Every asked-for role exists (an unknown id is the caller's mistake: 400 on `roleIds`). */
export function assertRolesExist(ids: readonly string[], found: readonly RoleGrant[]): void {
  if (ids.some((id) => !found.some((role) => role.id === id))) {
    throw AppError.of('FIELD_INVALID_VALUE', { field: 'roleIds' });
  }
}

/**
 * Nobody grants or takes away a role carrying a permission they do not hold: every permission of each
 * role given or removed must be one the caller has (`*` only by a caller holding `*`).
 */
export function assertCanGrantRoles(callerPermissions: ReadonlySet<string>, changed: readonly RoleGrant[]) {
  const [missing] = missingPermissions(
    changed.flatMap((role) => role.permissions),
    callerPermissions,
  );
  if (missing !== undefined)
    throw AppError.of('PERMISSION_NOT_HELD', { field: 'roleIds', params: { permission: missing } });
}

/**
 * Nobody acts on a user holding a permission they do not hold themselves (the rule of granting roles,
 * applied to the person): no change of e-mail, mobile, roles or status, no password or verification
 * mail. Otherwise a user manager could point an administrator's e-mail at their own mailbox and take
 * the account over with a reset link. `field` names what was asked for.
 */
export function assertCanManageUser(
  callerPermissions: ReadonlySet<string>,
  userPermissions: readonly string[],
  field?: string,
) {
  const [missing] = missingPermissions(userPermissions, callerPermissions);
  if (missing !== undefined)
    throw AppError.of('USER_OUTRANKS_YOU', { ...(field ? { field } : {}), params: { permission: missing } });
}

/** Whether these roles (of `known`) make their holder an administrator (a role granting everything). */
export function makesAdministrator(roleIds: readonly string[], known: readonly RoleGrant[]): boolean {
  return known.some((role) => roleIds.includes(role.id) && role.permissions.includes(allPermissions));
}
