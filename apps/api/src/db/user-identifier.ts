import { eq, or, type SQL, sql } from 'drizzle-orm';
import { users } from './schema';

/**
 * The condition "this user signs in as `identifier`": the account name without case, or the e-mail
 * (stored lower-case). Full-width input (NFKC) and surrounding spaces are forgiven.
 */
export function userIdentifiedBy(identifier: string): SQL {
  const lowered = identifier.normalize('NFKC').trim().toLowerCase();
  return or(sql`lower(${users.account}) = ${lowered}`, eq(users.email, lowered)) as SQL;
}
