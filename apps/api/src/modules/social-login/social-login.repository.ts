import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { socialIdentities, users } from '../../db/schema';

export async function findLinkedUser(db: Database, provider: 'google' | 'facebook', subject: string) {
  const [row] = await db
    .select({ id: users.id, status: users.status })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function insertSocialUser(db: Database, values: typeof users.$inferInsert): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

export async function insertIdentity(db: Database, values: typeof socialIdentities.$inferInsert) {
  await db.insert(socialIdentities).values(values);
}
