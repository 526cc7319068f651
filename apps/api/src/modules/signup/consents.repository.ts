import type { Database } from '../../db/client';
import { consents } from '../../db/schema';

/**
 * The consents a new account starts with (PDPA): the collection notice agreed to, and marketing granted
 * or not, both with the notice version, the time and the address. Call it in the transaction that
 * creates the user, so no account ever exists without them.
 */
export async function recordSignupConsents(
  db: Database,
  input: { userId: string; version: string; marketing: boolean; ip: string; at: Date },
): Promise<void> {
  const { userId, version, ip, at } = input;
  await db.insert(consents).values([
    { userId, kind: 'pdpa', version, granted: true, ip, createdAt: at },
    { userId, kind: 'marketing', version, granted: input.marketing, ip, createdAt: at },
  ]);
}
