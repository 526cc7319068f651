import { eq } from 'drizzle-orm';
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
import { buildTestApp, manualClock, testEnv } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { sessions, users } from '../../db/schema';
import { createSessionService } from '../sessions/sessions.service';

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

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  guardedInject(app)({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    remoteAddress: someAddress(),
    ...(payload ? { payload } : {}),
  });

describe('my account', () => {
  it('is for signed-in users only', async () => {
    for (const [method, url] of [
      ['GET', '/Account'],
      ['POST', '/Account'],
      ['GET', '/Account/Buyer'],
      ['POST', '/Account/ChangePwd'],
      ['GET', '/Account/Sessions'],
      ['POST', '/Verification/Verify/Email'],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, url).toBe(401);
    }
  });

  it('changes name and job title, and refuses roles, status and other fields', async () => {
    await createUser(database.db, { account: 'profiled' });
    const token = await signIn(app, 'profiled');
    const changed = await call('POST', '/Account', token, { name: '陳‧大文', jobTitle: '採購經理' });
    expect(changed.json()).toMatchObject({ name: '陳‧大文', jobTitle: '採購經理' });
    for (const field of ['roles', 'status', 'isAdmin', 'account', 'emailVerified']) {
      const refused = await call('POST', '/Account', token, { [field]: 'x' });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ code: 'FIELD_UNKNOWN', field });
    }
    expect((await call('GET', '/Account', token)).json().name).toBe('陳‧大文');
  });

  it('takes an https avatar or a path on this site, and refuses a protocol-relative or http one', async () => {
    await createUser(database.db, { account: 'pictured' });
    const token = await signIn(app, 'pictured');
    for (const avatarUrl of ['https://cdn.example.com/me.png', '/uploads/ab/cd/me.png']) {
      const accepted = await call('POST', '/Account', token, { avatarUrl });
      expect(accepted.statusCode, avatarUrl).toBe(200);
      expect(accepted.json().avatarUrl).toBe(avatarUrl);
    }
    for (const avatarUrl of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'http://example.com/me.png',
      'javascript:alert(1)',
    ]) {
      const refused = await call('POST', '/Account', token, { avatarUrl });
      expect(refused.statusCode, avatarUrl).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ code: 'FIELD_INVALID_IMAGE_URL', field: 'avatarUrl' });
    }
    expect((await call('GET', '/Account', token)).json().avatarUrl).toBe('/uploads/ab/cd/me.png');
  });

  it('refuses U+0000, a lone surrogate or a bidi override in its texts with a translated 400', async () => {
    await createUser(database.db, { account: 'controlled' });
    const token = await signIn(app, 'controlled');
    for (const payload of [{ jobTitle: 'a\u0000b' }, { jobTitle: '\ud800' }, { name: '\u202Egnp.exe' }]) {
      const refused = await call('POST', '/Account', token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        code: 'FIELD_INVALID_CHARACTERS',
        field: Object.keys(payload)[0],
      });
    }
    const buyer = await call('POST', '/Account/Buyer', token, {
      company: '甲\u0000',
      industry: '',
      interests: [],
      address: '',
    });
    expect(buyer.statusCode).toBe(400);
    expect(buyer.json().errors[0]).toMatchObject({ code: 'FIELD_INVALID_CHARACTERS', field: 'company' });
  });

  it('changes the e-mail only after the code sent to the new address comes back', async () => {
    await createUser(database.db, { account: 'mover', email: 'old@example.test' });
    const token = await signIn(app, 'mover');
    const pending = await call('POST', '/Account', token, { email: 'New@Example.test' });
    expect(pending.json()).toMatchObject({ email: 'old@example.test', pendingEmail: 'new@example.test' });
    const code = await latestCode(database.db, 'new@example.test');
    const confirmed = await call('POST', '/Verification/Verify/Email', token, { code });
    expect(confirmed.json()).toMatchObject({
      email: 'new@example.test',
      emailVerified: true,
      pendingEmail: null,
    });
  });

  it('changes the mobile by SMS code, stored in E.164', async () => {
    await createUser(database.db, { account: 'caller' });
    const token = await signIn(app, 'caller');
    const pending = await call('POST', '/Account', token, { mobile: '+886-0912-345-678' });
    expect(pending.json().pendingMobile).toBe('+886912345678');
    const code = await latestCode(database.db, '+886912345678');
    const confirmed = await call('POST', '/Verification/Verify/Mobile', token, { code });
    expect(confirmed.json()).toMatchObject({ mobile: '+886912345678', mobileVerified: true });
    expect((await call('POST', '/Verification/Verify/Mobile', token, { code })).json().errors[0].code).toBe(
      'NO_PENDING_CHANGE',
    );
  });

  it('refuses an e-mail another user has', async () => {
    await createUser(database.db, { account: 'first', email: 'shared@example.test' });
    await createUser(database.db, { account: 'second' });
    const token = await signIn(app, 'second');
    const response = await call('POST', '/Account', token, { email: 'shared@example.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
  });

  it('keeps a buyer profile', async () => {
    await createUser(database.db, { account: 'buyer' });
    const token = await signIn(app, 'buyer');
    expect((await call('GET', '/Account/Buyer', token)).json()).toEqual({
      company: '',
      industry: '',
      interests: [],
      address: '',
    });
    const saved = {
      company: '大同公司',
      industry: '電子',
      interests: ['半導體', '電源'],
      address: '臺北市中山區',
    };
    expect((await call('POST', '/Account/Buyer', token, saved)).json()).toEqual(saved);
    expect((await call('GET', '/Account/Buyer', token)).json()).toEqual(saved);
  });
});

/**
 * A session for a user without a password, as a Google or Facebook sign-in starts it (that sign-in is
 * tested in social-login; here only its outcome matters): started with the app's own key and clock.
 */
async function startSocialSession(userId: string): Promise<string> {
  const config = testEnv();
  const service = createSessionService({
    db: database.db,
    key: new TextEncoder().encode(config.JWT_SECRET ?? ''),
    clock,
    settings: { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS },
  });
  return (await service.start(database.db, { userId, ip: someAddress() })).token;
}

const passwordHashOf = async (userId: string) =>
  (await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash;

describe('first password of an account made by a social sign-in', () => {
  it('is set without a current password, keeps this session, ends the others, then signs in', async () => {
    const user = await createUser(database.db, { account: 'socialite', passwordHash: null });
    const laptop = await startSocialSession(user.id);
    const phone = await startSocialSession(user.id);
    expect((await call('GET', '/Account/ChangePwd', laptop)).json()).toEqual({
      hasPassword: false,
      changedAt: null,
    });

    const done = await call('POST', '/Account/ChangePwd', laptop, { newPassword: 'a good new passphrase' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ changed: true, endedSessions: 1 });
    expect((await call('GET', '/Auth', laptop)).statusCode).toBe(200);
    expect((await call('GET', '/Auth', phone)).statusCode).toBe(401);
    expect((await call('GET', '/Account/ChangePwd', laptop)).json()).toEqual({
      hasPassword: true,
      changedAt: clock.now().toISOString(),
    });
    const token = await signIn(app, 'socialite', 'a good new passphrase');
    expect((await call('GET', '/Auth', token)).json().user.account).toBe('socialite');

    // Now that it has one, the next change needs it.
    const again = await call('POST', '/Account/ChangePwd', laptop, {
      newPassword: 'another fine passphrase',
    });
    expect(again.json().errors[0]).toMatchObject({ code: 'FIELD_REQUIRED', field: 'currentPassword' });
  });

  it('follows the same password policy', async () => {
    const user = await createUser(database.db, { account: 'policyfan', passwordHash: null });
    const token = await startSocialSession(user.id);
    for (const [newPassword, code] of [
      ['password123', 'PASSWORD_TOO_COMMON'],
      ['my policyfan secret', 'PASSWORD_CONTAINS_ACCOUNT'],
      ['short', 'FIELD_TOO_SHORT'],
    ] as const) {
      const refused = await call('POST', '/Account/ChangePwd', token, { newPassword });
      expect(refused.statusCode, newPassword).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ code, field: 'newPassword' });
    }
    expect(await passwordHashOf(user.id)).toBeNull();
  });

  it('refuses a current password sent by an account that has none, and sets nothing', async () => {
    const user = await createUser(database.db, { account: 'nopassword', passwordHash: null });
    const token = await startSocialSession(user.id);
    const other = await startSocialSession(user.id);
    const refused = await call('POST', '/Account/ChangePwd', token, {
      currentPassword: 'whatever it was',
      newPassword: 'a good new passphrase',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ code: 'PASSWORD_INCORRECT', field: 'currentPassword' }),
    ]);
    expect(await passwordHashOf(user.id)).toBeNull();
    expect((await call('GET', '/Auth', other)).statusCode).toBe(200);
  });

  it('still requires the current password of an account that has one, and changes nothing without it', async () => {
    const user = await createUser(database.db, { account: 'keeper' });
    const laptop = await signIn(app, 'keeper');
    const phone = await signIn(app, 'keeper');
    const hashBefore = await passwordHashOf(user.id);
    const refused = await call('POST', '/Account/ChangePwd', laptop, {
      newPassword: 'a good new passphrase',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ code: 'FIELD_REQUIRED', field: 'currentPassword' }),
    ]);
    expect(await passwordHashOf(user.id)).toBe(hashBefore);
    expect((await call('GET', '/Auth', phone)).statusCode).toBe(200);
    const openSessions = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(openSessions.filter((row) => row.endedAt === null)).toHaveLength(2);
    await signIn(app, 'keeper');
  });
});

describe('password and sessions', () => {
  it('changes the password with the current one, ending the other sessions only', async () => {
    await createUser(database.db, { account: 'changer' });
    const laptop = await signIn(app, 'changer');
    const phone = await signIn(app, 'changer');
    const wrong = await call('POST', '/Account/ChangePwd', laptop, {
      currentPassword: 'not it',
      newPassword: 'a good new passphrase',
    });
    expect(wrong.json().errors[0]).toMatchObject({ code: 'PASSWORD_INCORRECT', field: 'currentPassword' });
    const done = await call('POST', '/Account/ChangePwd', laptop, {
      currentPassword: 'correct horse battery',
      newPassword: 'a good new passphrase',
    });
    expect(done.json()).toEqual({ changed: true, endedSessions: 1 });
    expect((await call('GET', '/Auth', laptop)).statusCode).toBe(200);
    expect((await call('GET', '/Auth', phone)).statusCode).toBe(401);
    expect((await call('GET', '/Account/ChangePwd', laptop)).json()).toMatchObject({ hasPassword: true });
  });

  it('lists my sessions, ends one or all others, and never touches another user’s', async () => {
    await createUser(database.db, { account: 'alice' });
    await createUser(database.db, { account: 'bob' });
    const alice1 = await signIn(app, 'alice');
    const alice2 = await signIn(app, 'alice');
    const alice3 = await signIn(app, 'alice');
    const bob = await signIn(app, 'bob');

    const list = (await call('GET', '/Account/Sessions', alice1)).json();
    expect(list.totalCount).toBe(3);
    expect(list.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const bobSession = (await call('GET', '/Account/Sessions', bob)).json().data[0].id;

    expect((await call('DELETE', `/Account/Sessions/${bobSession}`, alice1)).statusCode).toBe(404);
    expect((await call('GET', '/Auth', bob)).statusCode).toBe(200);

    const other = list.data.find((s: { current: boolean }) => !s.current).id;
    expect((await call('DELETE', `/Account/Sessions/${other}`, alice1)).json()).toEqual({ endedSessions: 1 });
    expect((await call('POST', '/Account/Sessions/EndOthers', alice1)).json()).toEqual({ endedSessions: 1 });
    expect([
      (await call('GET', '/Auth', alice2)).statusCode,
      (await call('GET', '/Auth', alice3)).statusCode,
    ]).toEqual([401, 401]);
    expect((await call('GET', '/Auth', alice1)).statusCode).toBe(200);
  });

  it('keeps users apart: one user’s changes never reach another', async () => {
    const carol = await createUser(database.db, { account: 'carol', name: 'Carol' });
    await createUser(database.db, { account: 'dave' });
    const dave = await signIn(app, 'dave');
    await call('POST', '/Account', dave, { name: 'Dave changed' });
    const [carolNow] = await database.db.select().from(users).where(eq(users.id, carol.id));
    expect(carolNow?.name).toBe('Carol');
  });
});
