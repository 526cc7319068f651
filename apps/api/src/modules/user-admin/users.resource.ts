import { grants } from '@portal/contracts/permissions';
import {
  type AdminUser,
  adminUserSchema,
  createUserInputSchema,
  saveUserInputSchema,
  updateUserInputSchema,
  userListQuerySchema,
} from '@portal/contracts/user-admin';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { rethrowUniqueViolation } from '../../lib/unique-violation';
import { recordAction } from '../action-log/action-log.recorder';
import type { ResourceCaller, ResourceDefinition } from '../resources/resource-definition';
import type { SessionService } from '../sessions/sessions.service';
import { grantRole, type NewUser } from '../users/users.repository';
import {
  countOtherActiveAdministrators,
  findAdminUser,
  findRoles,
  insertVendor,
  insertVendorMember,
  isEmailTaken,
  isUbnRegistered,
  listAdminUsers,
  lockAdministratorRoles,
  revokeRoles,
  type UserListQuery,
  updateUserFields,
  vendorExists,
} from './user-admin.repository';
import { memberRoleId, type UserAdminService } from './user-admin.service';
import {
  assertCanGrantRoles,
  assertCanManageUser,
  assertRolesExist,
  makesAdministrator,
} from './user-grants';

type CreateUser = z.output<typeof createUserInputSchema>;
type UpdateUser = z.output<typeof updateUserInputSchema>;

const userConstraints = {
  users_email_key: { code: 'EMAIL_TAKEN', field: 'email' },
  vendors_ubn_unique: { code: 'VENDOR_ALREADY_EXISTS', field: 'vendor.create.ubn' },
} as const;

/** What the action log keeps of a user: the fields an administrator sees and edits, roles as ids. */
function snapshotOf(user: AdminUser): Record<string, unknown> {
  return {
    account: user.account,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    mobile: user.mobile,
    mobileVerified: user.mobileVerified,
    jobTitle: user.jobTitle,
    language: user.language,
    status: user.status,
    roleIds: user.roles.map((role) => role.id).sort(),
    vendor: user.vendor,
  };
}

async function reread(tx: Database, id: string): Promise<AdminUser> {
  const user = await findAdminUser(tx, id);
  if (!user) throw new Error('user vanished');
  return user;
}

/**
 * Users through the generic pattern: `users:read` to read, `users:write` to create and edit. Users are
 * disabled, never deleted (`DELETE` answers 405). Nobody changes their own roles or status, grants or
 * removes a role with a permission they lack, or leaves the portal without an active administrator.
 */
export function usersResource(deps: {
  clock: Clock;
  sessions: SessionService;
  userAdmin: UserAdminService;
}): ResourceDefinition<AdminUser, UserListQuery, CreateUser, UpdateUser> {
  const { clock, sessions, userAdmin } = deps;

  async function createVendorFor(tx: Database, input: CreateUser, userId: string, caller: ResourceCaller) {
    const choice = input.vendor;
    if (choice?.create) {
      const vendor = await insertVendor(tx, {
        ubn: choice.create.ubn,
        name: choice.create.name,
        nameEn: choice.create.nameEn || null,
      }).catch((error: unknown) => rethrowUniqueViolation(error, userConstraints));
      await insertVendorMember(tx, { userId, vendorId: vendor.id, role: 'owner' });
      await recordAction(tx, caller.context, {
        action: 'create',
        entityType: 'vendor',
        entityId: vendor.id,
        after: {
          ubn: vendor.ubn,
          name: vendor.name,
          nameEn: vendor.nameEn,
          level: vendor.level,
          status: vendor.status,
          owner: userId,
        },
      });
    } else if (choice?.attach) {
      await insertVendorMember(tx, { userId, vendorId: choice.attach.vendorId, role: choice.attach.role });
    }
  }

  async function insert(tx: Database, input: CreateUser, caller: ResourceCaller): Promise<AdminUser> {
    const roleIds = input.roleIds?.length ? [...new Set(input.roleIds)] : [await memberRoleId(tx)];
    const granted = await findRoles(tx, roleIds);
    assertRolesExist(roleIds, granted);
    assertCanGrantRoles(caller.principal.permissions, granted);
    if (input.vendor && !grants(caller.principal.permissions, 'vendors:write')) {
      throw AppError.of('FORBIDDEN', { field: 'vendor' });
    }
    if (input.vendor?.create && (await isUbnRegistered(tx, input.vendor.create.ubn))) {
      throw AppError.of('VENDOR_ALREADY_EXISTS', { field: 'vendor.create.ubn' });
    }
    if (input.vendor?.attach && !(await vendorExists(tx, input.vendor.attach.vendorId))) {
      throw AppError.of('FIELD_INVALID_VALUE', { field: 'vendor.attach.vendorId' });
    }
    // No password: the user chooses one through the welcome mail, which also verifies the e-mail.
    const id = await userAdmin.createAccount(tx, input, { roleIds });
    await createVendorFor(tx, input, id, caller);
    return reread(tx, id);
  }

  async function update(
    tx: Database,
    input: UpdateUser,
    caller: ResourceCaller,
    before: AdminUser,
  ): Promise<AdminUser> {
    const beforeRoleIds = before.roles.map((role) => role.id);
    const afterRoleIds = input.roleIds ? [...new Set(input.roleIds)] : beforeRoleIds;
    const added = afterRoleIds.filter((id) => !beforeRoleIds.includes(id));
    const removed = beforeRoleIds.filter((id) => !afterRoleIds.includes(id));
    const rolesChanged = added.length + removed.length > 0;
    const status = input.status ?? before.status;
    const statusChanged = status !== before.status;

    if (caller.principal.userId === before.id && (rolesChanged || statusChanged)) {
      throw AppError.of('OWN_ROLES_LOCKED', { field: rolesChanged ? 'roleIds' : 'status' });
    }
    const known = await findRoles(tx, [...new Set([...beforeRoleIds, ...added])]);
    assertRolesExist(added, known);
    const emailChanged = input.email !== undefined && input.email !== before.email;
    const mobileChanged = input.mobile !== undefined && (input.mobile || null) !== before.mobile;
    // What reaches the account itself (where its mail goes, who may sign in, its sessions) needs every
    // permission the user holds; a name or job title does not.
    const reaching = [
      emailChanged && 'email',
      mobileChanged && 'mobile',
      rolesChanged && 'roleIds',
      statusChanged && 'status',
    ].find((field) => field !== false);
    if (reaching) {
      const held = known
        .filter((role) => beforeRoleIds.includes(role.id))
        .flatMap((role) => role.permissions);
      assertCanManageUser(caller.principal.permissions, held, reaching);
    }
    const wasAdministrator = before.status === 'active' && makesAdministrator(beforeRoleIds, known);
    const staysAdministrator = status === 'active' && makesAdministrator(afterRoleIds, known);
    if (wasAdministrator && !staysAdministrator) {
      // Under the lock, concurrent demotions are decided one after the other on committed data.
      await lockAdministratorRoles(tx);
      if ((await countOtherActiveAdministrators(tx, before.id)) === 0) {
        throw AppError.of('LAST_ADMINISTRATOR', { field: statusChanged ? 'status' : 'roleIds' });
      }
    }
    assertCanGrantRoles(
      caller.principal.permissions,
      known.filter((role) => added.includes(role.id) || removed.includes(role.id)),
    );

    const changes: Partial<NewUser> = { updatedAt: clock.now() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.jobTitle !== undefined) changes.jobTitle = input.jobTitle || null;
    if (input.language !== undefined) changes.language = input.language;
    if (statusChanged) changes.status = status;
    if (emailChanged && input.email !== undefined) {
      if (await isEmailTaken(tx, input.email, before.id))
        throw AppError.of('EMAIL_TAKEN', { field: 'email' });
      // An administrator's e-mail change is stored unverified; links mailed to the old address stop working.
      Object.assign(changes, { email: input.email, emailVerifiedAt: null });
      if (before.pendingEmail === input.email) changes.pendingEmail = null;
      await userAdmin.retireLinks(tx, before.id);
    }
    if (mobileChanged) {
      Object.assign(changes, { mobile: input.mobile || null, mobileVerifiedAt: null, pendingMobile: null });
    }
    await updateUserFields(tx, before.id, changes).catch((error: unknown) =>
      rethrowUniqueViolation(error, userConstraints),
    );
    await revokeRoles(tx, before.id, removed);
    for (const roleId of added) await grantRole(tx, before.id, roleId);
    // New rights, or none: the user's signed-in devices start again.
    if (statusChanged && status === 'disabled') await sessions.endAllOf(tx, before.id, 'user-disabled');
    else if (rolesChanged) await sessions.endAllOf(tx, before.id, 'roles-changed');
    return reread(tx, before.id);
  }

  return {
    path: 'Users',
    entityType: 'user',
    tag: 'users',
    noun: 'user',
    readAccess: { permission: 'users:read' },
    itemSchema: adminUserSchema,
    listQuerySchema: userListQuerySchema,
    list: (db, query) => listAdminUsers(db, query),
    get: (db, id, _caller, options) => findAdminUser(db, id, options),
    snapshot: snapshotOf,
    writes: {
      access: { permission: 'users:write' },
      insertSchema: createUserInputSchema,
      updateSchema: updateUserInputSchema,
      saveSchema: saveUserInputSchema,
      insert,
      update,
      async remove() {
        throw AppError.of('METHOD_NOT_ALLOWED');
      },
    },
  };
}
