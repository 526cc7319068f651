import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fallbackConfiguration } from '../../../lib/configuration';
import { getStoredUser } from '../../../lib/session';
import { type ApiCall, apiError, mockApi, signedInUser } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const pdpaLabel = '我已閱讀並同意《個人資料蒐集告知聲明》及《隱私權政策》';

function signupRoutes(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'POST Auth/Signup/Send': { body: { sent: true, expiresInSeconds: 600 } },
    'POST Auth/Signup/Verify': ({ body }: ApiCall) =>
      (body as { code: string }).code === '123456'
        ? { body: { ticket: 'ticket-1', expiresAt: new Date().toISOString() } }
        : apiError(400, { code: 'CODE_INVALID', message: '驗證碼錯誤。', field: 'code' }),
    'POST Auth/Check': ({ body }: ApiCall) => ({
      body: { available: (body as { account: string }).account !== 'taken' },
    }),
    'POST Auth/Signup': {
      body: { token: 'new-token', expiresAt: new Date().toISOString(), user: signedInUser },
    },
    ...overrides,
  });
}

async function reachDetails() {
  await userEvent.type(await screen.findByLabelText('電子郵件'), 'ming@example.test');
  await userEvent.click(screen.getByRole('button', { name: '寄送驗證碼' }));
  await userEvent.type(await screen.findByLabelText('驗證碼'), '１２３ ４５６');
  await userEvent.click(screen.getByRole('button', { name: '驗證' }));
  await screen.findByRole('heading', { name: '第 3 步，共 3 步：帳號資料' });
}

async function fillDetails(account = 'ming') {
  await userEvent.type(screen.getByLabelText('帳號'), account);
  await userEvent.type(screen.getByLabelText('姓名'), '王小明');
  await userEvent.type(screen.getByLabelText('密碼'), 'quiet harbour lantern');
  await userEvent.type(screen.getByLabelText('再次輸入密碼'), 'quiet harbour lantern');
}

// Each test walks several steps of the whole page under jsdom: seconds each, more on a busy machine.
describe('register page', { timeout: 15_000 }, () => {
  // The page loads lazily: its first load (seconds on a busy machine) happens here, not in a test.
  beforeAll(async () => {
    await Promise.all([import('./register-page')]);
  }, 60_000);

  it('goes e-mail → code → details, and a wrong code is shown on the code field', async () => {
    const api = signupRoutes();
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: '第 1 步，共 3 步：電子郵件' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('電子郵件'), 'ming@example.test');
    await userEvent.click(screen.getByRole('button', { name: '寄送驗證碼' }));

    expect(await screen.findByRole('heading', { name: '第 2 步，共 3 步：驗證信箱' })).toBeTruthy();
    expect(screen.getByText('驗證碼已寄至 ming@example.test，請到信箱查看。')).toBeTruthy();
    expect(screen.getByText('驗證碼 10:00 後失效。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '60 秒後可重新發送' })).toHaveProperty('disabled', true);

    await userEvent.type(screen.getByLabelText('驗證碼'), '000000');
    await userEvent.click(screen.getByRole('button', { name: '驗證' }));
    expect(await screen.findByText('驗證碼錯誤。')).toBeTruthy();
    expect(screen.getByLabelText('驗證碼').getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(screen.getByLabelText('驗證碼'));
    await userEvent.type(screen.getByLabelText('驗證碼'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '驗證' }));
    expect(await screen.findByRole('heading', { name: '第 3 步，共 3 步：帳號資料' })).toBeTruthy();
    expect(api.callsTo('POST Auth/Signup/Send')[0]?.body).toEqual({ email: 'ming@example.test' });
  });

  it('requires the unticked personal data consent, then signs up and lands on the dashboard', async () => {
    const api = signupRoutes();
    const { location } = renderApp('/register?returnUrl=%2Fmember');
    await reachDetails();
    expect(api.callsTo('POST Auth/Signup/Verify')[0]?.body).toEqual({
      email: 'ming@example.test',
      code: '123456',
    });
    expect(screen.getByRole('region', { name: '個人資料蒐集告知聲明' }).textContent).toContain(
      '五、您的權利',
    );
    const consent = screen.getByRole('checkbox', { name: pdpaLabel });
    expect(consent).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: /活動與產業資訊/ })).toHaveProperty('checked', false);

    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));
    expect(await screen.findByText('請閱讀並勾選同意個人資料蒐集告知聲明及隱私權政策。')).toBeTruthy();
    expect(api.callsTo('POST Auth/Signup')).toHaveLength(0);

    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.callsTo('POST Auth/Signup')[0]?.body).toEqual({
      ticket: 'ticket-1',
      account: 'ming',
      password: 'quiet harbour lantern',
      name: '王小明',
      pdpaConsent: true,
      pdpaVersion: '2026-11',
      marketingConsent: false,
      language: 'zh-Hant',
    });
    expect(getStoredUser()).toMatchObject({ token: 'new-token', name: '王小明' });
  });

  it('checks the account name on leaving the field and checks the password rules', async () => {
    signupRoutes();
    renderApp('/register');
    await reachDetails();
    await userEvent.type(screen.getByLabelText('帳號'), 'taken');
    await userEvent.tab();
    expect(await screen.findByText('此帳號已被使用，請換一個。')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('帳號'));
    await userEvent.type(screen.getByLabelText('帳號'), 'ming');
    await userEvent.tab();
    expect(await screen.findByText('此帳號可以使用。')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('密碼'), 'ming2026!');
    expect(screen.getByText('密碼強度：弱')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('手機號碼（選填）'), '0812');
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));
    expect(await screen.findByText('密碼不可包含帳號名稱。')).toBeTruthy();
    expect(screen.getByText('請輸入有效的手機號碼，例如 0912-345-678。')).toBeTruthy();
  });

  it('puts the server’s field errors on the fields', async () => {
    signupRoutes({
      'POST Auth/Signup': apiError(
        400,
        { code: 'ACCOUNT_TAKEN', message: '此帳號已被使用。', field: 'account' },
        {
          code: 'PASSWORD_TOO_COMMON',
          message: '這個密碼太常見，請換一個不易猜到的密碼。',
          field: 'password',
        },
        {
          code: 'FIELD_INVALID_MOBILE',
          message: '請輸入有效的手機號碼，例如 0912-345-678。',
          field: 'mobile',
        },
      ),
    });
    renderApp('/register');
    await reachDetails();
    await fillDetails();
    await userEvent.click(screen.getByRole('checkbox', { name: pdpaLabel }));
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));

    expect(await screen.findByText('此帳號已被使用。')).toBeTruthy();
    expect(screen.getByLabelText('帳號').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('這個密碼太常見，請換一個不易猜到的密碼。')).toBeTruthy();
    expect(screen.getByLabelText('手機號碼（選填）').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts again when the verified e-mail’s ticket has expired', async () => {
    signupRoutes({
      'POST Auth/Signup': apiError(400, {
        code: 'TICKET_INVALID',
        message: '此步驟已失效，請從頭再試一次。',
        field: 'ticket',
      }),
    });
    renderApp('/register');
    await reachDetails();
    await fillDetails();
    await userEvent.click(screen.getByRole('checkbox', { name: pdpaLabel }));
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('此步驟已失效，請從頭再試一次。')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: '重新開始' }));
    expect(await screen.findByRole('heading', { name: '第 1 步，共 3 步：電子郵件' })).toBeTruthy();
    expect((screen.getByLabelText('電子郵件') as HTMLInputElement).value).toBe('ming@example.test');
  });

  it('signs up with the configured notice, showing its text and sending its version', async () => {
    const api = signupRoutes({
      'GET Configuration': {
        body: {
          ...fallbackConfiguration,
          privacyNoticeZh: '本協會自訂之個人資料告知事項。\n第二段說明。',
          privacyNoticeVersion: '2027-03',
        },
      },
    });
    renderApp('/register');
    await reachDetails();
    const notice = screen.getByRole('region', { name: '個人資料蒐集告知聲明' });
    expect(notice.textContent).toContain('本協會自訂之個人資料告知事項。');
    expect(notice.textContent).not.toContain('五、您的權利');
    await fillDetails();
    await userEvent.click(screen.getByRole('checkbox', { name: pdpaLabel }));
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));
    await waitFor(() => expect(api.callsTo('POST Auth/Signup')).toHaveLength(1));
    expect(api.callsTo('POST Auth/Signup')[0]?.body).toMatchObject({ pdpaVersion: '2027-03' });
  });

  it('shows a sign-up closed notice with the contact details instead of the form', async () => {
    const api = signupRoutes({
      'GET Configuration': {
        body: {
          ...fallbackConfiguration,
          signupOpen: false,
          contactEmail: 'service@association.example',
          contactPhone: '02-2345-6789',
        },
      },
    });
    renderApp('/register');
    expect(await screen.findByText('目前暫停開放註冊')).toBeTruthy();
    expect(screen.queryByLabelText('電子郵件')).toBeNull();
    expect(screen.getByRole('link', { name: 'service@association.example' }).getAttribute('href')).toBe(
      'mailto:service@association.example',
    );
    expect(screen.getByRole('link', { name: '02-2345-6789' }).getAttribute('href')).toBe('tel:0223456789');
    expect(screen.getByRole('link', { name: '前往登入' })).toBeTruthy();
    expect(api.callsTo('POST Auth/Signup/Send')).toHaveLength(0);
  });

  it('fills in the invited address and returns to the invitation after signing up', async () => {
    signupRoutes();
    const { location } = renderApp(
      `/register?${new URLSearchParams({ email: 'invited@example.tw', returnUrl: '/invitation' })}`,
    );
    expect(await screen.findByDisplayValue('invited@example.tw')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '寄送驗證碼' }));
    await userEvent.type(await screen.findByLabelText('驗證碼'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '驗證' }));
    await screen.findByRole('heading', { name: '第 3 步，共 3 步：帳號資料' });
    await fillDetails();
    await userEvent.click(screen.getByRole('checkbox', { name: pdpaLabel }));
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));
    await waitFor(() => expect(location()).toBe('/invitation'));
  });
});
