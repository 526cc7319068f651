import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testEnv } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { buildApp } from '../app';

type LogLine = { msg?: string; requestId?: string; level: number };

let database: TestDatabase;
const lines: LogLine[] = [];
const apps: Record<'trusting' | 'direct', FastifyInstance> = {} as never;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The app as the server builds it, logging JSON lines into `lines`. */
async function appWithLog(trustProxy: boolean): Promise<FastifyInstance> {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  const app = await buildApp({
    config: testEnv({ CAPTCHA_ENABLED: 'false', TRUST_PROXY: String(trustProxy) }),
    database,
    logger: pino({ level: 'info' }, sink),
  });
  const limit = { max: 1000, windowSeconds: 60 };
  app.get(
    '/api/v1/test/noisy',
    { config: { access: 'public', rateLimit: limit }, schema: { response: { 200: z.object({}) } } },
    (request) => {
      request.log.info('working on it');
      request.log.warn('something to look at');
      return {};
    },
  );
  app.get(
    '/api/v1/test/broken',
    { config: { access: 'public', rateLimit: limit }, schema: { response: { 200: z.object({}) } } },
    () => {
      throw new Error('a bug');
    },
  );
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  apps.trusting = await appWithLog(true);
  apps.direct = await appWithLog(false);
});
afterAll(async () => {
  for (const app of Object.values(apps)) await app.close();
  await database.drop();
});

const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

describe('request ids', () => {
  it('keeps a trusted proxy’s plain X-Request-Id, returns it, and puts it on every log line', async () => {
    const response = await apps.trusting.inject({
      url: '/api/v1/test/noisy',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('lb-7f3a.42');
    await expect
      .poll(() => linesOf('lb-7f3a.42').map((line) => line.msg))
      .toEqual(['working on it', 'something to look at', 'request completed']);
  });

  it('replaces an unsafe id even from a trusted proxy', async () => {
    const response = await apps.trusting.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n{"forged":true}' },
    });
    expect(response.headers['x-request-id']).toMatch(uuid);
  });

  it('ignores the header without a trusted proxy: the client cannot choose ids in the logs', async () => {
    const response = await apps.direct.inject({
      url: '/api/v1/test/noisy',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(uuid);
    expect(linesOf('chosen-by-client')).toEqual([]);
    await expect.poll(() => linesOf(id).length).toBe(3);
  });

  it('gives each request its own id, in the error body and the error’s log line too', async () => {
    const first = await apps.direct.inject({ url: '/api/v1/test/broken' });
    const second = await apps.direct.inject({ url: '/api/v1/test/broken' });
    expect(first.statusCode).toBe(500);
    const id = String(first.headers['x-request-id']);
    expect(id).not.toBe(second.headers['x-request-id']);
    expect(first.json().requestId).toBe(id);
    await expect.poll(() => linesOf(id).length).toBeGreaterThanOrEqual(1);
    // Every line written while answering it carries the id: none is left without one.
    const during = linesOf(id);
    expect(during.some((line) => line.level >= 50)).toBe(true);
  });

  it('leaves no request log line without a request id', () => {
    const requestLines = lines.filter((line) => /request|working|something/.test(line.msg ?? ''));
    expect(requestLines.length).toBeGreaterThan(5);
    expect(requestLines.filter((line) => !line.requestId)).toEqual([]);
  });
});
