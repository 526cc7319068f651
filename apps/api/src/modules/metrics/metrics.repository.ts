import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Jobs waiting or running, per pg-boss queue and state (finished ones are history, not depth). */
export async function jobQueueDepths(
  db: Database,
  schema: string,
): Promise<{ queue: string; state: string; jobs: number }[]> {
  // pg-boss makes its schema when it first starts: until then no queue holds anything.
  const present = await db.execute<{ present: boolean }>(
    sql`select to_regclass(${`${schema}.job`}) is not null as present`,
  );
  if (!present.rows[0]?.present) return [];
  const result = await db.execute<{ queue: string; state: string; jobs: number }>(
    sql`select name as queue, state::text as state, count(*)::int as jobs
        from ${sql.identifier(schema)}.job
        where state in ('created', 'retry', 'active')
        group by name, state`,
  );
  return result.rows;
}

/** The outbox's backlog (queued) and failures, with the age of the oldest queued message. */
export async function outboxBacklog(
  db: Database,
): Promise<{ queued: number; failed: number; oldestQueuedSeconds: number }> {
  const result = await db.execute<{ queued: number; failed: number; oldest: number | null }>(
    sql`select count(*) filter (where status = 'queued')::int as queued,
               count(*) filter (where status = 'failed')::int as failed,
               extract(epoch from now() - min(created_at) filter (where status = 'queued'))::float8 as oldest
        from outbox_messages
        where status in ('queued', 'failed')`,
  );
  const row = result.rows[0];
  return { queued: row?.queued ?? 0, failed: row?.failed ?? 0, oldestQueuedSeconds: row?.oldest ?? 0 };
}
