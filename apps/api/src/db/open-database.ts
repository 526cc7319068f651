import type { Env } from '../config/env';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';

export interface OpenDatabase extends DatabaseHandle {
  embedded: boolean;
  /** Closes the pool, then stops the embedded server if there is one. */
  close(): Promise<void>;
}

type Log = (level: 'info' | 'warn', message: string) => void;

/**
 * `DATABASE_URL` set: that PostgreSQL. Unset: a PostgreSQL started here with its data in `DATA_DIR`.
 * Either way the committed migrations are applied before anything else runs.
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT' | 'DB_POOL_MAX'>,
  log: Log,
): Promise<OpenDatabase> {
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, log });
  const url = env.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('no database URL');
  const handle = connectDatabase(url, { poolMax: env.DB_POOL_MAX });
  const close = async () => {
    await handle.pool.end().catch(() => {});
    await embedded?.stop();
  };
  try {
    await runMigrations(handle.pool);
    log('info', 'database migrations applied');
  } catch (error) {
    await close();
    throw error;
  }
  return { ...handle, embedded: embedded !== undefined, close };
}
