import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Runs `work` with a client of the e2e server's embedded PostgreSQL, for what no API seeds or shows: a
 * failed delivery, or the portal-wide figures a journey compares a page with. The port and data directory
 * come from the Playwright config; the password is the one the server keeps in `<DATA_DIR>/postgres-password`.
 */
export async function withPortalDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.PORTAL_E2E_DATA_DIR;
  const port = Number(process.env.PORTAL_E2E_PG_PORT);
  if (!dataDir || !port)
    throw new Error('PORTAL_E2E_DATA_DIR and PORTAL_E2E_PG_PORT come from the e2e config.');
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
