import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';

export type NewRole = typeof roles.$inferInsert;
export type NewUser = typeof users.$inferInsert;

/** Inserts the role if its code is new; returns its id either way. */
export async function upsertRole(db: Database, role: NewRole): Promise<string> {
  const [row] = await db
    .insert(roles)
    .values(role)
    .onConflictDoUpdate({ target: roles.code, set: { code: sql`excluded.code` } })
    .returning({ id: roles.id });
  if (!row) throw new Error('role upsert returned no row');
  return row.id;
}

export async function countActiveUsersWithRole(db: Database, roleId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(sql`${userRoles.roleId} = ${roleId} and ${users.status} = 'active'`);
  return row?.count ?? 0;
}

export async function findUserIdByAccount(db: Database, account: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.account}) = lower(${account})`);
  return row?.id;
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Database, user: NewUser): Promise<string> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

export async function grantRole(db: Database, userId: string, roleId: string): Promise<void> {
  await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
}

/** Serialises concurrent transactions that decide about one role (e.g. several instances starting). */
export async function lockRole(db: Database, roleId: string): Promise<void> {
  await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).for('update');
}

/** Gives a user a built-in role by its code (every new account is a `member`). */
export async function grantRoleByCode(db: Database, userId: string, code: string): Promise<void> {
  await db
    .insert(userRoles)
    .select(
      db
        .select({
          userId: sql<string>`${userId}::uuid`.as('user_id'),
          roleId: roles.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(roles)
        .where(eq(roles.code, code)),
    )
    .onConflictDoNothing();
}

/**
 * Gives the user an e-mail (counted as verified) when they have none and no other account holds it.
 * False when nothing changed.
 */
export async function setEmailWhereMissing(db: Database, userId: string, email: string, at: Date) {
  const holder = alias(users, 'holder');
  const updated = await db
    .update(users)
    .set({ email, emailVerifiedAt: at, updatedAt: at })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.email),
        notExists(db.select({ id: holder.id }).from(holder).where(eq(holder.email, email))),
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}
