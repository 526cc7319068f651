import type { Page } from '@playwright/test';
import { fetchGoogleIdToken, type GooglePerson } from '../support/fake-google';
import { expect, test } from '../support/test';

const gisScriptUrl = 'https://accounts.google.com/gsi/client';
// An address the page's Content-Security-Policy allows (connect-src https://accounts.google.com/gsi/):
// the fake script asks it for each credential, and the spec answers from the fake Google.
const credentialUrl = 'https://accounts.google.com/gsi/e2e-credential';

/**
 * Google Identity Services as the page sees it: initialize() keeps the callback, prompt() hands it the
 * credential of the person "choosing their Google account". Only what the portal calls is there.
 */
const fakeGisScript = `
(() => {
  let options;
  window.google = { accounts: { id: {
    initialize: (given) => { options = given; },
    prompt: () => {
      fetch(${JSON.stringify(credentialUrl)})
        .then((response) => response.json())
        .then(({ credential }) => options.callback({ credential, select_by: 'user' }));
    },
  } } };
})();
`;

/** Fakes Google's side in this page; returns how often the GIS script was fetched. */
async function fakeGoogleInBrowser(page: Page, person: GooglePerson): Promise<() => number> {
  let scriptLoads = 0;
  await page.route(gisScriptUrl, (route) => {
    scriptLoads += 1;
    return route.fulfill({ contentType: 'text/javascript', body: fakeGisScript });
  });
  await page.route(credentialUrl, async (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ credential: await fetchGoogleIdToken(person) }),
    }),
  );
  return () => scriptLoads;
}

test('a new person signs up with Google after the personal data consent, and later signs straight in', async ({
  page,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const person: GooglePerson = {
    sub: `google-${id}`,
    email: `google-${id}@example.test`,
    name: `谷歌 ${id}`,
  };
  const scriptLoads = await fakeGoogleInBrowser(page, person);
  const googleSignInStatuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/Auth/Login/Google')) googleSignInStatuses.push(response.status());
  });

  await page.goto('/login');
  const googleButton = page.getByRole('button', { name: '使用 Google 登入' });
  await googleButton.click();

  const dialog = page.getByRole('dialog', { name: '以 Google 建立帳號' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: '個人資料蒐集告知聲明' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: /我已閱讀並同意/ }).check();
  await dialog.getByRole('button', { name: '同意並建立帳號' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(`目前登入：${person.name}`)).toBeVisible();

  await page.getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL('/login');

  await googleButton.click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(`目前登入：${person.name}`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // First time: consent required (400), then the account; second time: signed in at once.
  expect(googleSignInStatuses).toEqual([400, 200, 200]);
  // Google's script came once, on the first click, and served both sign-ins.
  expect(scriptLoads()).toBe(1);
});
