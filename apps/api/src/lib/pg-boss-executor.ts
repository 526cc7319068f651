import type pg from 'pg';

/**
 * pg-boss's query interface over the shared pool (the process's one job runner, `lib/jobs.ts`). A failed
 * multi-statement command could leave its connection inside an aborted transaction, so such a
 * connection is discarded rather than reused.
 */
export function pgBossPoolExecutor(pool: pg.Pool) {
  const inFlight = new Set<Promise<unknown>>();
  const run = async (text: string, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      const result = await client.query(text, values);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  };
  return {
    executeSql(text: string, values?: unknown[]) {
      const query = run(text, values);
      inFlight.add(query);
      void query.catch(() => {}).finally(() => inFlight.delete(query));
      return query;
    },
    /** Waits (until the deadline) for queries pg-boss started without awaiting, before the pool closes. */
    async drain(deadline: number) {
      while (Date.now() < deadline) {
        await new Promise((resolve) => setImmediate(resolve));
        if (inFlight.size === 0) return;
        await Promise.allSettled([...inFlight]);
      }
    },
  };
}
