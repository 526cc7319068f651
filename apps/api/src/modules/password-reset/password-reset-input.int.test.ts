import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, guardedInject, latestCode, signIn, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages, users, verificationCodes } from '../../db/schema';

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

const post = (url: string, payload: object, remoteAddress = someAddress()) =>
  guardedInject(
    app,
    () => secrets,
  )({ method: 'POST', url: `/api/v1/ForgotPassword${url}`, payload, remoteAddress });

const allMails = async () =>
  (await database.db.select({ id: outboxMessages.id }).from(outboxMessages)).length;

const passwordHashOf = async (userId: string) =>
  (await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash;

/** Runs a reset up to the ticket for a fresh user; returns the user and the ticket. */
async function ticketFor(account: string) {
  const user = await createUser(database.db, { account, email: `${account}@example.test` });
  expect((await post('/Submit', { account })).statusCode).toBe(200);
  const code = await latestCode(database.db, `${account}@example.test`);
  secrets.push(code);
  const verified = await post('/Verify', { account, code });
  expect(verified.statusCode).toBe(200);
  const ticket = verified.json().ticket as string;
  secrets.push(ticket);
  return { user, ticket };
}

/** Expects a 400 naming exactly this one code and field. */
function expectRefused(response: { statusCode: number; json: () => unknown }, code: string, field: string) {
  expect(response.statusCode, `${code} ${field}`).toBe(400);
  expect(response.json()).toMatchObject({
    errors: [expect.objectContaining({ code, field, message: expect.any(String) })],
  });
  expect((response.json() as { errors: unknown[] }).errors).toHaveLength(1);
}

describe('bad input to the forgot-password calls', () => {
  it('/Submit refuses a missing, empty, blank or over-long account and mails nothing', async () => {
    await createUser(database.db, { account: 'submitter', email: 'submitter@example.test' });
    const mailsBefore = await allMails();
    const cases: [object, string][] = [
      [{}, 'FIELD_REQUIRED'],
      [{ account: '' }, 'FIELD_TOO_SHORT'],
      [{ account: '   ' }, 'FIELD_TOO_SHORT'],
      [{ account: `${'s'.repeat(242)}@example.test` }, 'FIELD_TOO_LONG'],
    ];
    for (const [payload, code] of cases) expectRefused(await post('/Submit', payload), code, 'account');
    const notText = await post('/Submit', { account: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().errors).toEqual([expect.objectContaining({ field: 'account' })]);
    // 254 characters is still taken (and answered as for any unknown account).
    expect((await post('/Submit', { account: `${'s'.repeat(241)}@example.test` })).statusCode).toBe(200);
    expect(await allMails()).toBe(mailsBefore);
  });

  it('/Submit names an account of the wrong type FIELD_INVALID_TYPE', async () => {
    expectRefused(await post('/Submit', { account: 42 }), 'FIELD_INVALID_TYPE', 'account');
  });

  it('/Verify refuses a code that is not 6 digits or a missing account, and counts no try', async () => {
    await createUser(database.db, { account: 'verifier', email: 'verifier@example.test' });
    await post('/Submit', { account: 'verifier' });
    const code = await latestCode(database.db, 'verifier@example.test');
    secrets.push(code);

    for (const bad of ['12345', '1234567', '12a456', '', '------']) {
      expectRefused(
        await post('/Verify', { account: 'verifier', code: bad }),
        'FIELD_INVALID_FORMAT',
        'code',
      );
    }
    expectRefused(await post('/Verify', { account: 'verifier' }), 'FIELD_REQUIRED', 'code');
    expectRefused(await post('/Verify', { code }), 'FIELD_REQUIRED', 'account');
    expectRefused(await post('/Verify', { account: '', code }), 'FIELD_TOO_SHORT', 'account');
    expectRefused(
      await post('/Verify', { account: 'verifier', code, remember: true }),
      'FIELD_UNKNOWN',
      'remember',
    );

    const [row] = await database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(
        and(eq(verificationCodes.target, 'verifier@example.test'), isNull(verificationCodes.consumedAt)),
      );
    expect(row?.attempts).toBe(0);
    const verified = await post('/Verify', { account: 'verifier', code });
    expect(verified.statusCode).toBe(200);
    secrets.push(verified.json().ticket);
  });

  it('/Change refuses bad passwords and tickets, changes nothing, and the ticket still works', async () => {
    const { user, ticket } = await ticketFor('changeling');
    const hashBefore = await passwordHashOf(user.id);
    const fine = 'a perfectly fine passphrase';

    expectRefused(await post('/Change', { ticket, password: 'short77' }), 'FIELD_TOO_SHORT', 'password');
    expectRefused(await post('/Change', { ticket, password: 'x'.repeat(129) }), 'FIELD_TOO_LONG', 'password');
    expectRefused(await post('/Change', { ticket }), 'FIELD_REQUIRED', 'password');
    expectRefused(
      await post('/Change', { ticket, password: 'my Changeling secret' }),
      'PASSWORD_CONTAINS_ACCOUNT',
      'password',
    );
    expectRefused(await post('/Change', { password: fine }), 'FIELD_REQUIRED', 'ticket');
    expectRefused(await post('/Change', { ticket: '', password: fine }), 'FIELD_TOO_SHORT', 'ticket');
    expectRefused(
      await post('/Change', { ticket: 't'.repeat(201), password: fine }),
      'FIELD_TOO_LONG',
      'ticket',
    );
    expectRefused(
      await post('/Change', { ticket: 'not-a-ticket-at-all', password: fine }),
      'TICKET_INVALID',
      'ticket',
    );
    expectRefused(
      await post('/Change', {
        ticket: `${ticket.slice(0, -1)}${ticket.endsWith('A') ? 'B' : 'A'}`,
        password: fine,
      }),
      'TICKET_INVALID',
      'ticket',
    );
    expect(await passwordHashOf(user.id)).toBe(hashBefore);
    await signIn(app, 'changeling');

    // 8 and 128 characters are the bounds that pass; the ticket survived every refusal above.
    const longest = 'y'.repeat(128);
    expect((await post('/Change', { ticket, password: longest })).statusCode).toBe(200);
    expect(await passwordHashOf(user.id)).not.toBe(hashBefore);
    await signIn(app, 'changeling', longest);
  });

  it('/Change takes a password of exactly 8 characters', async () => {
    const { ticket } = await ticketFor('eightchars');
    expect((await post('/Change', { ticket, password: 'zq8#Lm2!' })).statusCode).toBe(200);
    await signIn(app, 'eightchars', 'zq8#Lm2!');
  });
});

describe('per-address rate limits of the forgot-password calls', () => {
  const routes: [string, number, object][] = [
    ['/Submit', 10, { account: 'nobody' }],
    ['/Send', 10, { account: 'nobody' }],
    ['/Verify', 30, { account: 'nobody', code: '123456' }],
    ['/Change', 10, { ticket: 'not-a-ticket', password: 'a perfectly fine passphrase' }],
  ];
  routes.forEach(([url, max, payload], index) => {
    it(`${url} answers 429 with Retry-After on call ${max + 1} from one address`, async () => {
      const address = `192.0.2.${index + 10}`;
      for (let i = 1; i <= max; i += 1) {
        expect((await post(url, payload, address)).statusCode, `call ${i}`).not.toBe(429);
      }
      const limited = await post(url, payload, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errors[0].code).toBe('RATE_LIMITED');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // Per address: another client is still answered.
      expect((await post(url, payload, '192.0.2.200')).statusCode).not.toBe(429);
    });
  });
});
