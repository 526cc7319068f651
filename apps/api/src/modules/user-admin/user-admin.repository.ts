import { allPermissions } from '@portal/contracts/permissions';
import type { AdminUser, userListQuerySchema } from '@portal/contracts/user-admin';
import { type AnyColumn, and, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { personKeyword } from '../../db/person-keyword';
import { qualified } from '../../db/qualified';
import { roles, sessions, userRoles, users } from '../../db/schema';
import { userIdentifiedBy } from '../../db/user-identifier';
import { userTakenUp } from '../../db/user-taken-up';
import { vendorMembers, vendors } from '../../db/vendor-schema';
import { countAll, orderByOf, pageWithTotal } from '../resources/list-sql';
import { listKey } from '../resources/list-totals';
import { pageIdColumns } from '../resources/page-ids';
import { pageDetails, pageRows } from '../resources/page-rows';

export type UserListQuery = z.output<typeof userListQuerySchema>;
type Filters = NonNullable<UserListQuery['condition']>;
type RoleRef = AdminUser['roles'][number];

/** The start of the newest session (sessions are kept, so this is the last sign-in). */
const lastSignInAt = sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;

/** The user's roles as one JSON array, in the same query as the user (no query per row). */
const roleRefs = sql<RoleRef[]>`coalesce((
  select json_agg(json_build_object('id', ${roles.id}, 'code', ${roles.code}, 'nameZh', ${roles.nameZh},
    'nameEn', ${roles.nameEn}) order by ${roles.isSystem} desc, ${roles.nameZh}, ${roles.id})
  from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
  where ${userRoles.userId} = ${users.id}), '[]'::json)`;

const adminUserColumns = {
  id: users.id,
  account: users.account,
  name: users.name,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  pendingEmail: users.pendingEmail,
  mobile: users.mobile,
  mobileVerifiedAt: users.mobileVerifiedAt,
  jobTitle: users.jobTitle,
  language: users.language,
  status: users.status,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
  lastSignInAt: lastSignInAt.mapWith(sessions.createdAt),
  roles: roleRefs,
  vendorId: vendors.id,
  vendorName: vendors.name,
  vendorRole: vendorMembers.role,
};

/** The users with their vendor; `selection`: the admin user's columns, and whatever a page adds. */
function selectAdminUsers(db: Database, selection: typeof adminUserColumns = adminUserColumns) {
  return db
    .select(selection)
    .from(users)
    .leftJoin(vendorMembers, eq(vendorMembers.userId, users.id))
    .leftJoin(vendors, eq(vendors.id, vendorMembers.vendorId));
}

type AdminUserRow = Awaited<ReturnType<typeof selectAdminUsers>>[number];

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
    mobile: row.mobile,
    mobileVerified: row.mobileVerifiedAt !== null,
    jobTitle: row.jobTitle,
    language: row.language,
    status: row.status,
    hasPassword: row.hasPassword,
    roles: row.roles,
    vendor:
      row.vendorId && row.vendorName && row.vendorRole
        ? { id: row.vendorId, name: row.vendorName, role: row.vendorRole }
        : null,
    createdTime: row.createdAt.toISOString(),
    lastSignInTime: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
  };
}

function userWhere(filters: Filters = {}): SQL | undefined {
  const flag = (value: boolean | undefined, column: AnyColumn) =>
    value === undefined ? undefined : value ? isNotNull(column) : isNull(column);
  return and(
    personKeyword(filters.keyword),
    filters.roleId
      ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${filters.roleId})`
      : undefined,
    filters.status ? eq(users.status, filters.status) : undefined,
    flag(filters.emailVerified, users.emailVerifiedAt),
    filters.vendorId ? eq(vendorMembers.vendorId, filters.vendorId) : undefined,
    flag(filters.hasVendor, vendorMembers.userId),
  );
}

/**
 * The users of a page, as one prepared statement: the selection (roles, last sign-in, vendor) is the
 * same on every page, and building its text anew cost more of the list's time than any other step.
 */
function adminUserPages(db: Database) {
  return pageDetails<AdminUserRow, typeof adminUserColumns>(
    db,
    'admin_users_by_id',
    users,
    adminUserColumns,
    (selection, byIds) => selectAdminUsers(db, selection).where(byIds),
  );
}

export async function listAdminUsers(db: Database, query: UserListQuery) {
  const where = userWhere(query.condition);
  // The rows depend on the filter alone (every administrator with the right sees every user).
  const key = listKey('admin-users', query.condition);
  const order = orderByOf(
    query.sortings,
    {
      account: sql`lower(${users.account})`,
      name: users.name,
      createdTime: users.createdAt,
      // Never signed in sorts as the oldest.
      lastSignInTime: sql`coalesce(${lastSignInAt}, '-infinity'::timestamptz)`,
    },
    [sql`${users.createdAt} desc`, sql`${users.id} desc`],
  );
  // The page's ids picked by a narrow query, inside the statement reading their details: the per-user
  // subqueries (roles, last sign-in) run for one page of users, not for every user the filter matches.
  const page = pageRows({
    query,
    rows: (seek) =>
      db
        .select(pageIdColumns(users))
        .from(users)
        .leftJoin(vendorMembers, eq(vendorMembers.userId, users.id))
        .where(and(where, seek))
        .$dynamic(),
    table: users,
    chosenOrder: order,
    key,
    details: adminUserPages(db),
  });
  return pageWithTotal(
    page,
    db.select(countAll).from(users).leftJoin(vendorMembers, eq(vendorMembers.userId, users.id)).where(where),
    toAdminUser,
    { key },
  );
}

/** One user; `forUpdate` locks the user's row first (the read itself aggregates, so it cannot lock). */
export async function findAdminUser(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdminUser | undefined> {
  if (options.forUpdate) {
    const [locked] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    if (!locked) return undefined;
  }
  const [row] = await selectAdminUsers(db).where(eq(users.id, id));
  return row ? toAdminUser(row) : undefined;
}

/** Every permission the user's roles grant (`*` included as such). */
const heldPermissions = sql<string[]>`coalesce((
  select array_agg(distinct p) from ${userRoles}
    join ${roles} on ${qualified(roles.id)} = ${qualified(userRoles.roleId)},
    unnest(${qualified(roles.permissions)}) as p
  where ${qualified(userRoles.userId)} = ${qualified(users.id)}), '{}'::text[])`;

/** The fields the mail actions need (with every permission the user holds), the row locked. */
export async function findUserForMail(db: Database, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      pendingEmail: users.pendingEmail,
      language: users.language,
      status: users.status,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      takenUp: userTakenUp,
      permissions: heldPermissions,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

export async function updateUserFields(db: Database, id: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** An account name is taken when it is someone's account or someone's e-mail (both sign in). */
export async function isAccountTaken(db: Database, account: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(userIdentifiedBy(account)).limit(1);
  return row !== undefined;
}

export async function isEmailTaken(db: Database, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return row !== undefined;
}

export interface RoleGrant {
  id: string;
  code: string | null;
  permissions: string[];
}

export async function findRoles(db: Database, ids: readonly string[]): Promise<RoleGrant[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: roles.id, code: roles.code, permissions: roles.permissions })
    .from(roles)
    .where(inArray(roles.id, [...ids]));
}

export async function findRoleByCode(db: Database, code: string): Promise<RoleGrant | undefined> {
  const [row] = await db
    .select({ id: roles.id, code: roles.code, permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.code, code));
  return row;
}

export async function revokeRoles(db: Database, userId: string, roleIds: readonly string[]) {
  if (roleIds.length === 0) return;
  await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, [...roleIds])));
}

const grantsEverything = sql`${allPermissions} = any(${roles.permissions})`;

/**
 * Locks the roles granting every permission: transactions that may leave the portal without an
 * administrator run one at a time (the first-administrator start-up locks the same row).
 */
export async function lockAdministratorRoles(db: Database): Promise<void> {
  await db.select({ id: roles.id }).from(roles).where(grantsEverything).for('update');
}

/** Active users other than `userId` holding a role that grants every permission. */
export async function countOtherActiveAdministrators(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(grantsEverything, eq(users.status, 'active'), ne(users.id, userId)));
  return row?.count ?? 0;
}

export async function isUbnRegistered(db: Database, ubn: string): Promise<boolean> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ubn, ubn)).limit(1);
  return row !== undefined;
}

export async function vendorExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id));
  return row !== undefined;
}

export async function insertVendor(db: Database, values: typeof vendors.$inferInsert) {
  const [row] = await db.insert(vendors).values(values).returning();
  if (!row) throw new Error('vendor insert returned no row');
  return row;
}

export async function insertVendorMember(db: Database, values: typeof vendorMembers.$inferInsert) {
  await db.insert(vendorMembers).values(values);
}
