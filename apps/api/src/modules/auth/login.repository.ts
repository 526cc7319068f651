import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** Finds the user by account name or e-mail, without case, locked for the login's bookkeeping. */
export async function findUserForLogin(db: Database, identifier: string) {
  const lowered = identifier.normalize('NFKC').trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.account}) = ${lowered}`, eq(users.email, lowered)))
    .limit(1)
    .for('update');
  return user;
}

export async function recordFailedLogin(
  db: Database,
  userId: string,
  values: { failedLogins: number; lastFailedLoginAt: Date; lockedUntil: Date | null },
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function recordSuccessfulLogin(db: Database, userId: string) {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}
