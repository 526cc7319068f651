import { allPermissions, grants, isPermission } from '@portal/contracts/permissions';
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
  for (const role of changed) {
    for (const name of role.permissions) {
      const held =
        name === allPermissions
          ? callerPermissions.has(allPermissions)
          : isPermission(name) && grants(callerPermissions, name);
      if (!held) throw AppError.of('PERMISSION_NOT_HELD', { field: 'roleIds', params: { permission: name } });
    }
  }
}

/** Whether these roles (of `known`) make their holder an administrator (a role granting everything). */
export function makesAdministrator(roleIds: readonly string[], known: readonly RoleGrant[]): boolean {
  return known.some((role) => roleIds.includes(role.id) && role.permissions.includes(allPermissions));
}
