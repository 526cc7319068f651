import type { Role } from '@portal/contracts/roles';
import { useResourceList } from '../../../components/resource/use-resource-list';

/** Every role (at most 100; a portal has a handful), oldest first, so the built-in ones lead. */
const allRolesQuery = { page: 1, pageSize: 100, sortings: [{ field: 'createdTime', dir: 'asc' as const }] };

/**
 * `GET /Roles` (roles:read) for the role filter and the role boxes. Under the Roles resource's key, so a
 * role saved on the roles page shows here too. Not asked for without the permission.
 */
export function useRoleOptions(enabled: boolean) {
  return useResourceList<Role>('Roles', allRolesQuery, { enabled });
}
