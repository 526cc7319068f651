import type { Role } from '@portal/contracts/roles';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { countAll, keywordCondition, offsetOf, orderByOf, pageWithTotal } from '../resources/list-sql';

export type RoleRow = typeof roles.$inferSelect;

const userCount = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`;

const roleColumns = {
  id: roles.id,
  code: roles.code,
  nameZh: roles.nameZh,
  nameEn: roles.nameEn,
  description: roles.description,
  descriptionEn: roles.descriptionEn,
  permissions: roles.permissions,
  isSystem: roles.isSystem,
  userCount,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

interface RoleSelect extends Omit<RoleRow, never> {
  userCount: number;
}

function toRole(row: RoleSelect): Role {
  return {
    id: row.id,
    code: row.code,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    permissions: row.permissions,
    isSystem: row.isSystem,
    userCount: row.userCount,
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  };
}

export interface RoleListQuery {
  page: number;
  pageSize: number;
  condition?: { keyword?: string; permission?: string; isSystem?: boolean } | undefined;
  sortings?: { field: 'nameZh' | 'createdTime' | 'updatedTime'; dir: 'asc' | 'desc' }[] | undefined;
}

export async function listRoles(db: Database, query: RoleListQuery) {
  const filters = query.condition ?? {};
  const conditions: (SQL | undefined)[] = [
    keywordCondition(filters.keyword, [
      roles.nameZh,
      roles.nameEn,
      roles.description,
      roles.descriptionEn,
      roles.code,
    ]),
    filters.permission ? sql`${filters.permission} = any(${roles.permissions})` : undefined,
    filters.isSystem === undefined ? undefined : eq(roles.isSystem, filters.isSystem),
  ];
  const where = and(...conditions);
  return pageWithTotal(
    db
      .select(roleColumns)
      .from(roles)
      .where(where)
      .orderBy(
        ...orderByOf(
          query.sortings,
          { nameZh: roles.nameZh, createdTime: roles.createdAt, updatedTime: roles.updatedAt },
          [sql`${roles.isSystem} desc`, roles.createdAt, roles.id],
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(roles).where(where),
    toRole,
  );
}

export async function findRole(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const select = db.select(roleColumns).from(roles).where(eq(roles.id, id));
  const [row] = options.forUpdate ? await select.for('update', { of: roles }) : await select;
  return row ? toRole(row) : undefined;
}

export async function insertRole(db: Database, values: typeof roles.$inferInsert): Promise<string> {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  if (!row) throw new Error('role insert returned no row');
  return row.id;
}

export async function updateRole(db: Database, id: string, values: Partial<typeof roles.$inferInsert>) {
  await db
    .update(roles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(roles.id, id));
}

export async function deleteRole(db: Database, id: string) {
  await db.delete(roles).where(eq(roles.id, id));
}

/** Users holding the role (whose sessions end when its permissions change). */
export async function holdersOf(db: Database, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId));
  return rows.map((row) => row.userId);
}
