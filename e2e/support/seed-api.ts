import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { newTestUser, signUpThroughApi, type TestUser } from './users';

/** The first administrator the e2e server creates (playwright.config.ts: ADMIN_PASSWORD); every permission. */
export const administrator = { account: 'admin', password: 'e2e-Admin-Password-1' } as const;

/** The administrator signing in from an address of its own, so journeys do not share a rate limit. */
export function administratorFromNewAddress() {
  return { ...administrator, address: newTestUser('admin').address };
}

/** A valid 統一編號 nobody used yet (weights 1,2,1,2,1,2,4,1; the digit sums divisible by 5). */
export function freshUbn(): string {
  for (;;) {
    const digits = String(30_000_000 + Math.floor(Math.random() * 60_000_000))
      .split('')
      .map(Number);
    const weights = [1, 2, 1, 2, 1, 2, 4, 1];
    const sum = digits.reduce((total, digit, index) => {
      const product = digit * (weights[index] ?? 1);
      return total + Math.floor(product / 10) + (product % 10);
    }, 0);
    if (sum % 5 === 0) return digits.join('');
  }
}

/** A bearer token for seeding through the API, signed in from the given address. */
export async function apiToken(
  request: APIRequestContext,
  user: { account: string; password: string },
  address: string,
): Promise<string> {
  let response: APIResponse | undefined;
  // Seeding signs several people in from one address: the sign-in limit may ask for a second's wait.
  await expect
    .poll(
      async () => {
        response = await request.post('/api/v1/Auth/Login', {
          headers: { 'x-forwarded-for': address },
          data: { account: user.account, password: user.password },
        });
        return response.status();
      },
      { intervals: [1_000], timeout: 15_000 },
    )
    .not.toBe(429);
  if (!response) throw new Error('no sign-in answer');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Signs the owner up, then has the administrator register a vendor (a fresh 統一編號) with them as its
 * owner. Answers the vendor and both tokens, for the journey's further seeding.
 */
export async function vendorWithOwner(page: Page, owner: TestUser, name: string) {
  await signUpThroughApi(page, owner);
  const adminToken = await apiToken(page.request, administrator, owner.address);
  const ownerToken = await apiToken(page.request, owner, owner.address);
  const me = await page.request.get('/api/v1/Auth', { headers: { authorization: `Bearer ${ownerToken}` } });
  const ownerId = ((await me.json()) as { user: { id: string } }).user.id;
  const ubn = freshUbn();
  const created = await page.request.post('/api/v1/Vendor/Create', {
    headers: { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': owner.address },
    data: {
      ubn,
      owner: { userId: ownerId },
      company: {
        name,
        address: '臺北市中正區重慶南路一段122號',
        phone: '02-2345-6789',
        representative: '林大明',
        contact: { name: owner.name, email: owner.email, mobile: '0912-345-678' },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  return { id, ubn, ownerId, adminToken, ownerToken };
}
