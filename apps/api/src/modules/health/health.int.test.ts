import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { connectDatabase } from '../../db/client';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('health and readiness', () => {
  it('reports the process alive under /api and /api/v1', async () => {
    const app = await buildTestApp(database);
    for (const url of ['/api/health', '/api/v1/health']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok' });
    }
    await app.close();
  });

  it('reports ready when the database answers', async () => {
    const app = await buildTestApp(database);
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up' });
    await app.close();
  });

  it('answers 503 when the database is down, while health stays 200', async () => {
    // A database that was dropped under a running app: connections to it now fail.
    const doomed = await createTestDatabase();
    const unreachable = connectDatabase(doomed.url);
    const app = await buildTestApp(unreachable);
    await doomed.drop();

    const ready = await app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'accept-language': 'en' },
    });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().errors).toEqual([
      {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again later.',
      },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
    await unreachable.pool.end();
  });
});
