import type { Page } from '@playwright/test';

/** What the login page will store once sign-in exists (`portal.user` in sessionStorage). */
export const fakeUser = { token: 'e2e-fake-token', name: 'E2E 測試員', account: 'e2e-user' };

/**
 * Puts a signed-in user into sessionStorage before any page script runs. There is no sign-in yet
 * (it arrives with the identity feature), so these shell tests fake the stored session the guard
 * reads; once `POST /Auth/Login` exists, sign in through the API instead.
 */
export async function useFakeSession(page: Page): Promise<void> {
  await page.addInitScript((user) => {
    window.sessionStorage.setItem('portal.user', JSON.stringify(user));
  }, fakeUser);
}
