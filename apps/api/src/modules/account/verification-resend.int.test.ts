import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  guardedInject,
  latestCode,
  signIn,
  someAddress,
} from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages } from '../../db/schema';

let database: TestDatabase;
let app: FastifyInstance;
const clock = manualClock();
/** Codes and tickets handed out so far: no answer may carry one it did not just issue. */
const secrets: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock, env: { CAPTCHA_ENABLED: 'false' } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const post = (url: string, payload: object, options: { token?: string; remoteAddress?: string } = {}) =>
  guardedInject(
    app,
    () => secrets,
  )({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: options.token ? bearer(options.token) : {},
    remoteAddress: options.remoteAddress ?? someAddress(),
  });

const resend = (payload: object, options: { token?: string; remoteAddress?: string } = {}) =>
  post('/Verification/Resend', payload, options);

/** The newest code mailed to this address (remembered as a secret). */
async function codeFor(recipient: string) {
  const code = await latestCode(database.db, recipient);
  secrets.push(code);
  return code;
}

const mailsTo = async (recipient: string, template: string) =>
  (
    await database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)))
  ).length;

const sentBody = { sent: true, expiresInSeconds: 600 };

describe('POST /Verification/Resend { email }: the sign-up code', () => {
  it('sends a new sign-up code that verifies, and the previous one stops working', async () => {
    expect((await post('/Auth/Signup/Send', { email: 'joiner@example.test' })).statusCode).toBe(200);
    const first = await codeFor('joiner@example.test');
    clock.advance(31);

    const again = await resend({ email: 'Joiner@Example.test' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sentBody);
    expect(await mailsTo('joiner@example.test', 'signup-code')).toBe(2);
    const second = await codeFor('joiner@example.test');

    const old = await post('/Auth/Signup/Verify', { email: 'joiner@example.test', code: first });
    expect(old.json().errors[0]).toMatchObject({ code: 'CODE_INVALID', field: 'code' });
    const verified = await post('/Auth/Signup/Verify', { email: 'joiner@example.test', code: second });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().ticket).toEqual(expect.any(String));
    secrets.push(verified.json().ticket);
  });

  it('within 30 s of the last code answers 429 with Retry-After and sends nothing', async () => {
    await post('/Auth/Signup/Send', { email: 'hasty@example.test' });
    clock.advance(5);
    const tooSoon = await resend({ email: 'hasty@example.test' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().errors[0].code).toBe('RATE_LIMITED');
    expect(Number(tooSoon.headers['retry-after'])).toBe(25);
    expect(await mailsTo('hasty@example.test', 'signup-code')).toBe(1);
  });
});

describe('POST /Verification/Resend { account }: the password-reset code', () => {
  it('answers the same for an unknown and a known account, and mails only the known one', async () => {
    await createUser(database.db, { account: 'forgot', email: 'forgot@example.test' });
    const unknown = await resend({ account: 'nobody-at-all' });
    const known = await resend({ account: 'forgot' });
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(sentBody);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('forgot@example.test', 'password-reset-code')).toBe(1);

    const code = await codeFor('forgot@example.test');
    const verified = await post('/ForgotPassword/Verify', { account: 'forgot', code });
    expect(verified.statusCode).toBe(200);
    secrets.push(verified.json().ticket);
  });

  it('within 30 s answers the same for a known account, and sends no second mail', async () => {
    await createUser(database.db, { account: 'twice', email: 'twice@example.test' });
    const first = await resend({ account: 'twice' });
    clock.advance(10);
    const tooSoon = await resend({ account: 'twice@example.test' });
    expect([first.statusCode, tooSoon.statusCode]).toEqual([200, 200]);
    expect(tooSoon.body).toBe(first.body);
    expect(await mailsTo('twice@example.test', 'password-reset-code')).toBe(1);
  });
});

describe('POST /Verification/Resend { channel }: the code of my pending change', () => {
  it('re-sends the pending e-mail change code while signed in; the new code confirms it', async () => {
    await createUser(database.db, { account: 'relocator', email: 'relocator@example.test' });
    const token = await signIn(app, 'relocator');
    const pending = await post('/Account', { email: 'relocated@example.test' }, { token });
    expect(pending.json()).toMatchObject({ pendingEmail: 'relocated@example.test' });
    const first = await codeFor('relocated@example.test');
    clock.advance(31);

    const again = await resend({ channel: 'email' }, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sentBody);
    expect(await mailsTo('relocated@example.test', 'email-change-code')).toBe(2);
    expect(await mailsTo('relocator@example.test', 'email-change-code')).toBe(0);
    const second = await codeFor('relocated@example.test');

    const old = await post('/Verification/Verify/Email', { code: first }, { token });
    expect(old.json().errors[0]).toMatchObject({ code: 'CODE_INVALID', field: 'code' });
    const confirmed = await post('/Verification/Verify/Email', { code: second }, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      email: 'relocated@example.test',
      emailVerified: true,
      pendingEmail: null,
    });
  });

  it('answers 401 without a token, and sends nothing', async () => {
    await createUser(database.db, { account: 'anonymous', email: 'anonymous@example.test' });
    const token = await signIn(app, 'anonymous');
    await post('/Account', { email: 'anon-new@example.test' }, { token });
    clock.advance(31);
    const response = await resend({ channel: 'email' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
    expect(await mailsTo('anon-new@example.test', 'email-change-code')).toBe(1);
  });

  it('refuses a channel with nothing pending', async () => {
    await createUser(database.db, { account: 'settled' });
    const token = await signIn(app, 'settled');
    for (const channel of ['email', 'mobile']) {
      const response = await resend({ channel }, { token });
      expect(response.statusCode, channel).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'NO_PENDING_CHANGE', field: 'channel' });
    }
  });
});

describe('POST /Verification/Resend: input and limits', () => {
  it('refuses an unknown field beside any of the three forms with FIELD_UNKNOWN, and sends nothing', async () => {
    await createUser(database.db, { account: 'strict', email: 'strict@example.test' });
    const token = await signIn(app, 'strict');
    await post('/Account', { email: 'strict-new@example.test' }, { token });
    clock.advance(31);
    for (const payload of [
      { email: 'extra@example.test', extra: 'x' },
      { account: 'strict', extra: 'x' },
      { channel: 'email', extra: 'x' },
    ]) {
      const response = await resend(payload, { token });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ code: 'FIELD_UNKNOWN', field: 'extra' }),
      ]);
    }
    expect(await mailsTo('extra@example.test', 'signup-code')).toBe(0);
    expect(await mailsTo('strict@example.test', 'password-reset-code')).toBe(0);
    expect(await mailsTo('strict-new@example.test', 'email-change-code')).toBe(1);
  });

  it('refuses an empty body, a mix of two forms and an unknown channel', async () => {
    for (const payload of [{}, { email: 'mixed@example.test', account: 'mixed' }, { channel: 'fax' }]) {
      const response = await resend(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ code: 'FIELD_INVALID_VALUE' })]);
    }
    expect(await mailsTo('mixed@example.test', 'signup-code')).toBe(0);
  });

  it('answers 429 with Retry-After on call 11 from one address', async () => {
    const address = '192.0.2.77';
    for (let i = 1; i <= 10; i += 1) {
      expect((await resend({ account: 'nobody' }, { remoteAddress: address })).statusCode, `call ${i}`).toBe(
        200,
      );
    }
    const limited = await resend({ account: 'nobody' }, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await resend({ account: 'nobody' }, { remoteAddress: '192.0.2.78' })).statusCode).toBe(200);
  });
});
