import { grants, type Permission } from '@portal/contracts/permissions';
import type { StoredUser } from './stored-user';

/**
 * What the signed-in user may do, from the permissions the server listed at sign-in (`*` means all).
 * This only shapes the interface (hidden menu entries and buttons, a 403 page): the server checks every
 * call itself. Role changes end the user's sessions, so the stored list is never older than the session.
 * Free of React, for the early calls' script too; the hooks are in permissions.ts.
 */

const noPermissions: readonly string[] = [];

/** The permission names a stored user holds; none without a session or a list. */
export function permissionsOf(user: Pick<StoredUser, 'permissions'> | null | undefined): readonly string[] {
  const held = user?.permissions;
  return Array.isArray(held) ? held : noPermissions;
}

/** Whether the user holds `permission`; no permission asked for means anyone signed in may. */
export function can(
  user: Pick<StoredUser, 'permissions'> | null | undefined,
  permission: Permission | undefined,
): boolean {
  return permission === undefined || grants(permissionsOf(user), permission);
}
