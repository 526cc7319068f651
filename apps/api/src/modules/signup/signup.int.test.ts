import { pdpaNoticeVersion } from '@portal/contracts/pdpa';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, guardedInject, latestCode, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { consents, outboxMessages, users } from '../../db/schema';

let database: TestDatabase;
let app: FastifyInstance;
const clock = manualClock();
const codes: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock, env: { CAPTCHA_ENABLED: 'false' } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const post = (url: string, payload: unknown) =>
  guardedInject(
    app,
    () => codes,
  )({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, remoteAddress: someAddress() });

async function codeFor(email: string) {
  expect((await post('/Auth/Signup/Send', { email })).statusCode).toBe(200);
  // The address is stored as normalised (lower case), so the code went there.
  const code = await latestCode(database.db, email.toLowerCase());
  codes.push(code);
  return code;
}

async function ticketFor(email: string) {
  const code = await codeFor(email);
  const response = await post('/Auth/Signup/Verify', { email, code });
  expect(response.statusCode).toBe(200);
  return response.json().ticket as string;
}

const details = (ticket: string, overrides: Record<string, unknown> = {}) => ({
  ticket,
  account: 'newcomer',
  password: 'a sentence nobody guesses',
  name: '林美玲',
  mobile: '０９１２－３４５－６７８',
  pdpaConsent: true,
  pdpaVersion: pdpaNoticeVersion,
  marketingConsent: false,
  ...overrides,
});

describe('sign-up', () => {
  it('creates a verified account from e-mail, code and details, stores the consents and signs in', async () => {
    const ticket = await ticketFor('Newcomer@Example.TEST');
    const response = await post('/Auth/Signup', details(ticket, { marketingConsent: true }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      account: 'newcomer',
      email: 'newcomer@example.test',
      emailVerified: true,
      mobile: '+886912345678',
      mobileVerified: false,
    });
    const [user] = await database.db.select().from(users).where(eq(users.account, 'newcomer'));
    const stored = await database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, user?.id ?? ''));
    expect(
      stored
        .map(({ kind, version, granted, ip }) => ({ kind, version, granted, ip }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'marketing', version: pdpaNoticeVersion, granted: true, ip: expect.stringMatching(/^10\./) },
      { kind: 'pdpa', version: pdpaNoticeVersion, granted: true, ip: expect.stringMatching(/^10\./) },
    ]);
  });

  it('sends the code in the language of the request', async () => {
    await post('/Auth/Signup/Send', { email: 'english@example.test' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Auth/Signup/Send',
      headers: { 'accept-language': 'en' },
      payload: { email: 'english2@example.test' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong code, then counts the 6th try as too many even when right', async () => {
    const code = await codeFor('tries@example.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      expect(
        (await post('/Auth/Signup/Verify', { email: 'tries@example.test', code: wrong })).json().errors[0]
          .code,
      ).toBe('CODE_INVALID');
    }
    const fifth = await post('/Auth/Signup/Verify', { email: 'tries@example.test', code: wrong });
    expect(fifth.json().errors[0]).toMatchObject({ code: 'CODE_TOO_MANY_ATTEMPTS', field: 'code' });
    const sixth = await post('/Auth/Signup/Verify', { email: 'tries@example.test', code });
    expect(sixth.json().errors[0].code).toBe('CODE_TOO_MANY_ATTEMPTS');
  });

  it('refuses an expired and a reused code, and a reused ticket', async () => {
    const late = await codeFor('late@example.test');
    clock.advance(601);
    expect(
      (await post('/Auth/Signup/Verify', { email: 'late@example.test', code: late })).json().errors[0].code,
    ).toBe('CODE_EXPIRED');

    const once = await codeFor('once@example.test');
    expect((await post('/Auth/Signup/Verify', { email: 'once@example.test', code: once })).statusCode).toBe(
      200,
    );
    expect((await post('/Auth/Signup/Verify', { email: 'once@example.test', code: once })).statusCode).toBe(
      400,
    );

    clock.advance(31);
    const ticket = await ticketFor('ticket@example.test');
    expect((await post('/Auth/Signup', details(ticket, { account: 'ticketholder' }))).statusCode).toBe(200);
    const again = await post('/Auth/Signup', details(ticket, { account: 'ticketholder2' }));
    expect(again.json().errors[0]).toMatchObject({ code: 'TICKET_INVALID', field: 'ticket' });
  });

  it('accepts full-width digits in the code', async () => {
    const code = await codeFor('fullwidth@example.test');
    const fullWidth = code.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    expect(
      (await post('/Auth/Signup/Verify', { email: 'fullwidth@example.test', code: fullWidth })).statusCode,
    ).toBe(200);
  });

  it('refuses bad details and creates nothing', async () => {
    const ticket = await ticketFor('careful@example.test');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ pdpaConsent: false }, 'PDPA_CONSENT_REQUIRED', 'pdpaConsent'],
      [{ pdpaVersion: '2020-01' }, 'PDPA_CONSENT_REQUIRED', 'pdpaConsent'],
      [{ password: 'password123' }, 'PASSWORD_TOO_COMMON', 'password'],
      [{ password: 'carefulcareful99', account: 'careful' }, 'PASSWORD_CONTAINS_ACCOUNT', 'password'],
      [{ password: 'short' }, 'FIELD_TOO_SHORT', 'password'],
      [{ mobile: '02-2345-6789' }, 'FIELD_INVALID_MOBILE', 'mobile'],
      [{ account: 'no spaces' }, 'FIELD_INVALID_FORMAT', 'account'],
      [{ roles: ['system-admin'] }, 'FIELD_UNKNOWN', 'roles'],
      [{ status: 'active' }, 'FIELD_UNKNOWN', 'status'],
    ];
    for (const [change, code, field] of cases) {
      const response = await post('/Auth/Signup', details(ticket, { account: 'careful', ...change }));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors[0], JSON.stringify(change)).toMatchObject({ code, field });
    }
    expect(await database.db.select().from(users).where(eq(users.account, 'careful'))).toEqual([]);
    // The ticket is still good: nothing was used up by the refused tries.
    expect((await post('/Auth/Signup', details(ticket, { account: 'careful' }))).statusCode).toBe(200);
  });

  it('refuses a taken account (409)', async () => {
    await createUser(database.db, { account: 'taken', email: 'taken@example.test' });
    const ticket = await ticketFor('fresh@example.test');
    const taken = await post('/Auth/Signup', details(ticket, { account: 'TAKEN' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: 'ACCOUNT_TAKEN', field: 'account' });
  });

  it('answers Send for a registered e-mail as for a new one, and mails its owner a warning instead of a code', async () => {
    await createUser(database.db, { account: 'owner', email: 'owner@example.test', language: 'en' });
    const registered = await post('/Auth/Signup/Send', { email: 'owner@example.test' });
    const fresh = await post('/Auth/Signup/Send', { email: 'unknown@example.test' });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual(fresh.json());
    // The same per-address limits too: a second Send at once is refused alike.
    const registeredAgain = await post('/Auth/Signup/Send', { email: 'owner@example.test' });
    const freshAgain = await post('/Auth/Signup/Send', { email: 'unknown@example.test' });
    expect(registeredAgain.statusCode).toBe(429);
    expect(freshAgain.statusCode).toBe(429);

    const mails = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'owner@example.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe('signup-email-registered');
    expect(mails[0]?.subject).toBe('Supplier Portal: someone tried to register with your address');
    expect(mails[0]?.bodyText).not.toMatch(/\b\d{6}\b/);
    clock.advance(31);
  });

  it('answers whether an account name is available', async () => {
    await createUser(database.db, { account: 'occupied' });
    expect((await post('/Auth/Check', { account: 'Occupied' })).json()).toEqual({ available: false });
    expect((await post('/Auth/Check', { account: 'vacant' })).json()).toEqual({ available: true });
    expect((await post('/Auth/Check', { account: 'has space' })).json()).toEqual({ available: false });
  });

  it('limits how often a code is sent to one address', async () => {
    expect((await post('/Auth/Signup/Send', { email: 'spam@example.test' })).statusCode).toBe(200);
    const again = await post('/Auth/Signup/Send', { email: 'spam@example.test' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(31);
    expect((await post('/Verification/Resend', { email: 'spam@example.test' })).statusCode).toBe(200);
  });
});
