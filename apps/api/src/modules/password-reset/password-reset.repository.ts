import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export async function findUserByAccountOrEmail(db: Database, identifier: string) {
  const lowered = identifier.normalize('NFKC').trim().toLowerCase();
  const [user] = await db
    .select({
      id: users.id,
      account: users.account,
      email: users.email,
      language: users.language,
      status: users.status,
    })
    .from(users)
    .where(or(sql`lower(${users.account}) = ${lowered}`, eq(users.email, lowered)))
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
