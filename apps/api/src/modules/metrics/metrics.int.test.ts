import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages } from '../../db/schema';

const token = 'scrape-token-0123456789-abcdefghijklmnop';
let database: TestDatabase;
let app: FastifyInstance;
let off: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false', METRICS_TOKEN: token } });
  off = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
});
afterAll(async () => {
  await app.close();
  await off.close();
  await database.drop();
});

const scrape = (target: FastifyInstance, authorization?: string) =>
  target.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in the exposition text (undefined when absent). */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('does not exist (404) without METRICS_TOKEN, whatever the caller sends', async () => {
    for (const authorization of [undefined, `Bearer ${token}`]) {
      const response = await scrape(off, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('NOT_FOUND');
    }
  });

  it('refuses a missing or wrong bearer token with 401, and a user session is no substitute', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, `Basic ${token}`, token]) {
      const response = await scrape(app, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('portal_');
    }
    const staff = await createUserWithRole(database.db, systemRoleCodes.administrator);
    expect((await scrape(app, `Bearer ${await signIn(app, staff.account)}`)).statusCode).toBe(401);
  });

  it('answers Prometheus text with the token, under both prefixes', async () => {
    const response = await scrape(app, `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE portal_http_requests_total counter');
    const v1 = await app.inject({ url: '/api/v1/metrics', headers: bearer(token) });
    expect(v1.statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const ids = ['0190a5a8-0000-7000-8000-000000000001', '0190a5a8-0000-7000-8000-000000000002'];
    for (const id of ids) expect((await app.inject({ url: `/api/v1/Users/${id}` })).statusCode).toBe(401);
    for (let i = 0; i < 3; i += 1) await app.inject({ url: `/api/v1/no-such-path-${i}?q=${i}` });
    const text = (await scrape(app, `Bearer ${token}`)).body;
    expect(
      seriesValue(
        text,
        'portal_http_requests_total{method="GET",route="/api/v1/Users/:id",status_code="401"}',
      ),
    ).toBe(2);
    expect(
      seriesValue(
        text,
        'portal_http_request_duration_seconds_count{method="GET",route="/api/v1/Users/:id",status_code="401"}',
      ),
    ).toBe(2);
    expect(text).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/Users/:id",status_code="401"}',
    );
    expect(
      seriesValue(text, 'portal_http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(3);
    for (const raw of [...ids, 'no-such-path', 'q=']) expect(text).not.toContain(raw);
  });

  it('reports the database pool, job queues, the outbox backlog and the event-loop delay', async () => {
    const administrator = await createUserWithRole(database.db, systemRoleCodes.administrator);
    // A registry re-check queued on demand waits in its queue (no workers run in this app).
    const queued = await app.inject({
      method: 'POST',
      url: '/api/v1/Vendors/RegistryCheck',
      headers: bearer(await signIn(app, administrator.account)),
    });
    expect(queued.statusCode, queued.body).toBe(202);
    const message = { channel: 'email', recipient: 'a@example.com', template: 't', language: 'en' } as const;
    await database.db.insert(outboxMessages).values([
      { ...message, bodyText: 'waiting', status: 'queued', createdAt: new Date(Date.now() - 90_000) },
      { ...message, bodyText: 'waiting too', status: 'queued' },
      { ...message, bodyText: 'gave up', status: 'failed', attempts: 5 },
      { ...message, bodyText: 'done', status: 'sent' },
    ]);

    const text = (await scrape(app, `Bearer ${token}`)).body;
    expect(seriesValue(text, 'portal_db_pool_connections{state="max"}')).toBe(5);
    expect(seriesValue(text, 'portal_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'portal_db_pool_waiting_requests')).toBe(0);
    expect(seriesValue(text, 'portal_job_queue_depth{queue="registry-recheck",state="created"}')).toBe(1);
    expect(seriesValue(text, 'portal_outbox_messages{status="queued"}')).toBe(2);
    expect(seriesValue(text, 'portal_outbox_messages{status="failed"}')).toBe(1);
    expect(seriesValue(text, 'portal_outbox_oldest_queued_seconds')).toBeGreaterThanOrEqual(89);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('is never rate-limited: a scraper may call it as often as it likes', async () => {
    for (let i = 0; i < 40; i += 1) {
      const response = await app.inject({
        url: '/api/metrics',
        headers: bearer(token),
        remoteAddress: '192.0.2.9',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
