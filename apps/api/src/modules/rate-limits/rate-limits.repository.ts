import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

/** Counts one hit of `key` in the window starting at `windowStart`, atomically; answers the hits so far. */
export async function countHit(
  db: Database,
  hit: { key: string; windowStart: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ ...hit, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  if (!row) throw new Error('rate-limit counter returned no row');
  return row.hits;
}

/** Deletes the counters of windows that have ended (an index range scan on `expires_at`). */
export async function sweepExpiredCounters(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}
