import { defaultConfiguration } from '@portal/contracts/configuration';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, entriesAbout } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { actionLogs, settings } from '../../db/schema';
import { recordAction, systemContext } from '../action-log/action-log.recorder';
import { createActionLogRetention } from '../action-log/action-log-retention';

const clock = manualClock();
let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;
let staffToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    clock,
    env: { CAPTCHA_ENABLED: 'true', GOOGLE_CLIENT_ID: 'google-client.apps.example' },
  });
  const admin = await createUserWithRole(database.db, systemRoleCodes.administrator);
  adminToken = await loginWithCaptchaOff(admin.account);
  const staff = await createUserWithRole(database.db, systemRoleCodes.staff);
  staffToken = await loginWithCaptchaOff(staff.account);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The captcha is on here (it is what the configuration switches): sign in with it off for a moment. */
async function loginWithCaptchaOff(account: string) {
  await database.db
    .insert(settings)
    .values({ key: 'portal', value: { captchaEnabled: false }, updatedAt: clock.now() })
    .onConflictDoNothing();
  skipCache();
  const token = await signIn(app, account);
  await database.db.delete(settings).where(eq(settings.key, 'portal'));
  skipCache();
  return token;
}

// The configuration is cached for 5 s per instance (writes through the API clear it at once).
function skipCache() {
  clock.advance(6);
}

const editable = { ...defaultConfiguration };

describe('GET /Configuration', () => {
  it('answers the guest settings to anyone, with the public client ids the server has', async () => {
    const response = await app.inject({ url: '/api/v1/Configuration' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...defaultConfiguration,
      captchaAvailable: true,
      googleClientId: 'google-client.apps.example',
      facebookAppId: null,
      updatedTime: null,
    });
  });
});

describe('PUT /Configuration', () => {
  it('changes the settings for everyone at once and logs before and after', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/Configuration',
      headers: bearer(adminToken),
      payload: {
        ...editable,
        siteNameZh: '台灣供應商協會',
        currencyGroupSeparator: ',',
        captchaEnabled: false,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ siteNameZh: '台灣供應商協會', currencyGroupSeparator: ',' });

    const guest = await app.inject({ url: '/api/v1/Configuration' });
    expect(guest.json()).toMatchObject({ siteNameZh: '台灣供應商協會', captchaEnabled: false });
    const captcha = await app.inject({ url: '/api/v1/Auth/Login' });
    expect(captcha.json().required).toBe(false);

    const [entry] = await entriesAbout(database.db, 'configuration', 'portal');
    expect(entry?.before).toMatchObject({ siteNameZh: defaultConfiguration.siteNameZh });
    expect(entry?.after).toMatchObject({ siteNameZh: '台灣供應商協會' });
  });

  it('closes sign-up when told to', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/v1/Configuration',
      headers: bearer(adminToken),
      payload: { ...editable, signupOpen: false },
    });
    const send = await app.inject({
      method: 'POST',
      url: '/api/v1/Auth/Signup/Send',
      payload: { email: 'someone@example.test' },
    });
    expect(send.statusCode).toBe(403);
    expect(send.json().errors[0].code).toBe('SIGNUP_CLOSED');
    await app.inject({
      method: 'PUT',
      url: '/api/v1/Configuration',
      headers: bearer(adminToken),
      payload: editable,
    });
  });

  it('refuses bad values field by field and changes nothing', async () => {
    const before = (await app.inject({ url: '/api/v1/Configuration' })).json();
    const entries = (await database.db.select({ n: sql<number>`count(*)::int` }).from(actionLogs))[0]?.n;
    for (const [field, value] of [
      ['siteNameZh', ''],
      ['logoUrl', 'javascript:alert(1)'],
      ['contactEmail', 'not-an-email'],
      ['currencyGroupSeparator', ' '],
      ['actionLogRetentionDays', 1],
      ['privacyNoticeVersion', 'v 1; drop'],
      ['googleClientId', 'stolen'],
    ] as const) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/Configuration',
        headers: { ...bearer(adminToken), 'accept-language': 'en' },
        payload: { ...editable, [field]: value },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    expect((await app.inject({ url: '/api/v1/Configuration' })).json()).toEqual(before);
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(actionLogs))[0]?.n).toBe(
      entries,
    );
  });

  it('is for config:write only', async () => {
    const anonymous = await app.inject({ method: 'PUT', url: '/api/v1/Configuration', payload: editable });
    expect(anonymous.statusCode).toBe(401);
    const staff = await app.inject({
      method: 'PUT',
      url: '/api/v1/Configuration',
      headers: bearer(staffToken),
      payload: editable,
    });
    expect(staff.statusCode).toBe(403);
  });
});

describe('action-log retention', () => {
  it('prunes what is older than the configured days', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/v1/Configuration',
      headers: bearer(adminToken),
      payload: { ...editable, actionLogRetentionDays: 30 },
    });
    const now = new Date('2026-11-22T00:00:00Z');
    await recordAction(
      database.db,
      systemContext,
      { action: 'update', entityType: 'configuration', entityId: 'aged-31' },
      new Date('2026-10-22T00:00:00Z'),
    );
    await recordAction(
      database.db,
      systemContext,
      { action: 'update', entityType: 'configuration', entityId: 'aged-29' },
      new Date('2026-10-24T00:00:00Z'),
    );
    const retention = createActionLogRetention({
      db: database.db,
      clock: { now: () => now },
      retentionDays: async () =>
        (await app.inject({ url: '/api/v1/Configuration' })).json().actionLogRetentionDays,
      log: { info() {}, error() {} },
    });
    await retention.runOnce();
    const left = await database.db
      .select()
      .from(actionLogs)
      .where(inArray(actionLogs.entityId, ['aged-31', 'aged-29']));
    expect(left.map((row) => row.entityId)).toEqual(['aged-29']);
  });
});
