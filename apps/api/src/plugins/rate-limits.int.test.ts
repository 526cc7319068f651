import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, manualClock } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { rateLimitCounters } from '../db/schema';

let database: TestDatabase;
const clock = manualClock();
const ok = { 200: z.object({ ok: z.boolean() }) };
const env = { CAPTCHA_ENABLED: 'false' };

/** Adds `/test/limited` (2 calls a minute per address) under both prefixes, as `apiRoutes` would. */
function withLimitedRoute(app: FastifyInstance) {
  for (const prefix of ['/api/v1', '/api']) {
    app.get(
      `${prefix}/test/limited`,
      { config: { access: 'public', rateLimit: { max: 2, windowSeconds: 60 } }, schema: { response: ok } },
      async () => ({ ok: true }),
    );
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('declaration', () => {
  it('refuses to start when a public route declares no rate limit', async () => {
    await expect(
      buildTestApp(database, {
        extend: (app) => {
          app.get(
            '/api/v1/unlimited',
            { config: { access: 'public' }, schema: { response: ok } },
            async () => ({
              ok: true,
            }),
          );
        },
      }),
    ).rejects.toThrow(
      'Route GET /api/v1/unlimited is public and declares no rate limit (config.rateLimit): refusing to start.',
    );
  });
});

describe('one counter per canonical route, in PostgreSQL', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await buildTestApp(database, { clock, env, extend: withLimitedRoute });
    second = await buildTestApp(database, { clock, env, extend: withLimitedRoute });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const call = (app: FastifyInstance, url: string, remoteAddress: string) =>
    app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-language': 'en' } });

  it('counts both prefixes on one counter, and answers 429 with the error body and Retry-After', async () => {
    const address = '192.0.2.10';
    expect((await call(first, '/api/v1/test/limited', address)).statusCode).toBe(200);
    expect((await call(first, '/api/test/limited', address)).statusCode).toBe(200);
    const refused = await call(first, '/api/test/limited', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errors: [{ code: 'RATE_LIMITED', message: expect.any(String) }],
      requestId: expect.any(String),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address has its own count.
    expect((await call(first, '/api/v1/test/limited', '192.0.2.11')).statusCode).toBe(200);

    clock.advance(retryAfter);
    expect((await call(first, '/api/v1/test/limited', address)).statusCode).toBe(200);
  });

  it('shares the counter between two instances on the same database', async () => {
    clock.advance(60);
    const address = '192.0.2.20';
    expect((await call(first, '/api/v1/test/limited', address)).statusCode).toBe(200);
    expect((await call(second, '/api/v1/test/limited', address)).statusCode).toBe(200);
    expect((await call(second, '/api/test/limited', address)).statusCode).toBe(429);
    expect((await call(first, '/api/v1/test/limited', address)).statusCode).toBe(429);
  });

  it('allows 30 password sign-ins a minute from one address across the four sign-in paths', async () => {
    clock.advance(60);
    const paths = ['/api/v1/Auth/Login', '/api/Auth/Login', '/api/v1/System/Login', '/api/System/Login'];
    const attempt = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: paths[i % paths.length] ?? '',
        payload: { account: `nobody${i}`, password: 'a guess' },
        remoteAddress: '192.0.2.30',
      });
    for (let i = 0; i < 30; i += 1) expect((await attempt(i % 2 ? first : second, i)).statusCode).toBe(401);
    for (let i = 30; i < 34; i += 1) expect((await attempt(first, i)).statusCode).toBe(429);
  });

  it('sweeps the counters of ended windows', async () => {
    clock.advance(61 * 60);
    await call(first, '/api/v1/test/limited', '192.0.2.40');
    const rows = await database.db.select().from(rateLimitCounters);
    expect(rows.every((row) => row.expiresAt > clock.now())).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
  });
});
