import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';
import { databaseUrl, templateDatabase } from './global-setup';

export interface TestDatabase extends DatabaseHandle {
  name: string;
  url: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(inject('postgresUrl'));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of this test file's own, cloned from the template (fast, isolated). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await withServer(async (client) => {
    // Clones of one template may collide when files start together; a retry settles it.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database ${name} template ${templateDatabase}`);
        return;
      } catch (error) {
        if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  const url = databaseUrl(inject('postgresUrl'), name);
  const handle = connectDatabase(url, { poolMax: 5 });
  return {
    ...handle,
    name,
    url,
    drop: async () => {
      await handle.pool.end();
      await withServer((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
