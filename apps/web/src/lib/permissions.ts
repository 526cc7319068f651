import type { Permission } from '@portal/contracts/permissions';
import { useStoredUser } from './session';
import { can, permissionsOf } from './user-permissions';

export { can, permissionsOf };

/** The signed-in user's permission names, re-rendering when the session changes. */
export function usePermissions(): readonly string[] {
  return permissionsOf(useStoredUser());
}

/** Whether the signed-in user holds `permission` (true when none is asked for). */
export function useCan(permission: Permission | undefined): boolean {
  return can(useStoredUser(), permission);
}
