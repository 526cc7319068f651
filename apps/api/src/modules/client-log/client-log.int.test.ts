import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { clientLogs } from '../../db/schema';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const countLogs = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(clientLogs))[0]?.n ?? 0;

describe('POST /Log', () => {
  it('stores a browser error report from anyone, with its origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Log',
      headers: { 'user-agent': 'Test Browser 1.0' },
      payload: {
        createdTime: '2026-11-22T10:00:00+08:00',
        type: 'error',
        content: '王小明: TypeError: x is undefined at https://portal/assets/index.js:1:200',
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await database.db.select().from(clientLogs);
    expect(row).toMatchObject({
      id: response.json().id,
      type: 'error',
      content: '王小明: TypeError: x is undefined at https://portal/assets/index.js:1:200',
      userAgent: 'Test Browser 1.0',
      userId: null,
      ip: '127.0.0.1',
    });
    expect(row?.createdTime.toISOString()).toBe('2026-11-22T02:00:00.000Z');
  });

  it('is also reachable under the /api alias', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Log',
      payload: { createdTime: '2026-11-22T10:00:00Z', type: 'warning', content: 'x' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses bad input and stores nothing', async () => {
    const before = await countLogs();
    const payloads = [
      { createdTime: 'yesterday', type: 'error', content: 'x' },
      { createdTime: '2026-11-22T10:00:00Z', type: 'error', content: 'x'.repeat(4001) },
      { createdTime: '2026-11-22T10:00:00Z', type: 'error', content: 'x', userId: 'someone-else' },
    ];
    for (const payload of payloads) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/Log', payload });
      expect(response.statusCode).toBe(400);
    }
    expect(await countLogs()).toBe(before);
  });
});
