import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { buyerProfiles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function updateUser(db: Database, userId: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!row) throw new Error('user vanished');
  return row;
}

export async function isEmailUsedByOther(db: Database, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function findBuyerProfile(db: Database, userId: string) {
  const [row] = await db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, userId));
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
