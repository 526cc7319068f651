import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  defaultPassword,
  guardedInject,
  signIn,
  someAddress,
} from '../../../test/identity-fixtures';
import { buildTestApp, manualClock, testEnv } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { captchas, knownDevices, users } from '../../db/schema';
import { keyedHash } from '../../lib/secure-token';
import { newId } from '../../lib/uuid-v7';

let database: TestDatabase;
let app: FastifyInstance;
const clock = manualClock();
const secret = testEnv().JWT_SECRET ?? '';
const hashKey = Buffer.from(new TextEncoder().encode(secret)).toString('base64url');

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock, env: { CAPTCHA_ENABLED: 'false' } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const login = (payload: Record<string, unknown>, remoteAddress = someAddress()) =>
  guardedInject(app)({ method: 'POST', url: '/api/v1/Auth/Login', payload, remoteAddress });

describe('POST /Auth/Login', () => {
  it('answers a token and the user, by account or by e-mail, without anything secret', async () => {
    const user = await createUser(database.db, {
      account: 'mei',
      email: 'mei@example.test',
      mobile: '+886912345678',
    });
    for (const account of ['mei', 'MEI', 'mei@example.test']) {
      const response = await login({ account, password: defaultPassword });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.user).toMatchObject({
        id: user.id,
        account: 'mei',
        email: 'mei@example.test',
        emailVerified: true,
        mobile: '+886912345678',
        roles: [],
        permissions: [],
        vendor: null,
      });
    }
  });

  it('answers an unknown account and a wrong password exactly alike', async () => {
    await createUser(database.db, { account: 'known' });
    const unknown = await login({ account: 'nobody-here', password: 'whatever-password' });
    const wrong = await login({ account: 'known', password: 'whatever-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    const strip = (body: { requestId: string }) => ({ ...body, requestId: '' });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(wrong.json().errors).toEqual([{ code: 'INVALID_CREDENTIALS', message: '帳號或密碼錯誤。' }]);
  });

  it('refuses fields the payload does not have', async () => {
    const response = await login({ account: 'x', password: 'y', isAdmin: true, role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['isAdmin', 'role']);
  });

  it('locks the account after 5 failures, for a growing time, even against the right password', async () => {
    const user = await createUser(database.db, { account: 'locked' });
    for (let i = 0; i < 5; i += 1)
      expect((await login({ account: 'locked', password: 'wrong-password' })).statusCode).toBe(401);
    const [afterFive] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(afterFive?.lockedUntil?.getTime()).toBe(clock.now().getTime() + 30_000);

    const duringLock = await login({ account: 'locked', password: defaultPassword });
    expect(duringLock.statusCode).toBe(401);
    expect(duringLock.json().errors[0].code).toBe('INVALID_CREDENTIALS');

    clock.advance(31);
    expect((await login({ account: 'locked', password: 'wrong-again' })).statusCode).toBe(401);
    const [afterSix] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(afterSix?.lockedUntil?.getTime()).toBe(clock.now().getTime() + 60_000);

    clock.advance(61);
    expect((await login({ account: 'locked', password: defaultPassword })).statusCode).toBe(200);
    const [afterSuccess] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(afterSuccess).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it('refuses a disabled user with the same generic answer', async () => {
    await createUser(database.db, { account: 'gone', status: 'disabled' });
    const response = await login({ account: 'gone', password: defaultPassword });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('INVALID_CREDENTIALS');
  });

  it('limits attempts per account with 429 and Retry-After', async () => {
    await createUser(database.db, { account: 'hammered' });
    let last = await login({ account: 'hammered', password: 'x' });
    for (let i = 0; i < 12 && last.statusCode !== 429; i += 1)
      last = await login({ account: 'hammered', password: 'x' });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(61);
  });

  it('limits attempts per address with 429', async () => {
    let last = await login({ account: 'any', password: 'x' }, '192.0.2.77');
    for (let i = 0; i < 35 && last.statusCode !== 429; i += 1)
      last = await login({ account: `any${i}`, password: 'x' }, '192.0.2.77');
    expect(last.statusCode).toBe(429);
    expect(last.json().errors[0].code).toBe('RATE_LIMITED');
  });
});

describe('known devices (device cookie)', () => {
  const deviceCookieOf = (response: { headers: Record<string, unknown> }) => {
    const header = String(response.headers['set-cookie'] ?? '');
    return /portal_device=([^;]+)/.exec(header)?.[1];
  };
  const fromDevice = (payload: Record<string, unknown>, cookie: string | undefined) =>
    guardedInject(app)({
      method: 'POST',
      url: '/api/v1/Auth/Login',
      payload,
      remoteAddress: someAddress(),
      headers: cookie ? { cookie: `theme=dark; portal_device=${cookie}` } : {},
    });
  async function lockOut(account: string) {
    for (let i = 0; i < 5; i += 1)
      expect((await login({ account, password: 'a stranger guessing' })).statusCode).toBe(401);
  }

  it('sets an HttpOnly, SameSite device cookie after a successful sign-in', async () => {
    await createUser(database.db, { account: 'cookie-jar' });
    const response = await login({ account: 'cookie-jar', password: defaultPassword });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^portal_device=[\w.-]+; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  });

  it('lets a known device in with the right password while strangers keep the account locked', async () => {
    await createUser(database.db, { account: 'besieged' });
    const cookie = deviceCookieOf(await login({ account: 'besieged', password: defaultPassword }));
    expect(cookie).toBeDefined();
    await lockOut('besieged');
    expect((await login({ account: 'besieged', password: defaultPassword })).statusCode).toBe(401);
    expect(
      (await fromDevice({ account: 'besieged', password: defaultPassword }, 'forged.cookie')).statusCode,
    ).toBe(401);

    const known = await fromDevice({ account: 'besieged', password: defaultPassword }, cookie);
    expect(known.statusCode).toBe(200);
    expect(deviceCookieOf(known)).toBe(cookie);
    clock.advance(61);
  });

  it('refuses a known device with a wrong password, and its failures lock that device, not the account', async () => {
    const user = await createUser(database.db, { account: 'fumbler' });
    const cookie = deviceCookieOf(await login({ account: 'fumbler', password: defaultPassword }));
    await lockOut('fumbler');
    expect((await fromDevice({ account: 'fumbler', password: 'wrong-password' }, cookie)).statusCode).toBe(
      401,
    );
    for (let i = 0; i < 4; i += 1) await fromDevice({ account: 'fumbler', password: 'wrong-again' }, cookie);
    const [account] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.failedLogins).toBe(5);
    // Five failures of its own: the device waits too, even with the right password.
    expect((await fromDevice({ account: 'fumbler', password: defaultPassword }, cookie)).statusCode).toBe(
      401,
    );
    clock.advance(61);
  });

  it('does not let a cookie of another account past the lockout', async () => {
    await createUser(database.db, { account: 'neighbour' });
    await createUser(database.db, { account: 'target' });
    const neighbours = deviceCookieOf(await login({ account: 'neighbour', password: defaultPassword }));
    await lockOut('target');
    expect((await fromDevice({ account: 'target', password: defaultPassword }, neighbours)).statusCode).toBe(
      401,
    );
    clock.advance(61);
  });
});

describe('lock length', () => {
  it('ends every lock after at most 15 minutes, for the account and for a known device', async () => {
    const user = await createUser(database.db, { account: 'persistent' });
    const signedIn = await login({ account: 'persistent', password: defaultPassword });
    const cookie = /portal_device=([^;]+)/.exec(String(signedIn.headers['set-cookie']))?.[1];
    expect(cookie).toBeDefined();
    const attempt = (password: string, withCookie: boolean) =>
      guardedInject(app)({
        method: 'POST',
        url: '/api/v1/Auth/Login',
        payload: { account: 'persistent', password },
        remoteAddress: someAddress(),
        headers: withCookie ? { cookie: `portal_device=${cookie}` } : {},
      });
    // Twenty failures from each side, every one made as soon as the previous lock ended.
    for (let i = 0; i < 20; i += 1) {
      for (const withCookie of [false, true]) {
        const response = await attempt('wrong-password', withCookie);
        expect([401, 429]).toContain(response.statusCode);
      }
      const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
      const [device] = await database.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
      const lockedFor = (row?.lockedUntil?.getTime() ?? 0) - clock.now().getTime();
      expect(lockedFor).toBeLessThanOrEqual(15 * 60_000);
      expect((device?.lockedUntil?.getTime() ?? 0) - clock.now().getTime()).toBeLessThanOrEqual(15 * 60_000);
      clock.advance(Math.max(61, lockedFor / 1000 + 1));
    }
    for (const withCookie of [false, true]) {
      expect((await attempt('wrong-password', withCookie)).statusCode).toBe(401);
    }
    clock.advance(15 * 60);
    expect((await attempt(defaultPassword, true)).statusCode).toBe(200);
    expect((await attempt(defaultPassword, false)).statusCode).toBe(200);
  });
});

describe('captcha', () => {
  let captchaApp: FastifyInstance;
  beforeAll(async () => {
    captchaApp = await buildTestApp(database, { clock });
    await createUser(database.db, { account: 'captcha-user' });
  });
  afterAll(() => captchaApp.close());

  async function knownCaptcha(answer: string) {
    const id = newId();
    await database.db.insert(captchas).values({
      id,
      answerHash: keyedHash(hashKey, id, answer.toLowerCase()),
      expiresAt: new Date(clock.now().getTime() + 300_000),
    });
    return id;
  }
  const attempt = (captchaToken?: string, answer?: string) =>
    captchaApp.inject({
      method: 'POST',
      url: '/api/v1/Auth/Login',
      payload: {
        account: 'captcha-user',
        password: defaultPassword,
        LastVisitedUri: captchaToken,
        LoginIp: answer,
      },
    });

  it('issues an SVG image with a token, required', async () => {
    const response = await captchaApp.inject({ method: 'GET', url: '/api/v1/Auth/Login' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.required).toBe(true);
    const svg = Buffer.from(body.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg[\s\S]*<path/);
    expect(svg).not.toMatch(/<text/);
  });

  it('requires the captcha, and accepts the right answer in any case', async () => {
    expect((await attempt()).json().errors[0]).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'LoginIp' });
    expect((await attempt(await knownCaptcha('AbCdE'), 'abcde')).statusCode).toBe(200);
  });

  it('refuses a wrong, a reused and an expired captcha', async () => {
    const wrong = await knownCaptcha('right');
    expect((await attempt(wrong, 'wrong')).json().errors[0].code).toBe('CAPTCHA_INVALID');
    expect((await attempt(wrong, 'right')).json().errors[0].code).toBe('CAPTCHA_INVALID');

    const used = await knownCaptcha('once');
    expect((await attempt(used, 'once')).statusCode).toBe(200);
    expect((await attempt(used, 'once')).json().errors[0].code).toBe('CAPTCHA_INVALID');

    const old = await knownCaptcha('late');
    clock.advance(301);
    expect((await attempt(old, 'late')).json().errors[0].code).toBe('CAPTCHA_INVALID');
  });
});

describe('sessions behind the token', () => {
  it('answers the current user and session to the token, and 401 after logout', async () => {
    await createUser(database.db, { account: 'roundtrip' });
    const token = await signIn(app, 'roundtrip');
    const me = await app.inject({ method: 'GET', url: '/api/v1/Auth', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { account: 'roundtrip' }, session: { current: true } });
    const current = await app.inject({
      method: 'POST',
      url: '/api/v1/System/CurrentUser',
      headers: bearer(token),
    });
    expect(current.json().account).toBe('roundtrip');

    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/System/Logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/v1/Auth', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 to a token of a disabled user', async () => {
    const user = await createUser(database.db, { account: 'soon-disabled' });
    const token = await signIn(app, 'soon-disabled');
    await database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/Auth', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('answers 401 to forged tokens: alg none, another key, expired, idle', async () => {
    const user = await createUser(database.db, { account: 'forger' });
    const token = await signIn(app, 'forger');
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT({
      sid: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()).sid,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('supplier-portal')
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-0123456789'));
    for (const forged of [unsigned, otherKey, `${token}x`]) {
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/Auth', headers: bearer(forged) })).statusCode,
      ).toBe(401);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/Auth', headers: bearer(token) })).statusCode,
    ).toBe(200);

    clock.advance(121 * 60); // idle longer than SESSION_IDLE_MINUTES (120)
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/Auth', headers: bearer(token) })).statusCode,
    ).toBe(401);

    const fresh = await signIn(app, 'forger');
    for (let hour = 0; hour < 24; hour += 1) {
      clock.advance(3600);
      await app.inject({ method: 'GET', url: '/api/v1/Auth', headers: bearer(fresh) });
    }
    // Active all along, but past SESSION_MAX_HOURS (24): the absolute expiry ends it.
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/Auth', headers: bearer(fresh) })).statusCode,
    ).toBe(401);
  });
});

describe('POST /System/Login', () => {
  it('signs in staff only', async () => {
    await createUser(database.db, { account: 'clerk', permissions: ['vendors:audit'] });
    await createUser(database.db, { account: 'buyer' });
    const staff = await app.inject({
      method: 'POST',
      url: '/api/v1/System/Login',
      payload: { account: 'clerk', password: defaultPassword },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().user.permissions).toEqual(['vendors:audit']);
    const member = await app.inject({
      method: 'POST',
      url: '/api/v1/System/Login',
      payload: { account: 'buyer', password: defaultPassword },
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().errors[0].code).toBe('NOT_STAFF');
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    await createUser(database.db, { account: 'proxied' });
    const forwarded = (target: FastifyInstance, xff: string) =>
      target.inject({
        method: 'POST',
        url: '/api/v1/Auth/Login',
        payload: { account: 'proxied', password: defaultPassword },
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': xff },
      });

    const direct = await forwarded(app, '198.51.100.7');
    const seenDirect = await app.inject({
      method: 'GET',
      url: '/api/v1/Auth',
      headers: bearer(direct.json().token),
    });
    expect(seenDirect.json().session.ip).toBe('192.0.2.50');

    const behindProxy = await buildTestApp(database, {
      clock,
      env: { CAPTCHA_ENABLED: 'false', TRUST_PROXY: 'true' },
    });
    const viaProxy = await forwarded(behindProxy, '198.51.100.7');
    const seenViaProxy = await behindProxy.inject({
      method: 'GET',
      url: '/api/v1/Auth',
      headers: bearer(viaProxy.json().token),
    });
    expect(seenViaProxy.json().session.ip).toBe('198.51.100.7');
    await behindProxy.close();
  });
});
