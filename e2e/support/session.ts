import type { Page } from '@playwright/test';

/** A stored session whose token the server does not know (`portal.user` in sessionStorage). */
export const fakeUser = { token: 'e2e-fake-token', name: 'E2E 測試員', account: 'e2e-user' };

/**
 * Puts a made-up signed-in user into sessionStorage before any page script runs. Enough for the shell's
 * pages that call no API (the guard only reads the stored session); a page that calls the API gets a 401
 * and is sent to sign in, so journeys through real pages sign in with `signInThroughApi` (users.ts).
 * The shell itself asks two things on every signed-in page, the bell's unread counts (announcements and
 * notifications); this answers them (none unread), since the server would end the made-up session with a 401.
 */
export async function useFakeSession(page: Page): Promise<void> {
  await page.route('**/api/v1/News/Unread', (route) => route.fulfill({ json: { unreadCount: 0 } }));
  await page.route('**/api/v1/Notifications/Unread', (route) => route.fulfill({ json: { unreadCount: 0 } }));
  await page.addInitScript((user) => {
    window.sessionStorage.setItem('portal.user', JSON.stringify(user));
  }, fakeUser);
}
