import { expect, type Page } from '@playwright/test';
import { readLatestCode } from './outbox';

export interface TestUser {
  account: string;
  email: string;
  password: string;
  name: string;
  /** The address the seed helpers send as, so seeding does not use up the browser's rate limits. */
  address: string;
}

const randomOctet = () => Math.floor(Math.random() * 254) + 1;

/** A member nobody has used yet (specs run in parallel against one server). */
export function newTestUser(prefix: string): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    account: `${prefix}-${id}`,
    email: `${prefix}-${id}@example.test`,
    password: `quiet harbour ${id} lantern`,
    name: `測試 ${prefix}`,
    address: `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
  };
}

/** Signs a member up through the API (e-mail, code from the outbox, account), as a seed for a journey. */
export async function signUpThroughApi(page: Page, user: TestUser): Promise<void> {
  const headers = { 'x-forwarded-for': user.address };
  const since = new Date(Date.now() - 1000);
  const send = await page.request.post('/api/v1/Auth/Signup/Send', { headers, data: { email: user.email } });
  expect(send.status(), await send.text()).toBe(200);
  const code = await readLatestCode(user.email, since);
  const verify = await page.request.post('/api/v1/Auth/Signup/Verify', {
    headers,
    data: { email: user.email, code },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  const { ticket } = (await verify.json()) as { ticket: string };
  const signup = await page.request.post('/api/v1/Auth/Signup', {
    headers,
    data: {
      ticket,
      account: user.account,
      password: user.password,
      name: user.name,
      pdpaConsent: true,
      pdpaVersion: '2026-11',
      marketingConsent: false,
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
}

/**
 * Signs in through the API and stores the session the way the login page does (`portal.user` in
 * sessionStorage), once, before the app's scripts run; later reloads keep whatever the app did with it.
 */
export async function signInThroughApi(page: Page, user: Pick<TestUser, 'account' | 'password' | 'address'>) {
  const response = await page.request.post('/api/v1/Auth/Login', {
    headers: { 'x-forwarded-for': user.address },
    data: { account: user.account, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const result = (await response.json()) as { token: string; user: Record<string, unknown> };
  const stored = { token: result.token, ...result.user };
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e.seeded')) return;
    window.sessionStorage.setItem('e2e.seeded', '1');
    window.sessionStorage.setItem('portal.user', JSON.stringify(value));
  }, stored);
  return stored;
}
