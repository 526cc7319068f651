import { allPermissions, grants, isPermission } from '@portal/contracts/permissions';

/**
 * The permissions of a role that the caller does not hold, so may not give nor take away (the server
 * refuses with PERMISSION_NOT_HELD; `*` only a holder of `*` may grant). Empty when the caller may.
 */
export function missingPermissions(rolePermissions: readonly string[], held: readonly string[]): string[] {
  return rolePermissions.filter((name) =>
    name === allPermissions ? !held.includes(allPermissions) : !(isPermission(name) && grants(held, name)),
  );
}
