import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { findSecret, insertSecretIfMissing } from './signing-key.repository';

const keyName = 'session-signing-key';

/**
 * The key that signs access tokens: JWT_SECRET when set, otherwise one generated on first start and
 * kept in the database, so every instance (and every restart) signs with the same key.
 */
export async function loadSigningKey(db: Database, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await insertSecretIfMissing(db, keyName, randomBytes(48).toString('base64url'));
  const value = await findSecret(db, keyName);
  if (!value) throw new Error('signing key missing after insert');
  return new TextEncoder().encode(value);
}
