import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, entriesAbout } from '../../../test/access-fixtures';
import { bearer, createUser, guardedInject, latestCode, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { actionLogs, users } from '../../db/schema';
import { createUserCall, latestMessageTo, setPasswordWith, ticketInLink } from './user-admin.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;
let staffToken: string;
let memberToken: string;
const tickets: string[] = [];
let inject: ReturnType<typeof guardedInject>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  inject = guardedInject(app, () => tickets);
  const { db } = database;
  adminToken = await signIn(app, (await createUserWithRole(db, systemRoleCodes.administrator)).account);
  staffToken = await signIn(app, (await createUserWithRole(db, systemRoleCodes.staff)).account);
  memberToken = await signIn(app, (await createUserWithRole(db, systemRoleCodes.member)).account);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

function mailAction(id: string, action: 'ResendVerification' | 'SendPasswordReset', token = adminToken) {
  return inject({ method: 'POST', url: `/api/v1/Users/${id}/${action}`, headers: bearer(token) });
}

async function ticketMailedTo(email: string, template: string): Promise<string> {
  const mail = await latestMessageTo(database.db, email);
  expect(mail?.template).toBe(template);
  const ticket = ticketInLink(mail?.bodyText);
  tickets.push(ticket);
  return ticket;
}

const resendEntries = async (id: string) =>
  (await entriesAbout(database.db, 'user', id)).filter((entry) => entry.action === 'resend');

describe('POST /Users/{id}/ResendVerification', () => {
  it('mails a fresh welcome link to an account that never set its password; the old link stops', async () => {
    const created = await createUserCall(app, adminToken, {
      account: 'slow-starter',
      name: '慢半拍',
      email: 'slow@example.test',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const first = await ticketMailedTo('slow@example.test', 'welcome');

    const response = await mailAction(id, 'ResendVerification');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const second = await ticketMailedTo('slow@example.test', 'welcome');
    expect(second).not.toBe(first);

    expect((await setPasswordWith(app, first, 'first link password')).json().errors[0].code).toBe(
      'TICKET_INVALID',
    );
    expect((await setPasswordWith(app, second, 'second link password')).statusCode).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect(row?.emailVerifiedAt).not.toBeNull();

    const entries = await resendEntries(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.after).toEqual({ mail: 'welcome', recipient: 'slow@example.test' });

    const nothing = await mailAction(id, 'ResendVerification');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().errors[0].code).toBe('NOTHING_TO_VERIFY');
  });

  it('sends a code to the unverified e-mail of an account with a password, confirmed by the user', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member, { emailVerifiedAt: null });
    const response = await mailAction(user.id, 'ResendVerification');
    expect(response.statusCode, response.body).toBe(200);
    const mail = await latestMessageTo(database.db, user.email as string);
    expect(mail?.template).toBe('email-change-code');
    const code = await latestCode(database.db, user.email as string);

    const token = await signIn(app, user.account);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v1/Verification/Verify/Email',
      headers: bearer(token),
      payload: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const read = await inject({ url: `/api/v1/Users/${user.id}`, headers: bearer(adminToken) });
    expect(read.json()).toMatchObject({ emailVerified: true, pendingEmail: null, email: user.email });
    expect((await resendEntries(user.id))[0]?.after).toEqual({
      mail: 'email-change-code',
      recipient: user.email,
    });
  });

  it('sends the code of a pending e-mail change to the new address', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member, {
      pendingEmail: 'moving@example.test',
    });
    expect((await mailAction(user.id, 'ResendVerification')).statusCode).toBe(200);
    expect((await latestMessageTo(database.db, 'moving@example.test'))?.template).toBe('email-change-code');
  });

  it('answers 409 with nothing to verify, for a disabled user, and 404 for nobody', async () => {
    const verified = await createUserWithRole(database.db, systemRoleCodes.member);
    const nothing = await mailAction(verified.id, 'ResendVerification');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().errors[0].code).toBe('NOTHING_TO_VERIFY');
    const disabled = await createUser(database.db, { status: 'disabled', emailVerifiedAt: null });
    const refused = await mailAction(disabled.id, 'ResendVerification');
    expect(refused.json().errors[0].code).toBe('USER_DISABLED');
    expect(await latestMessageTo(database.db, disabled.email as string)).toBeUndefined();
    const missing = await mailAction('01900000-0000-7000-8000-000000000000', 'ResendVerification');
    expect(missing.statusCode).toBe(404);
    expect(await resendEntries(verified.id)).toEqual([]);
  });
});

describe('POST /Users/{id}/SendPasswordReset', () => {
  it('mails a reset link the user can use; the administrator never sees it', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member, { language: 'en' });
    const token = await signIn(app, user.account);
    const response = await mailAction(user.id, 'SendPasswordReset');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const mail = await latestMessageTo(database.db, user.email as string);
    expect(mail).toMatchObject({ template: 'admin-password-reset', language: 'en', sensitive: true });
    expect(mail?.bodyText).toContain('15 minutes');
    const ticket = await ticketMailedTo(user.email as string, 'admin-password-reset');
    // Sending the link changes nothing yet: the user stays signed in until the password changes.
    expect((await app.inject({ url: '/api/v1/Auth', headers: bearer(token) })).statusCode).toBe(200);

    expect((await setPasswordWith(app, ticket, 'reset by the link')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/Auth', headers: bearer(token) })).statusCode).toBe(401);
    expect(await signIn(app, user.account, 'reset by the link')).toBeTruthy();
    const entries = await resendEntries(user.id);
    expect(entries.map((entry) => entry.after)).toEqual([
      { mail: 'admin-password-reset', recipient: user.email },
    ]);
  });

  it('refuses a user without an e-mail or disabled (409)', async () => {
    const noEmail = await createUserWithRole(database.db, systemRoleCodes.member, { email: null });
    const response = await mailAction(noEmail.id, 'SendPasswordReset');
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('USER_HAS_NO_EMAIL');
    const disabled = await createUser(database.db, { status: 'disabled' });
    expect((await mailAction(disabled.id, 'SendPasswordReset')).json().errors[0].code).toBe('USER_DISABLED');
  });
});

describe('access and the action log', () => {
  it('lets only users:write send mails: members and staff 403, strangers 401', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member, { emailVerifiedAt: null });
    for (const action of ['ResendVerification', 'SendPasswordReset'] as const) {
      expect((await mailAction(user.id, action, memberToken)).statusCode).toBe(403);
      expect((await mailAction(user.id, action, staffToken)).statusCode).toBe(403);
      const anonymous = await app.inject({ method: 'POST', url: `/api/v1/Users/${user.id}/${action}` });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await latestMessageTo(database.db, user.email as string)).toBeUndefined();
    expect(await resendEntries(user.id)).toEqual([]);
  });

  it('keeps no ticket, link or password hash in any entry', async () => {
    const everything = JSON.stringify(await database.db.select().from(actionLogs));
    expect(tickets.length).toBeGreaterThanOrEqual(3);
    for (const ticket of tickets) expect(everything).not.toContain(ticket);
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain('reset-password');
  });
});
