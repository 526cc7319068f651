import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { userIdentifiedBy } from '../../db/user-identifier';

/** The account this e-mail belongs to, if any: whom to tell that someone tried to register with it. */
export async function findEmailOwner(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** An account name is taken when it is someone's account, or someone's e-mail (both sign in). */
export async function isAccountTaken(db: Database, account: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(userIdentifiedBy(account)).limit(1);
  return row !== undefined;
}

export async function insertMember(db: Database, values: typeof users.$inferInsert): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}
