import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, defaultPassword, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { socialIdentities } from '../../db/schema';

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

const socialLogin = (provider: 'Google' | 'Facebook', token: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/Auth/Login/${provider}`,
    payload: { token },
    remoteAddress: someAddress(),
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
    const again = await socialLogin('Google', await googleToken({ sub: 'g-100', email: 'lin@gmail.test' }));
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
