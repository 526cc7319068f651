import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, latestCode, signIn, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { actionLogs, outboxMessages } from '../../db/schema';

let database: TestDatabase;
let app: FastifyInstance;
const clock = manualClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock, env: { CAPTCHA_ENABLED: 'false' } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1/ForgotPassword${url}`, payload, remoteAddress: someAddress() });

describe('forgot password', () => {
  it('answers the same for an unknown and a known account, and mails only the known one', async () => {
    await createUser(database.db, { account: 'forgetful', email: 'forgetful@example.test' });
    const unknown = await post('/Submit', { account: 'nobody' });
    const known = await post('/Submit', { account: 'forgetful' });
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(unknown.json()).toEqual(known.json());
    const mails = await database.db.select().from(outboxMessages);
    expect(mails.map((m) => m.recipient)).toEqual(['forgetful@example.test']);
  });

  it('resets the password with code and ticket, ending every session', async () => {
    await createUser(database.db, { account: 'resetme', email: 'resetme@example.test' });
    const oldToken = await signIn(app, 'resetme');
    clock.advance(31);
    await post('/Submit', { account: 'resetme@example.test' });
    const code = await latestCode(database.db, 'resetme@example.test');

    const wrong = await post('/Verify', {
      account: 'resetme',
      code: code === '999999' ? '000000' : '999999',
    });
    expect(wrong.json().errors[0].code).toBe('CODE_INVALID');
    const verified = await post('/Verify', { account: 'resetme', code });
    expect(verified.statusCode).toBe(200);
    const { ticket } = verified.json();

    const common = await post('/Change', { ticket, password: 'qwertyuiop' });
    expect(common.json().errors[0]).toMatchObject({ code: 'PASSWORD_TOO_COMMON', field: 'password' });
    const changed = await post('/Change', { ticket, password: 'a brand new passphrase' });
    expect(changed.statusCode).toBe(200);
    expect(
      (await post('/Change', { ticket, password: 'another new passphrase' })).json().errors[0].code,
    ).toBe('TICKET_INVALID');

    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/Auth', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    const oldPassword = await app.inject({
      method: 'POST',
      url: '/api/v1/Auth/Login',
      payload: { account: 'resetme', password: 'correct horse battery' },
      remoteAddress: someAddress(),
    });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(app, 'resetme', 'a brand new passphrase');
    const notice = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'password-changed'));
    expect(notice.map((m) => m.recipient)).toEqual(['resetme@example.test']);
    const [reset] = await database.db
      .select()
      .from(actionLogs)
      .where(eq(actionLogs.action, 'password-reset'));
    expect(reset).toMatchObject({ entityType: 'user', after: { endedSessions: 1 } });
    expect(JSON.stringify(reset)).not.toContain(ticket);
  });

  it('refuses a code for an unknown account like a wrong code', async () => {
    const response = await post('/Verify', { account: 'nobody', code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('CODE_INVALID');
  });

  it('refuses unknown fields', async () => {
    const response = await post('/Submit', { account: 'x', email: 'y@example.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'FIELD_UNKNOWN', field: 'email' });
  });
});
