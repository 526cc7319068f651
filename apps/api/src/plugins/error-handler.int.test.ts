import { errorBodySchema } from '@portal/contracts/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startOfUnbrokenWindow } from '../../test/rate-window';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { AppError } from '../lib/app-error';

let database: TestDatabase;
let app: FastifyInstance;

const ok = { 200: z.object({ ok: z.boolean() }) };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    extend: (instance) => {
      instance.get(
        '/api/v1/test/db-error',
        {
          config: { access: 'public', rateLimit: { max: 1000, windowSeconds: 60 } },
          schema: { response: ok },
        },
        () => database.db.execute(sql`select secret_column from table_that_does_not_exist`),
      );
      instance.get(
        '/api/v1/test/paged',
        {
          config: { access: 'public', rateLimit: { max: 1000, windowSeconds: 60 } },
          schema: { querystring: z.object({ page: z.coerce.number(), size: z.string() }), response: ok },
        },
        () => ({ ok: true }),
      );
      instance.get(
        '/api/v1/test/crash',
        {
          config: { access: 'public', rateLimit: { max: 1000, windowSeconds: 60 } },
          schema: { response: ok },
        },
        () => {
          throw new Error('internal detail: connection string postgres://x');
        },
      );
      instance.get(
        '/api/v1/test/conflict',
        {
          config: { access: 'public', rateLimit: { max: 1000, windowSeconds: 60 } },
          schema: { response: ok },
        },
        () => {
          throw AppError.of('CONFLICT');
        },
      );
      instance.get(
        '/api/v1/test/bad-output',
        {
          config: { access: 'public', rateLimit: { max: 1000, windowSeconds: 60 } },
          schema: { response: ok },
        },
        () => ({
          ok: 'yes',
        }),
      );
    },
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const validLog = { createdTime: '2026-11-22T10:00:00+08:00', type: 'error', content: 'boom' };

describe('the error handler', () => {
  it('answers a validation error with 400, each field named, in zh-Hant by default', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Log',
      payload: { type: 'loud', content: '', isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { code: 'FIELD_REQUIRED', message: '此欄位為必填。', field: 'createdTime' },
        { code: 'FIELD_INVALID_VALUE', message: '不是允許的值。', field: 'type' },
        { code: 'FIELD_TOO_SHORT', message: '長度或數值至少須為 1。', field: 'content' },
        { code: 'FIELD_UNKNOWN', message: '不接受此欄位。', field: 'isAdmin' },
      ]),
    );
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('tells a field of the wrong type from a missing one, in the body and in the query string', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/api/v1/Log',
      payload: { ...validLog, createdTime: 20261122, content: null },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toEqual(
      expect.arrayContaining([
        { code: 'FIELD_INVALID_TYPE', message: '此欄位的資料型態不正確。', field: 'createdTime' },
        { code: 'FIELD_REQUIRED', message: '此欄位為必填。', field: 'content' },
      ]),
    );
    const query = await app.inject({ method: 'GET', url: '/api/v1/test/paged?page=first' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'FIELD_INVALID_TYPE', field: 'page' }),
        expect.objectContaining({ code: 'FIELD_REQUIRED', field: 'size' }),
      ]),
    );
  });

  it('speaks English when Accept-Language asks for it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Log',
      headers: { 'accept-language': 'en-US,en;q=0.9,zh-TW;q=0.8' },
      payload: { ...validLog, type: 'loud' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { code: 'FIELD_INVALID_VALUE', message: 'This value is not allowed.', field: 'type' },
    ]);
  });

  it('answers an unknown API route with a JSON 404 under both prefixes', async () => {
    for (const url of ['/api/v1/NoSuchThing', '/api/NoSuchThing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json().errors[0]).toEqual({ code: 'ROUTE_NOT_FOUND', message: '找不到此 API 路徑。' });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Log',
      headers: { 'content-type': 'application/json' },
      payload: '{"type": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('MALFORMED_BODY');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Log',
      headers: { 'content-type': 'application/xml' },
      payload: '<log/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Log',
      payload: { ...validLog, content: 'x'.repeat(20_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a coded conflict with 409', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('CONFLICT');
  });

  it('answers a database error with 500 and no SQL, table name or stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/db-error' });
    expect(response.statusCode).toBe(500);
    expect(response.json().errors).toEqual([
      { code: 'INTERNAL_ERROR', message: '系統發生錯誤，請稍後再試。' },
    ]);
    expect(response.body).not.toMatch(/select|secret_column|table_that_does_not_exist|at \w+ \(/i);
  });

  it('answers any other failure with a bare 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('internal detail');
    expect(response.body).not.toContain('postgres://');
  });

  it('refuses to send a response that breaks its schema', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/bad-output' });
    expect(response.statusCode).toBe(500);
    expect(response.json().errors[0].code).toBe('INTERNAL_ERROR');
  });

  it('answers too many requests with 429 and Retry-After', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    await startOfUnbrokenWindow(60);
    let last = await app.inject({ method: 'POST', url: '/api/v1/Log', headers, payload: validLog });
    for (let i = 0; i < 35 && last.statusCode !== 429; i += 1) {
      last = await app.inject({ method: 'POST', url: '/api/v1/Log', headers, payload: validLog });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().errors[0].code).toBe('RATE_LIMITED');
    expect(last.json().errors[0].message).toMatch(/^操作太頻繁，請 \d+ 秒後再試。$/);
  });

  it('gives every answer its own request id, whatever id the caller sends (no trusted proxy)', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Kept from a trusted proxy only: plugins/request-id.int.test.ts.
  });
});
