import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';

export const templateDatabase = 'portal_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test server's `postgres` database; test files clone `portal_template` from it. */
    postgresUrl: string;
  }
}

/** Starts one PostgreSQL for the run and migrates the template every test database is cloned from. */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-pg-'));
  const server = await startEmbeddedPostgres({ dataDir });
  const admin = new pg.Client(server.url);
  await admin.connect();
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();

  const templatePool = new pg.Pool({ connectionString: databaseUrl(server.url, templateDatabase), max: 1 });
  await runMigrations(templatePool);
  await templatePool.end();

  project.provide('postgresUrl', server.url);
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
