import type { Role, roleInsertSchema, roleUpdateSchema } from '@portal/contracts/roles';
import type { z } from 'zod';
import { useResourceMutations } from '../../../components/resource/use-resource-mutations';

/**
 * The Roles resource (generic resource pattern): `GET /Roles` lists (filters keyword, permission,
 * isSystem; sorts nameZh, createdTime, updatedTime), `POST /Roles` inserts, `PUT /Roles` updates,
 * `DELETE /Roles?key={id}` deletes. The list is read by the shared resource list page.
 */
export const rolesResource = 'Roles';

export type RoleInsert = z.input<typeof roleInsertSchema>;
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

export function useRoleMutations() {
  return useResourceMutations<Role, RoleInsert, RoleUpdate>(rolesResource);
}
