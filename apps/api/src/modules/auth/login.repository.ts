import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { userIdentifiedBy } from '../../db/user-identifier';

/** Finds the user by account name or e-mail, without case. */
export async function findUserForLogin(db: Database, identifier: string) {
  const [user] = await db.select().from(users).where(userIdentifiedBy(identifier)).limit(1);
  return user;
}

/** The user's sign-in state, locked for this sign-in's bookkeeping. */
export async function lockLoginState(db: Database, userId: string) {
  const [row] = await db
    .select({
      status: users.status,
      failedLogins: users.failedLogins,
      lastFailedLoginAt: users.lastFailedLoginAt,
      lockedUntil: users.lockedUntil,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
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
