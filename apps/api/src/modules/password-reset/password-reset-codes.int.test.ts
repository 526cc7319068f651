import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, guardedInject, latestCode, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages, users } from '../../db/schema';

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

const post = (url: string, payload: object) =>
  guardedInject(
    app,
    () => secrets,
  )({ method: 'POST', url: `/api/v1/ForgotPassword${url}`, payload, remoteAddress: someAddress() });

/** The newest reset code mailed to this address (remembered as a secret). */
async function codeFor(email: string) {
  const code = await latestCode(database.db, email);
  secrets.push(code);
  return code;
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

const resetMailsTo = async (recipient: string) =>
  (
    await database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, 'password-reset-code')))
  ).length;

const allMails = async () =>
  (await database.db.select({ id: outboxMessages.id }).from(outboxMessages)).length;

describe('POST /ForgotPassword/Send', () => {
  it('re-sends a new code for a known account: the previous code stops working, the new one works', async () => {
    await createUser(database.db, { account: 'resender', email: 'resender@example.test' });
    expect((await post('/Submit', { account: 'resender' })).statusCode).toBe(200);
    const first = await codeFor('resender@example.test');

    clock.advance(31);
    const again = await post('/Send', { account: 'resender' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ accepted: true });
    expect(await resetMailsTo('resender@example.test')).toBe(2);
    const second = await codeFor('resender@example.test');

    const old = await post('/Verify', { account: 'resender', code: first });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors[0]).toMatchObject({ code: 'CODE_INVALID', field: 'code' });
    const fresh = await post('/Verify', { account: 'resender', code: second });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().ticket).toEqual(expect.any(String));
    secrets.push(fresh.json().ticket);
  });

  it('answers an unknown account exactly as a known one, and mails nobody', async () => {
    await createUser(database.db, { account: 'sendknown', email: 'sendknown@example.test' });
    const known = await post('/Send', { account: 'sendknown' });
    const mailsBefore = await allMails();
    const unknown = await post('/Send', { account: 'nobody-here' });
    const unknownEmail = await post('/Send', { account: 'nobody@example.test' });
    expect([known.statusCode, unknown.statusCode, unknownEmail.statusCode]).toEqual([200, 200, 200]);
    expect(unknown.body).toBe(known.body);
    expect(unknownEmail.body).toBe(known.body);
    expect(await allMails()).toBe(mailsBefore);
  });

  it('within 30 s of the last code answers the same and sends no second mail', async () => {
    await createUser(database.db, { account: 'eager', email: 'eager@example.test' });
    const first = await post('/Send', { account: 'eager' });
    clock.advance(10);
    const tooSoon = await post('/Send', { account: 'eager' });
    const tooSoonByEmail = await post('/Submit', { account: 'eager@example.test' });
    expect([first.statusCode, tooSoon.statusCode, tooSoonByEmail.statusCode]).toEqual([200, 200, 200]);
    expect(tooSoon.body).toBe(first.body);
    expect(tooSoonByEmail.body).toBe(first.body);
    expect(tooSoon.headers['retry-after']).toBeUndefined();
    expect(await resetMailsTo('eager@example.test')).toBe(1);

    // The spacing, not anything else, held it back: past 30 s the next one goes out.
    clock.advance(21);
    expect((await post('/Send', { account: 'eager' })).statusCode).toBe(200);
    expect(await resetMailsTo('eager@example.test')).toBe(2);
  });

  it('past 5 codes in an hour still answers the same, and sends nothing more', async () => {
    await createUser(database.db, { account: 'hourly', email: 'hourly@example.test' });
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await post('/Send', { account: 'hourly' });
      expect(response.statusCode, `send ${i + 1}`).toBe(200);
      answers.push(response.body);
      clock.advance(31);
    }
    expect(new Set(answers).size).toBe(1);
    expect(await resetMailsTo('hourly@example.test')).toBe(5);
  });
});

describe('reset codes at POST /ForgotPassword/Verify', () => {
  it('takes a code until its 10 minutes are up', async () => {
    await createUser(database.db, { account: 'intime', email: 'intime@example.test' });
    await post('/Submit', { account: 'intime' });
    const code = await codeFor('intime@example.test');
    clock.advance(599);
    const verified = await post('/Verify', { account: 'intime@example.test', code });
    expect(verified.statusCode).toBe(200);
    secrets.push(verified.json().ticket);
  });

  it('refuses an expired code with CODE_EXPIRED, even when right', async () => {
    await createUser(database.db, { account: 'latecomer', email: 'latecomer@example.test' });
    await post('/Submit', { account: 'latecomer' });
    const code = await codeFor('latecomer@example.test');
    clock.advance(10 * 60 + 1);
    const late = await post('/Verify', { account: 'latecomer', code });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([expect.objectContaining({ code: 'CODE_EXPIRED', field: 'code' })]);
  });

  it('takes a code once: the second verify with the same code fails', async () => {
    await createUser(database.db, { account: 'onceonly', email: 'onceonly@example.test' });
    await post('/Submit', { account: 'onceonly' });
    const code = await codeFor('onceonly@example.test');
    const first = await post('/Verify', { account: 'onceonly', code });
    expect(first.statusCode).toBe(200);
    secrets.push(first.json().ticket);
    const reused = await post('/Verify', { account: 'onceonly', code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0]).toMatchObject({ code: 'CODE_INVALID', field: 'code' });
    expect(reused.json().ticket).toBeUndefined();
  });

  it('counts the 5th wrong try and a right 6th as too many; a new code starts afresh', async () => {
    await createUser(database.db, { account: 'guesser', email: 'guesser@example.test' });
    await post('/Submit', { account: 'guesser' });
    const code = await codeFor('guesser@example.test');
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await post('/Verify', { account: 'guesser', code: otherThan(code) });
      expect(wrong.json().errors[0].code, `try ${i}`).toBe('CODE_INVALID');
    }
    const fifth = await post('/Verify', { account: 'guesser', code: otherThan(code) });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().errors[0]).toMatchObject({ code: 'CODE_TOO_MANY_ATTEMPTS', field: 'code' });
    const sixth = await post('/Verify', { account: 'guesser', code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().errors[0]).toMatchObject({ code: 'CODE_TOO_MANY_ATTEMPTS', field: 'code' });

    clock.advance(31);
    await post('/Send', { account: 'guesser' });
    const next = await codeFor('guesser@example.test');
    const verified = await post('/Verify', { account: 'guesser', code: next });
    expect(verified.statusCode).toBe(200);
    secrets.push(verified.json().ticket);
  });

  it('accepts the code typed in full-width digits with spaces', async () => {
    await createUser(database.db, { account: 'widetyper', email: 'widetyper@example.test' });
    await post('/Submit', { account: 'widetyper' });
    const code = await codeFor('widetyper@example.test');
    const wide = [...code].map((digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));
    const typed = `${wide.slice(0, 3).join('')} ${wide.slice(3).join('')}`;
    const verified = await post('/Verify', { account: 'widetyper', code: typed });
    expect(verified.statusCode).toBe(200);
    secrets.push(verified.json().ticket);
  });
});

describe('a user disabled during a reset', () => {
  it('can no longer trade the code for a ticket, nor the ticket for a password', async () => {
    const early = await createUser(database.db, { account: 'disabledearly', email: 'early@example.test' });
    const late = await createUser(database.db, { account: 'disabledlate', email: 'late@example.test' });
    await post('/Submit', { account: 'disabledearly' });
    await post('/Submit', { account: 'disabledlate' });
    const earlyCode = await codeFor('early@example.test');
    const ticketed = await post('/Verify', {
      account: 'disabledlate',
      code: await codeFor('late@example.test'),
    });
    const { ticket } = ticketed.json();
    secrets.push(ticket);
    const [before] = await database.db.select().from(users).where(eq(users.id, late.id));

    await database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(inArray(users.id, [early.id, late.id]));

    const verify = await post('/Verify', { account: 'disabledearly', code: earlyCode });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().errors[0]).toMatchObject({ code: 'CODE_INVALID', field: 'code' });
    const change = await post('/Change', { ticket, password: 'a password set while disabled' });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors[0]).toMatchObject({ code: 'TICKET_INVALID', field: 'ticket' });
    const [after] = await database.db.select().from(users).where(eq(users.id, late.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });
});
