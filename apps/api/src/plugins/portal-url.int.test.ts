import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, someAddress } from '../../test/identity-fixtures';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { outboxMessages } from '../db/schema';

let database: TestDatabase;
/** A local install: PUBLIC_URL unset, not production. */
let localApp: FastifyInstance;
/** Production behind a proxy, at PUBLIC_URL and one more allowed address. */
let productionApp: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  localApp = await buildTestApp(database, {
    env: { CAPTCHA_ENABLED: 'false', PUBLIC_URL: '', NODE_ENV: 'development' },
  });
  productionApp = await buildTestApp(database, {
    env: {
      CAPTCHA_ENABLED: 'false',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://portal.example.tw',
      PUBLIC_URL_ALLOWED_ORIGINS: 'https://members.example.tw',
    },
  });
});
afterAll(async () => {
  await localApp.close();
  await productionApp.close();
  await database.drop();
});

/** Asks for a password-reset mail to `account` through `app`, as a request with these headers. */
async function mailFooterOf(app: FastifyInstance, account: string, headers: Record<string, string>) {
  await createUser(database.db, { account, email: `${account}@example.test` });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/ForgotPassword/Submit',
    payload: { account },
    headers,
    remoteAddress: someAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const [mail] = await database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, `${account}@example.test`))
    .orderBy(desc(outboxMessages.createdAt));
  return mail?.bodyText?.split('\n--\n').at(-1) ?? '';
}

describe('mail links and the request origin', () => {
  it('links a local install’s mail to the address it was reached at', async () => {
    const footer = await mailFooterOf(localApp, 'lan-visitor', { host: '192.168.1.20:8080' });
    expect(footer).toContain('http://192.168.1.20:8080');
    expect(footer).not.toContain('localhost:3000');
  });

  it('never links to a forged Host in production; an allow-listed origin gets its own links', async () => {
    const forged = await mailFooterOf(productionApp, 'forged-host', {
      host: 'attacker.example',
      'x-forwarded-proto': 'https',
    });
    expect(forged).toContain('https://portal.example.tw');
    expect(forged).not.toContain('attacker.example');

    const allowed = await mailFooterOf(productionApp, 'second-site', {
      host: 'members.example.tw',
      'x-forwarded-proto': 'https',
    });
    expect(allowed).toContain('https://members.example.tw');
  });
});
