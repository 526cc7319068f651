import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { bearer, signIn, someAddress } from '../../../test/identity-fixtures';
import { startOfUnbrokenWindow } from '../../../test/rate-window';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { actionLogs } from '../../db/schema';
import { registryLookups } from '../../db/vendor-schema';
import { recheckQueue } from './registry-recheck-job';
import { type FakeGcis, startFakeGcis } from './testing/fake-gcis';

let database: TestDatabase;
let fake: FakeGcis;
let app: FastifyInstance;
const tokens = { member: '', staff: '', administrator: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeGcis();
  app = await buildTestApp(database, {
    env: { CAPTCHA_ENABLED: 'false', GCIS_BASE_URL: fake.url, GCIS_TIMEOUT_MS: '500' },
  });
  for (const role of ['member', 'staff', 'administrator'] as const) {
    const user = await createUserWithRole(database.db, systemRoleCodes[role]);
    tokens[role] = await signIn(app, user.account);
  }
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await database.drop();
});
beforeEach(async () => {
  fake.mode = 'normal';
  fake.requests.length = 0;
  await database.db.delete(registryLookups);
});

const lookup = (ubn: unknown, token?: string, remoteAddress = someAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/Vendor/Apply/GCIS',
    payload: { ubn },
    headers: token ? bearer(token) : {},
    remoteAddress,
  });

describe('POST /Vendor/Apply/GCIS', () => {
  it('answers the registry record to anyone signed in', async () => {
    const response = await lookup('22099131', tokens.member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      found: true,
      company: { ubn: '22099131', name: '台灣積體電路製造股份有限公司', status: 'active' },
    });
  });

  it('answers found: false for an unknown company', async () => {
    const response = await lookup('94000003', tokens.member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ found: false });
  });

  it('refuses strangers', async () => {
    const response = await lookup('22099131');
    expect(response.statusCode).toBe(401);
    expect(fake.requests).toEqual([]);
  });

  it('refuses a bad checksum with FIELD_INVALID_UBN before asking the registry', async () => {
    for (const ubn of ['12345678', '1234567', 'abcdefgh', '00501502']) {
      const response = await lookup(ubn, tokens.member);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'FIELD_INVALID_UBN', field: 'ubn' });
    }
    // A number instead of a string is refused as well.
    expect((await lookup(22099131, tokens.member)).statusCode).toBe(400);
    expect(fake.requests).toEqual([]);
  });

  it('answers 503 REGISTRY_UNAVAILABLE when the registry cannot answer', async () => {
    for (const mode of ['status-500', 'filter-error'] as const) {
      fake.mode = mode;
      const response = await lookup('22099131', tokens.member);
      expect(response.statusCode).toBe(503);
      expect(response.json().errors[0].code).toBe('REGISTRY_UNAVAILABLE');
    }
  });

  it('limits each person to 20 lookups a minute, from any address', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    const token = await signIn(app, user.account);
    await startOfUnbrokenWindow(60);
    for (let call = 0; call < 20; call += 1) {
      expect((await lookup('22099131', token)).statusCode).toBe(200);
    }
    const limited = await lookup('22099131', token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('RATE_LIMITED');
    // The cache answered all but the first.
    expect(fake.requests).toHaveLength(1);
  });
});

describe('POST /Vendors/RegistryCheck', () => {
  const start = (token: string) =>
    app.inject({ method: 'POST', url: '/api/v1/Vendors/RegistryCheck', headers: bearer(token) });

  it('queues one re-check for association staff and logs who asked', async () => {
    const response = await start(tokens.staff);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ queued: true });
    // Asking again while one waits queues nothing more.
    expect((await start(tokens.administrator)).statusCode).toBe(202);
    const jobs = await database.db.execute(
      sql`select state from pgboss.job where name = ${recheckQueue} and state = 'created'`,
    );
    expect(jobs.rows).toHaveLength(1);
    const entries = await database.db
      .select()
      .from(actionLogs)
      .where(eq(actionLogs.entityType, 'registry-check'));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: 'create', after: { queued: true } });
  });

  it('refuses members and strangers', async () => {
    expect((await start(tokens.member)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/v1/Vendors/RegistryCheck' });
    expect(anonymous.statusCode).toBe(401);
  });
});
