import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../test/access-fixtures';
import { bearer, defaultPassword, signIn } from '../../test/identity-fixtures';
import { buildTestApp } from '../../test/test-app';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';

// A PostgreSQL of this file's own, so it can be stopped and started under a running app.
let dataDir: string;
let server: EmbeddedPostgres;
let database: DatabaseHandle;
let app: FastifyInstance;
let account: string;
let token: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-outage-pg-'));
  server = await startEmbeddedPostgres({ dataDir });
  database = connectDatabase(server.url, { poolMax: 3 });
  await runMigrations(database.pool);
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  account = (await createUserWithRole(database.db, systemRoleCodes.member)).account;
  token = await signIn(app, account);
});
afterAll(async () => {
  await app?.close();
  await database?.pool.end();
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const currentUser = (language = 'zh-Hant') =>
  app.inject({
    method: 'GET',
    url: '/api/v1/Auth',
    headers: { ...bearer(token), 'accept-language': language },
  });
const signInAgain = () =>
  app.inject({ method: 'POST', url: '/api/v1/Auth/Login', payload: { account, password: defaultPassword } });

describe('a database that stops and comes back', () => {
  it('answers 503 DATABASE_UNAVAILABLE while it is down, and recovers without a restart', async () => {
    expect((await currentUser()).statusCode).toBe(200);

    await server.stop();
    const down = await currentUser();
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json().errors).toEqual([
      { code: 'DATABASE_UNAVAILABLE', message: '資料庫暫時無法連線，請稍後再試。' },
    ]);
    expect((await currentUser('en')).json().errors[0].message).toBe(
      'The database cannot be reached right now. Please try again in a moment.',
    );
    const publicCall = await signInAgain();
    expect(publicCall.statusCode, publicCall.body).toBe(503);
    expect(publicCall.json().errors[0].code).toBe('DATABASE_UNAVAILABLE');
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    // The process itself is fine.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // Back on the same port: the pool connects again by itself.
    server = await startEmbeddedPostgres({ dataDir, port: server.port });
    const back = await currentUser();
    expect(back.statusCode, back.body).toBe(200);
    expect((await signInAgain()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
