import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Each test walks several steps of the whole page under jsdom: seconds each, more on a busy machine.
describe('forgot password page', { timeout: 15_000 }, () => {
  it('goes account → code → new password → done, then to sign-in', async () => {
    const api = mockApi({
      'POST ForgotPassword/Submit': { body: { accepted: true } },
      'POST ForgotPassword/Verify': { body: { ticket: 'reset-ticket', expiresAt: new Date().toISOString() } },
      'POST ForgotPassword/Change': { body: { accepted: true } },
      'GET Auth/Login': {
        body: { token: 't', image: '', expiresAt: new Date().toISOString(), required: false },
      },
    });
    const { location } = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: '第 1 步，共 4 步：帳號' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('帳號或電子郵件'), 'ming');
    await userEvent.click(screen.getByRole('button', { name: '寄送驗證碼' }));

    expect(await screen.findByText('如果這個帳號存在，驗證碼已寄到它的電子郵件信箱。')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('驗證碼'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '驗證' }));

    expect(await screen.findByRole('heading', { name: '第 3 步，共 4 步：新密碼' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('新密碼'), 'ming is here 2026');
    await userEvent.type(screen.getByLabelText('再次輸入密碼'), 'ming is here 2026');
    await userEvent.click(screen.getByRole('button', { name: '設定新密碼' }));
    expect(await screen.findByText('密碼不可包含帳號名稱。')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('新密碼'));
    await userEvent.type(screen.getByLabelText('新密碼'), 'quiet harbour lantern');
    await userEvent.clear(screen.getByLabelText('再次輸入密碼'));
    await userEvent.type(screen.getByLabelText('再次輸入密碼'), 'quiet harbour lantern');
    await userEvent.click(screen.getByRole('button', { name: '設定新密碼' }));

    expect(await screen.findByText('密碼已重設')).toBeTruthy();
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['ForgotPassword/Submit', { account: 'ming' }],
      ['ForgotPassword/Verify', { account: 'ming', code: '654321' }],
      ['ForgotPassword/Change', { ticket: 'reset-ticket', password: 'quiet harbour lantern' }],
    ]);
    await userEvent.click(screen.getByRole('button', { name: '前往登入' }));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('shows an expired code on the code field', async () => {
    const api = mockApi({
      'POST ForgotPassword/Submit': { body: { accepted: true } },
      'POST ForgotPassword/Verify': apiError(400, {
        code: 'CODE_EXPIRED',
        message: '驗證碼已失效，請重新發送。',
        field: 'code',
      }),
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('帳號或電子郵件'), 'ming@example.test');
    await userEvent.click(screen.getByRole('button', { name: '寄送驗證碼' }));
    await userEvent.type(await screen.findByLabelText('驗證碼'), '111111');
    await userEvent.click(screen.getByRole('button', { name: '驗證' }));
    expect(await screen.findByText('驗證碼已失效，請重新發送。')).toBeTruthy();
    expect(screen.getByLabelText('驗證碼').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST ForgotPassword/Verify')).toHaveLength(1);
  });
});
