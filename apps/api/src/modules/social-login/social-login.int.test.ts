import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pdpaNoticeVersion } from '@portal/contracts/pdpa';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, defaultPassword, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock, testEnv } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { consents, socialIdentities, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createSessionService } from '../sessions/sessions.service';
import { createVerificationService } from '../verification/verification.service';
import { createSocialLoginService, type SocialSignupSettings } from './social-login.service';

// Local stand-ins for Google's key endpoint and Facebook's Graph API, speaking their documented formats.
const clientId = 'portal-client.apps.googleusercontent.com';
const appId = '1234567890';
const appSecret = 'fb-app-secret';
let googleKeys: Awaited<ReturnType<typeof generateKeyPair>>;
let publicJwk: JWK;
const facebookUsers = new Map<string, { id: string; name: string; email?: string; app?: string }>();

function startServer(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let jwksServer: http.Server;
let graphServer: http.Server;
let database: TestDatabase;
let app: FastifyInstance;
const clock = manualClock(new Date());

beforeAll(async () => {
  googleKeys = await generateKeyPair('RS256');
  publicJwk = { ...(await exportJWK(googleKeys.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  jwksServer = await startServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  graphServer = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph');
    res.setHeader('content-type', 'application/json');
    const user = facebookUsers.get(
      url.searchParams.get(url.pathname === '/debug_token' ? 'input_token' : 'access_token') ?? '',
    );
    if (url.pathname === '/debug_token') {
      const appTokenOk = url.searchParams.get('access_token') === `${appId}|${appSecret}`;
      res.end(
        JSON.stringify({
          data: { is_valid: Boolean(user) && appTokenOk, app_id: user?.app ?? appId, user_id: user?.id },
        }),
      );
    } else if (url.pathname === '/me' && user) {
      res.end(JSON.stringify({ id: user.id, name: user.name, ...(user.email ? { email: user.email } : {}) }));
    } else {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.' } }));
    }
  });
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    clock,
    env: {
      CAPTCHA_ENABLED: 'false',
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_JWKS_URL: `${urlOf(jwksServer)}/oauth2/v3/certs`,
      FACEBOOK_APP_ID: appId,
      FACEBOOK_APP_SECRET: appSecret,
      FACEBOOK_GRAPH_URL: urlOf(graphServer),
    },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  jwksServer.close();
  graphServer.close();
});

function googleToken(
  claims: Record<string, unknown>,
  options: { audience?: string; issuer?: string; expiresIn?: string } = {},
) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? clientId)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(googleKeys.privateKey);
}

/** What the web app sends once the person has agreed to the notice in its dialog. */
const consent = { pdpaConsent: true, pdpaVersion: pdpaNoticeVersion } as const;

const socialLogin = (
  provider: 'Google' | 'Facebook',
  token: string,
  extra: Record<string, unknown> = consent,
  remoteAddress = someAddress(),
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/Auth/Login/${provider}`,
    payload: { token, ...extra },
    remoteAddress,
  });

const countRows = async () => ({
  users: (await database.db.select({ id: users.id }).from(users)).length,
  identities: (await database.db.select({ subject: socialIdentities.subject }).from(socialIdentities)).length,
  consents: (await database.db.select({ id: consents.id }).from(consents)).length,
});

describe('Google sign-in', () => {
  it('creates an account for a new person and signs the same person in next time', async () => {
    const token = await googleToken({ sub: 'g-100', email: 'Lin@Gmail.test', name: '林小華' });
    const first = await socialLogin('Google', token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'signed-in',
      user: { name: '林小華', email: 'lin@gmail.test', emailVerified: true },
    });
    const again = await socialLogin(
      'Google',
      await googleToken({ sub: 'g-100', email: 'lin@gmail.test' }),
      {},
    );
    expect(again.json().user.id).toBe(first.json().user.id);
    const me = await app.inject({ method: 'GET', url: '/api/v1/Auth', headers: bearer(again.json().token) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a token for another client id, another issuer, an expired one, or a foreign signature', async () => {
    const other = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ sub: 'g-1' })
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(clientId)
      .setExpirationTime('1h')
      .sign(other.privateKey);
    const tokens = [
      await googleToken({ sub: 'g-1' }, { audience: 'someone-elses-app.apps.googleusercontent.com' }),
      await googleToken({ sub: 'g-1' }, { issuer: 'https://evil.example' }),
      await googleToken({ sub: 'g-1' }, { expiresIn: '-1m' }),
      foreign,
    ];
    for (const token of tokens) {
      const response = await socialLogin('Google', token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'SOCIAL_TOKEN_INVALID', field: 'token' });
    }
  });

  it('never takes over an existing account: its owner links it by signing in with the password', async () => {
    const owner = await createUser(database.db, { account: 'owner', email: 'owner@example.test' });
    const response = await socialLogin(
      'Google',
      await googleToken({ sub: 'g-owner', email: 'owner@example.test' }),
      {},
    );
    expect(response.json()).toMatchObject({ status: 'link-required', account: 'owner' });
    expect(response.json().token).toBeUndefined();
    const { linkTicket } = response.json();

    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/v1/Auth/Login',
      payload: { account: 'owner', password: 'not the password', token: linkTicket },
      remoteAddress: someAddress(),
    });
    expect(wrongPassword.statusCode).toBe(401);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v1/Auth/Login',
      payload: { account: 'owner', password: defaultPassword, token: linkTicket },
      remoteAddress: someAddress(),
    });
    expect(confirmed.statusCode).toBe(200);
    const linked = await socialLogin(
      'Google',
      await googleToken({ sub: 'g-owner', email: 'owner@example.test' }),
      {},
    );
    expect(linked.json()).toMatchObject({ status: 'signed-in', user: { id: owner.id } });
  });
});

describe('Facebook sign-in', () => {
  it('signs in with a token the Graph API vouches for', async () => {
    facebookUsers.set('fb-token-1', { id: 'fb-1', name: 'Chen Wei', email: 'chen@fb.test' });
    const response = await socialLogin('Facebook', 'fb-token-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'signed-in',
      user: { name: 'Chen Wei', email: 'chen@fb.test' },
    });
    const rows = await database.db.select().from(socialIdentities);
    expect(rows.some((row) => row.provider === 'facebook' && row.subject === 'fb-1')).toBe(true);
  });

  it('refuses a token issued to another app, and an unknown token', async () => {
    facebookUsers.set('fb-token-other-app', { id: 'fb-2', name: 'X', app: '999' });
    for (const token of ['fb-token-other-app', 'fb-token-unknown']) {
      const response = await socialLogin('Facebook', token);
      expect(response.json().errors[0].code).toBe('SOCIAL_TOKEN_INVALID');
    }
  });
});

describe('PDPA consent of a social sign-up', () => {
  it('creates nothing for a new person without the consent, and answers PDPA_CONSENT_REQUIRED', async () => {
    const before = await countRows();
    const token = await googleToken({ sub: 'g-new-1', email: 'new1@gmail.test', name: '新朋友' });
    for (const extra of [{}, { marketingConsent: true }, { pdpaVersion: pdpaNoticeVersion }]) {
      const response = await socialLogin('Google', token, extra);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ code: 'PDPA_CONSENT_REQUIRED', field: 'pdpaConsent' }),
      ]);
      expect(response.json().token).toBeUndefined();
    }
    facebookUsers.set('fb-token-new', { id: 'fb-new', name: 'New Person', email: 'new@fb.test' });
    expect((await socialLogin('Facebook', 'fb-token-new', {})).json().errors[0].code).toBe(
      'PDPA_CONSENT_REQUIRED',
    );
    expect(await countRows()).toEqual(before);
  });

  it('creates the account with the consent rows (version, time, address) when the same token comes back with it', async () => {
    const token = await googleToken({ sub: 'g-new-2', email: 'new2@gmail.test', name: '同意者' });
    expect((await socialLogin('Google', token, {})).statusCode).toBe(400);
    const response = await socialLogin('Google', token, { ...consent, marketingConsent: true }, '10.9.8.7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'signed-in', user: { email: 'new2@gmail.test' } });
    const rows = await database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, response.json().user.id))
      .orderBy(consents.kind);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'marketing',
        version: pdpaNoticeVersion,
        granted: true,
        ip: '10.9.8.7',
        createdAt: clock.now(),
      }),
      expect.objectContaining({
        kind: 'pdpa',
        version: pdpaNoticeVersion,
        granted: true,
        ip: '10.9.8.7',
        createdAt: clock.now(),
      }),
    ]);
  });

  it('records marketing as not granted when it is left out (Facebook)', async () => {
    facebookUsers.set('fb-token-quiet', { id: 'fb-quiet', name: 'Quiet', email: 'quiet@fb.test' });
    const response = await socialLogin('Facebook', 'fb-token-quiet');
    expect(response.statusCode).toBe(200);
    const rows = await database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, response.json().user.id));
    expect(rows.map((row) => [row.kind, row.granted]).sort()).toEqual([
      ['marketing', false],
      ['pdpa', true],
    ]);
  });

  it('never asks a person whose identity is already linked', async () => {
    const first = await socialLogin(
      'Google',
      await googleToken({ sub: 'g-known', email: 'known@gmail.test' }),
    );
    expect(first.statusCode).toBe(200);
    const before = await countRows();
    const again = await socialLogin(
      'Google',
      await googleToken({ sub: 'g-known', email: 'known@gmail.test' }),
      {},
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'signed-in', user: { id: first.json().user.id } });
    // A consent sent along anyway changes nothing for a known person.
    const withConsent = await socialLogin('Google', await googleToken({ sub: 'g-known' }), consent);
    expect(withConsent.json().user.id).toBe(first.json().user.id);
    expect(await countRows()).toEqual(before);
  });

  it('refuses the consent to another version of the notice, and a consent that is not true', async () => {
    const before = await countRows();
    const token = await googleToken({ sub: 'g-old-notice', email: 'old@gmail.test' });
    const oldVersion = await socialLogin('Google', token, { pdpaConsent: true, pdpaVersion: '2020-01' });
    expect(oldVersion.statusCode).toBe(400);
    expect(oldVersion.json().errors[0]).toMatchObject({
      code: 'PDPA_CONSENT_REQUIRED',
      field: 'pdpaConsent',
    });
    const notTrue = await socialLogin('Google', token, {
      pdpaConsent: false,
      pdpaVersion: pdpaNoticeVersion,
    });
    expect(notTrue.statusCode).toBe(400);
    expect(notTrue.json().errors[0]).toMatchObject({ code: 'PDPA_CONSENT_REQUIRED', field: 'pdpaConsent' });
    expect(await countRows()).toEqual(before);
  });

  it('still answers link-required, without asking for consent, when the e-mail has an account', async () => {
    await createUser(database.db, { account: 'holder', email: 'holder@example.test' });
    const before = await countRows();
    const response = await socialLogin(
      'Google',
      await googleToken({ sub: 'g-holder', email: 'holder@example.test' }),
      {},
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'link-required', account: 'holder' });
    expect(await countRows()).toEqual(before);
  });
});

describe('configured sign-up settings', () => {
  // The service as the app composes it once given the configuration; a stand-in provider vouches for
  // whatever subject the token names.
  let settings: SocialSignupSettings;
  const configuredService = () => {
    const key = new TextEncoder().encode(testEnv().JWT_SECRET ?? '');
    return createSocialLoginService({
      db: database.db,
      clock,
      sessions: createSessionService({
        db: database.db,
        key,
        clock,
        settings: { idleMinutes: 120, maxHours: 24 },
      }),
      verification: createVerificationService({ db: database.db, clock, key: 'test-key' }),
      verifiers: {
        google: async (token) => ({ provider: 'google', subject: token, email: null, name: 'Configured' }),
      },
      settings: async () => settings,
    });
  };
  const origin = { ip: '10.7.7.7', language: 'zh-Hant' } as const;
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'signed-in',
      (error: unknown) => (error instanceof AppError ? error.details[0].code : String(error)),
    );

  it('asks for the consent to the configured notice version, not the bundled one', async () => {
    settings = { signupOpen: true, privacyNoticeVersion: '2027-03' };
    const social = configuredService();
    expect(await codeOf(social.signIn('google', { token: 'cfg-subject-1', ...consent }, origin))).toBe(
      'PDPA_CONSENT_REQUIRED',
    );
    const result = await social.signIn(
      'google',
      { token: 'cfg-subject-1', pdpaConsent: true, pdpaVersion: '2027-03' },
      origin,
    );
    if (result.status !== 'signed-in') throw new Error('expected a sign-in');
    const rows = await database.db.select().from(consents).where(eq(consents.userId, result.user.id));
    expect(rows.map((row) => [row.kind, row.version, row.ip]).sort()).toEqual([
      ['marketing', '2027-03', '10.7.7.7'],
      ['pdpa', '2027-03', '10.7.7.7'],
    ]);
  });

  it('creates no account while sign-up is closed, but still signs in a linked person', async () => {
    settings = { signupOpen: true, privacyNoticeVersion: pdpaNoticeVersion };
    const social = configuredService();
    await social.signIn('google', { token: 'cfg-linked', ...consent }, origin);
    settings = { signupOpen: false, privacyNoticeVersion: pdpaNoticeVersion };
    const before = await countRows();
    expect(await codeOf(social.signIn('google', { token: 'cfg-newcomer', ...consent }, origin))).toBe(
      'SIGNUP_CLOSED',
    );
    expect(await codeOf(social.signIn('google', { token: 'cfg-linked' }, origin))).toBe('signed-in');
    expect((await countRows()).users).toBe(before.users);
  });
});

describe('not configured', () => {
  it('answers 404 SOCIAL_LOGIN_DISABLED', async () => {
    const plain = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
    const response = await plain.inject({
      method: 'POST',
      url: '/api/v1/Auth/Login/Google',
      payload: { token: 'x'.repeat(20) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('SOCIAL_LOGIN_DISABLED');
    await plain.close();
  });
});
