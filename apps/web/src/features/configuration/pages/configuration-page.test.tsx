import type { Configuration } from '@portal/contracts/configuration';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fallbackConfiguration } from '../../../lib/configuration';
import { type ApiCall, apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const administrator = { ...testUser, permissions: ['config:write'] };
const current: Configuration = {
  ...fallbackConfiguration,
  siteNameZh: '供應商會員平台',
  contactEmail: 'service@association.example',
  googleClientId: 'google-client.apps.googleusercontent.com',
  facebookAppId: null,
  updatedTime: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
};
const {
  googleClientId: _google,
  facebookAppId: _facebook,
  updatedTime: _updated,
  captchaAvailable: _available,
  ...editable
} = current;

/** The server's PUT: answers what it was given, saved now. */
const saving = (call: ApiCall) => ({
  body: { ...current, ...(call.body as object), updatedTime: new Date().toISOString() },
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) =>
  field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent;

async function openPage(routes: Parameters<typeof mockApi>[0] = {}) {
  // The server keeps what was saved: a later read answers it.
  let stored = current;
  const api = mockApi({
    'GET Configuration': () => ({ body: stored }),
    'PUT Configuration': (call) => {
      const reply = saving(call);
      stored = reply.body;
      return reply;
    },
    ...routes,
  });
  renderApp('/configuration', { user: administrator });
  expect(await screen.findByRole('heading', { level: 1, name: '系統設定' })).toBeTruthy();
  await screen.findByDisplayValue('service@association.example');
  return api;
}

// Role queries over the whole signed-in layout are slow under jsdom; these tests mostly find elements by
// their label or text.
describe('configuration page', { timeout: 15_000 }, () => {
  // The page loads lazily: its first load (seconds on a busy machine) happens here, not in a test.
  beforeAll(async () => {
    await Promise.all([import('./configuration-page'), import('../../../lib/locales/zh-hant-configuration')]);
  }, 60_000);

  it('shows the settings by section, the social ids as text from the environment, and saves a change', async () => {
    const api = await openPage();
    const sections = [...document.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(sections).toEqual([
      '網站',
      '聯絡資訊',
      '註冊與登入',
      '個人資料蒐集告知聲明',
      '金額格式',
      '操作紀錄',
    ]);
    expect(screen.getByText('3 天前', { exact: false })).toBeTruthy();
    expect(screen.getByText('google-client.apps.googleusercontent.com')).toBeTruthy();
    expect(screen.getByText('未設定')).toBeTruthy();
    expect(screen.getByText(/由伺服器的環境變數/)).toBeTruthy();
    expect(screen.queryByLabelText('Google 用戶端 ID')).toBeNull();
    expect(field('開放註冊').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText('點（規格預設） · 範例：1.234.567,89')).toHaveProperty('checked', true);

    await userEvent.clear(field('網站名稱（中文）'));
    await userEvent.type(field('網站名稱（中文）'), '臺灣供應商協會');
    await userEvent.click(screen.getByLabelText(/逗號/));
    await userEvent.click(screen.getByText('儲存設定'));

    expect(await screen.findByText('資訊: 設定已儲存。')).toBeTruthy();
    expect(api.callsTo('PUT Configuration')[0]?.body).toEqual({
      ...editable,
      siteNameZh: '臺灣供應商協會',
      currencyGroupSeparator: ',',
    });
    // The saved configuration is what the app shows from now on, without waiting for another read.
    expect(await screen.findByText(/最後更新：剛剛/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("checks the fields with the contract's rules before saving", async () => {
    const api = await openPage();
    await userEvent.clear(field('網站名稱（英文）'));
    await userEvent.type(field('標誌圖片網址'), 'http://insecure.example/logo.png');
    await userEvent.clear(field('聯絡電子郵件'));
    await userEvent.type(field('聯絡電子郵件'), 'not-an-address');
    await userEvent.clear(field('告知聲明版本'));
    await userEvent.type(field('告知聲明版本'), '2027 年版');
    await userEvent.clear(field('操作紀錄保存天數'));
    await userEvent.type(field('操作紀錄保存天數'), '10');
    await userEvent.click(screen.getByText('儲存設定'));

    await waitFor(() => expect(errorOf('網站名稱（英文）')).toBe('請輸入 1–60 字的網站名稱。'));
    expect(errorOf('標誌圖片網址')).toBe('請輸入 https:// 開頭的網址或以 / 開頭的本站路徑，或留空。');
    expect(errorOf('聯絡電子郵件')).toBe('請輸入有效的電子郵件，或留空。');
    expect(errorOf('告知聲明版本')).toBe('請輸入 1–20 個字元，限英文字母、數字及 . _ -。');
    expect(errorOf('操作紀錄保存天數')).toBe('請輸入 30 到 3650 之間的整數。');
    expect(api.callsTo('PUT Configuration')).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    await openPage({
      'PUT Configuration': apiError(400, {
        code: 'FIELD_INVALID_FORMAT',
        message: '格式不正確。',
        field: 'contactAddress',
      }),
    });
    await userEvent.type(field('聯絡地址'), '台北市');
    await userEvent.click(screen.getByText('儲存設定'));
    await waitFor(() => expect(errorOf('聯絡地址')).toBe('格式不正確。'));
    expect(screen.queryByText('資訊: 設定已儲存。')).toBeNull();
  });

  it('asks before closing sign-up or changing the notice version, and saves nothing when cancelled', async () => {
    const api = await openPage();
    await userEvent.click(field('開放註冊'));
    await userEvent.clear(field('告知聲明版本'));
    await userEvent.type(field('告知聲明版本'), '2027-01');
    await userEvent.click(screen.getByText('儲存設定'));

    let dialog = await screen.findByRole('dialog', { name: '確定要儲存這些變更嗎？' });
    expect(within(dialog).getByText(/暫停開放註冊/)).toBeTruthy();
    expect(
      within(dialog).getByText('告知聲明版本由「2026-11」改為「2027-01」：之後的註冊者須同意新版本。'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(api.callsTo('PUT Configuration')).toHaveLength(0);

    await userEvent.click(screen.getByText('儲存設定'));
    // jsdom runs no CSS transitions, so the cancelled dialog stays in the page, closed: take the new one.
    await waitFor(() =>
      expect(screen.getAllByRole('dialog', { name: '確定要儲存這些變更嗎？' })).toHaveLength(2),
    );
    dialog = screen.getAllByRole('dialog', { name: '確定要儲存這些變更嗎？' })[1] as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: '確定儲存' }));
    expect(await screen.findByText('資訊: 設定已儲存。')).toBeTruthy();
    expect(api.callsTo('PUT Configuration')[0]?.body).toMatchObject({
      signupOpen: false,
      privacyNoticeVersion: '2027-01',
    });
  });

  it('warns when the notice text changes but its version does not', async () => {
    await openPage();
    expect(screen.queryByText('您修改了告知聲明內容，但版本未變更。')).toBeNull();
    await userEvent.type(field('告知聲明內容（中文）'), '本協會的告知聲明。');
    expect(await screen.findByText('您修改了告知聲明內容，但版本未變更。')).toBeTruthy();
  });
});

describe('configuration save bar', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./configuration-page'), import('../../../lib/locales/zh-hant-configuration')]);
  }, 60_000);

  it('shows only when something changed, and goes again when the change is undone', async () => {
    await openPage();
    expect(screen.queryByText('儲存設定')).toBeNull();
    await userEvent.type(field('聯絡地址'), '台北市');
    expect(await screen.findByText('儲存設定')).toBeTruthy();
    expect(screen.getByText('有尚未儲存的變更。')).toBeTruthy();
    await userEvent.click(screen.getByText('復原變更'));
    await waitFor(() => expect(screen.queryByText('儲存設定')).toBeNull());
  });
});
