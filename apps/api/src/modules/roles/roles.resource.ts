import { systemRoleCodes } from '@portal/contracts/permissions';
import {
  type Role,
  roleInsertSchema,
  roleListQuerySchema,
  roleSaveSchema,
  roleSchema,
  roleUpdateSchema,
} from '@portal/contracts/roles';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { ResourceDefinition } from '../resources/resource-definition';
import type { SessionService } from '../sessions/sessions.service';
import { assertCanChangePermissions, normalizePermissions } from './role-grants';
import { deleteRole, findRole, holdersOf, insertRole, listRoles, updateRole } from './roles.repository';

type RoleInsert = z.output<typeof roleInsertSchema>;
type RoleUpdate = z.output<typeof roleUpdateSchema>;

/** Roles through the generic pattern: `roles:read` to read, `roles:write` to change. */
export function rolesResource(deps: {
  sessions: SessionService;
}): ResourceDefinition<Role, z.output<typeof roleListQuerySchema>, RoleInsert, RoleUpdate> {
  return {
    path: 'Roles',
    entityType: 'role',
    tag: 'roles',
    noun: 'role',
    readAccess: { permission: 'roles:read' },
    itemSchema: roleSchema,
    listQuerySchema: roleListQuerySchema,
    list: (db, query) => listRoles(db, query),
    get: (db, id, _caller, options) => findRole(db, id, options),
    // The user count changes without the role changing: the log keeps what an administrator edits.
    snapshot: ({ userCount: _count, createdTime: _created, updatedTime: _updated, ...rest }) => rest,
    writes: {
      access: { permission: 'roles:write' },
      insertSchema: roleInsertSchema,
      updateSchema: roleUpdateSchema,
      saveSchema: roleSaveSchema,
      async insert(tx, input, caller) {
        const permissions = normalizePermissions(input.permissions);
        assertCanChangePermissions(caller.principal.permissions, [], permissions);
        const id = await insertRole(tx, {
          nameZh: input.nameZh,
          nameEn: input.nameEn || input.nameZh,
          description: input.description,
          descriptionEn: input.descriptionEn,
          permissions,
        });
        const created = await findRole(tx, id);
        if (!created) throw new Error('inserted role not found');
        return created;
      },
      async update(tx, input, caller, before) {
        const permissions = normalizePermissions(input.permissions);
        const permissionsChanged = permissions.join() !== normalizePermissions(before.permissions).join();
        if (before.code === systemRoleCodes.administrator && permissionsChanged) {
          throw AppError.of('SYSTEM_ROLE_LOCKED', { field: 'permissions' });
        }
        assertCanChangePermissions(caller.principal.permissions, before.permissions, permissions);
        await updateRole(tx, before.id, {
          nameZh: input.nameZh,
          nameEn: input.nameEn || input.nameZh,
          description: input.description,
          descriptionEn: input.descriptionEn,
          permissions,
        });
        if (permissionsChanged) {
          // The holders' rights changed: their signed-in devices start again (the caller's own stays).
          for (const userId of await holdersOf(tx, before.id)) {
            await deps.sessions.endAllOf(tx, userId, 'roles-changed', caller.principal.sessionId);
          }
        }
        const updated = await findRole(tx, before.id);
        if (!updated) throw new Error('updated role not found');
        return updated;
      },
      async remove(tx, before) {
        if (before.isSystem) throw AppError.of('SYSTEM_ROLE_LOCKED');
        if (before.userCount > 0) throw AppError.of('ROLE_IN_USE', { params: { count: before.userCount } });
        await deleteRole(tx, before.id);
      },
    },
  };
}
