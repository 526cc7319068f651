import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * An advisory lock between a backup and whatever deletes stored files. A backup holds it shared for
 * its whole run (taken before its snapshot), so every file row in the snapshot keeps its bytes until
 * the archive has them; a file deleter takes it exclusively in the transaction that deletes the rows.
 */
export const fileDeletionLockKey = 7_204_312;

/** In a transaction: true when no backup runs (then none can start before this transaction ends). */
export async function tryHoldFileDeletions(tx: Pick<Database, 'execute'>): Promise<boolean> {
  const result = await tx.execute<{ held: boolean }>(
    sql`select pg_try_advisory_xact_lock(${fileDeletionLockKey}) as held`,
  );
  return result.rows[0]?.held === true;
}
