import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets } from '../../db/schema';

const keyName = 'session-signing-key';

/**
 * The key that signs access tokens: JWT_SECRET when set, otherwise one generated on first start and
 * kept in the database, so every instance (and every restart) signs with the same key.
 */
export async function loadSigningKey(db: Database, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ name: keyName, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, keyName));
  if (!row) throw new Error('signing key missing after insert');
  return new TextEncoder().encode(row.value);
}
