import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { userIdentifiedBy } from '../../db/user-identifier';
import { userTakenUp } from '../../db/user-taken-up';

/**
 * The user a reset is asked for. `mayReceiveReset`: the e-mail is one a code may go to: verified by its
 * owner, or the account was never taken up (no password ever, never signed in), so the address is the
 * one its welcome mail went to. An address staff typed into someone's account is neither until
 * confirmed.
 */
export async function findUserByAccountOrEmail(db: Database, identifier: string) {
  const [user] = await db
    .select({
      id: users.id,
      account: users.account,
      email: users.email,
      language: users.language,
      status: users.status,
      mayReceiveReset: sql<boolean>`(${users.emailVerifiedAt} is not null or not ${userTakenUp})`,
    })
    .from(users)
    .where(userIdentifiedBy(identifier))
    .limit(1);
  return user;
}

/** The user a reset ticket was issued for, as they are now. */
export async function findUserById(db: Database, userId: string) {
  const [user] = await db
    .select({ account: users.account, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export async function setPassword(db: Database, userId: string, passwordHash: string, at: Date) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: at, failedLogins: 0, lockedUntil: null, updatedAt: at })
    .where(eq(users.id, userId))
    .returning({ account: users.account, email: users.email, language: users.language });
  return row;
}

/**
 * Marks the e-mail verified when it is still the address the reset ticket was mailed to: setting the
 * password through that mail (the welcome link included) proves the user reads it.
 */
export async function markEmailVerifiedIfStill(db: Database, userId: string, email: string, at: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)));
}
