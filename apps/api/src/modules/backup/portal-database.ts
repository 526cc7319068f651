import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Env } from '../../config/env';
import { DataDirInUseError, isProcessAlive, processCommandLine } from '../../db/data-dir-lock';
import { startEmbeddedPostgres } from '../../db/embedded-postgres';

export interface PortalDatabase {
  /** The portal's database. */
  url: string;
  close(): Promise<void>;
}

/**
 * The database a backup reads: DATABASE_URL; or the embedded server of DATA_DIR, reached where the
 * running portal started it (port from its `postmaster.pid`), or started here when the portal is down.
 */
export async function openPortalDatabase(config: Env): Promise<PortalDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, close: async () => {} };
  const running = await runningEmbeddedUrl(config.DATA_DIR);
  if (running) return { url: running, close: async () => {} };
  const server = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
  return { url: server.url, close: () => server.stop() };
}

/** The URL of the embedded server a running portal holds in DATA_DIR, or null when none runs. */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const root = path.resolve(dataDir);
  const postmaster = await readFile(path.join(root, 'postgres', 'postmaster.pid'), 'utf8').catch(() => '');
  const [pidLine, , , portLine] = postmaster.split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!(pid > 0 && port > 0 && isProcessAlive(pid) && processCommandLine(pid).includes('postgres'))) {
    return null;
  }
  const password = (await readFile(path.join(root, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** Names used while restoring the embedded database: loaded aside, then swapped in. */
const restoringName = 'portal_restoring';
export const previousName = 'portal_before_restore';

/**
 * Restores into the embedded server of a stopped portal: loads a fresh database beside the current
 * one, then swaps names, keeping the replaced one as `portal_before_restore` (dropped by the next
 * restore). Refuses while a portal holds DATA_DIR.
 */
export async function restoreIntoEmbedded(
  dataDir: string,
  port: number,
  load: (url: string) => Promise<void>,
): Promise<void> {
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  try {
    server = await startEmbeddedPostgres({ dataDir, port });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new Error(
        `The portal is running on ${path.resolve(dataDir)}: stop it before restoring (a backup, ` +
          'by contrast, runs beside it).',
      );
    }
    throw error;
  }
  const admin = (database: string) => {
    const url = new URL(server.url);
    url.pathname = `/${database}`;
    return url.toString();
  };
  try {
    await withClient(admin('template1'), async (client) => {
      await client.query(`drop database if exists ${restoringName} with (force)`);
      await client.query(`create database ${restoringName}`);
    });
    try {
      await load(admin(restoringName));
    } catch (error) {
      await withClient(admin('template1'), (client) =>
        client.query(`drop database if exists ${restoringName} with (force)`),
      );
      throw error;
    }
    await withClient(admin('template1'), async (client) => {
      await client.query(`drop database if exists ${previousName} with (force)`);
      await client.query(`alter database postgres rename to ${previousName}`);
      await client.query(`alter database ${restoringName} rename to postgres`);
    });
  } finally {
    await server.stop();
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
