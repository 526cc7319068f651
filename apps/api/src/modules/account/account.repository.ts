import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { buyerProfiles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type BuyerProfileRow = typeof buyerProfiles.$inferSelect;

export async function findUser(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function updateUser(db: Database, userId: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!row) throw new Error('user vanished');
  return row;
}

/**
 * Replaces the password hash only while it is still `expected` (null: the account has none), so a change
 * checked against one password cannot overwrite another set meanwhile. False when it was not.
 */
export async function replacePasswordIf(
  db: Database,
  userId: string,
  expected: string | null,
  values: { passwordHash: string; passwordChangedAt: Date; updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(values)
    .where(
      and(
        eq(users.id, userId),
        expected === null ? isNull(users.passwordHash) : eq(users.passwordHash, expected),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function isEmailUsedByOther(db: Database, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function findBuyerProfile(db: Database, userId: string, options: { forUpdate?: boolean } = {}) {
  const select = db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, userId));
  const [row] = options.forUpdate ? await select.for('update') : await select;
  return row;
}

export async function saveBuyerProfile(db: Database, values: typeof buyerProfiles.$inferInsert) {
  const [row] = await db
    .insert(buyerProfiles)
    .values(values)
    .onConflictDoUpdate({ target: buyerProfiles.userId, set: { ...values, userId: undefined } })
    .returning();
  if (!row) throw new Error('buyer profile upsert returned no row');
  return row;
}
