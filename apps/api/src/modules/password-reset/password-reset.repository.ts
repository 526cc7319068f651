import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { userIdentifiedBy } from '../../db/user-identifier';

export async function findUserByAccountOrEmail(db: Database, identifier: string) {
  const [user] = await db
    .select({
      id: users.id,
      account: users.account,
      email: users.email,
      language: users.language,
      status: users.status,
    })
    .from(users)
    .where(userIdentifiedBy(identifier))
    .limit(1);
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
