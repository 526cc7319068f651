import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fallbackConfiguration } from '../../../lib/configuration';
import { i18n } from '../../../lib/i18n';
import { getStoredUser } from '../../../lib/session';
import { apiError, captchaReply, mockApi, signedInUser } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const loginResult = { body: { token: 'new-token', expiresAt: new Date().toISOString(), user: signedInUser } };

function captchas(...tokens: string[]) {
  let next = 0;
  return () => captchaReply(tokens[Math.min(next++, tokens.length - 1)] ?? 'c');
}

async function fillCredentials(account = 'ming', password = 'secret password') {
  await userEvent.type(await screen.findByLabelText('帳號'), account);
  await userEvent.type(screen.getByLabelText('密碼'), password);
}

describe('login page', () => {
  it('signs in with the captcha token and answer and goes to the returnUrl with the user stored', async () => {
    const api = mockApi({ 'GET Auth/Login': captchas('captcha-1'), 'POST Auth/Login': loginResult });
    const { location } = renderApp(`/login?returnUrl=${encodeURIComponent('/top-menu/member?page=2')}`);
    expect(await screen.findByRole('img', { name: '驗證碼圖片' })).toBeTruthy();
    await fillCredentials();
    await userEvent.type(screen.getByLabelText('驗證碼'), ' ab12 ');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));

    await waitFor(() => expect(location()).toBe('/top-menu/member?page=2'));
    expect(api.callsTo('POST Auth/Login')[0]?.body).toEqual({
      account: 'ming',
      password: 'secret password',
      LastVisitedUri: 'captcha-1',
      LoginIp: 'ab12',
    });
    expect(getStoredUser()).toMatchObject({ token: 'new-token', id: signedInUser.id, name: '王小明' });
  });

  it('leaves the captcha out when the server does not require one', async () => {
    const api = mockApi({ 'GET Auth/Login': captchaReply('unused', false), 'POST Auth/Login': loginResult });
    const { location } = renderApp('/login');
    await fillCredentials();
    await waitFor(() => expect(api.callsTo('GET Auth/Login')).toHaveLength(1));
    expect(screen.queryByLabelText('驗證碼')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.callsTo('POST Auth/Login')[0]?.body).toEqual({ account: 'ming', password: 'secret password' });
  });

  it('shows wrong credentials above the form, empties the answer and shows a new captcha', async () => {
    const api = mockApi({
      'GET Auth/Login': captchas('captcha-1', 'captcha-2'),
      'POST Auth/Login': apiError(401, { code: 'INVALID_CREDENTIALS', message: '帳號或密碼錯誤。' }),
    });
    renderApp('/login');
    await fillCredentials();
    await userEvent.type(await screen.findByLabelText('驗證碼'), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('帳號或密碼錯誤。')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET Auth/Login')).toHaveLength(2));
    expect((screen.getByLabelText('驗證碼') as HTMLInputElement).value).toBe('');
    expect(getStoredUser()).toBeNull();

    await userEvent.type(screen.getByLabelText('驗證碼'), 'cd34');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(api.callsTo('POST Auth/Login')).toHaveLength(2));
    expect(api.callsTo('POST Auth/Login')[1]?.body).toMatchObject({
      LastVisitedUri: 'captcha-2',
      LoginIp: 'cd34',
    });
  });

  it('puts field errors on their fields: a wrong captcha answer (LoginIp) on the captcha', async () => {
    mockApi({
      'GET Auth/Login': captchas('captcha-1', 'captcha-2'),
      'POST Auth/Login': apiError(
        400,
        { code: 'CAPTCHA_INVALID', message: '驗證碼錯誤或已過期，請重新輸入。', field: 'LoginIp' },
        { code: 'FIELD_TOO_LONG', message: '長度或數值不可超過 254。', field: 'account' },
      ),
    });
    renderApp('/login');
    await fillCredentials();
    await userEvent.type(await screen.findByLabelText('驗證碼'), 'zzzz');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));

    const captchaInput = await screen.findByLabelText('驗證碼');
    await waitFor(() => expect(captchaInput.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(captchaInput.getAttribute('aria-describedby')?.split(' ')[0] ?? '')
        ?.textContent,
    ).toBe('驗證碼錯誤或已過期，請重新輸入。');
    expect(screen.getByLabelText('帳號').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('長度或數值不可超過 254。')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the missing fields before calling the server', async () => {
    const api = mockApi({ 'GET Auth/Login': captchas('captcha-1') });
    renderApp('/login');
    await screen.findByRole('img', { name: '驗證碼圖片' });
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(screen.getByText('請輸入帳號。')).toBeTruthy();
    expect(screen.getByText('請輸入密碼。')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('帳號'));
    expect(api.callsTo('POST Auth/Login')).toHaveLength(0);
  });

  it('shows another captcha on request', async () => {
    const api = mockApi({ 'GET Auth/Login': captchas('captcha-1', 'captcha-2') });
    renderApp('/login');
    const first = (await screen.findByRole('img', { name: '驗證碼圖片' })).getAttribute('src');
    await userEvent.click(screen.getByRole('button', { name: '換一張驗證碼' }));
    await waitFor(() => expect(api.callsTo('GET Auth/Login')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '驗證碼圖片' }).getAttribute('src')).not.toBe(first),
    );
  });

  it('links to sign-up and to the password reset', async () => {
    mockApi({ 'GET Auth/Login': captchas('captcha-1') });
    const { location } = renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: '忘記密碼？' }));
    expect(await screen.findByRole('heading', { name: '忘記密碼' })).toBeTruthy();
    expect(location()).toBe('/forgot-password');
  });

  it('shows the configured site name and logo, and the sign-up link only while sign-up is open', async () => {
    mockApi({
      'GET Auth/Login': captchas('captcha-1'),
      'GET Configuration': {
        body: {
          ...fallbackConfiguration,
          siteNameZh: '臺灣供應商協會',
          siteNameEn: 'Taiwan Supplier Association',
          logoUrl: '/uploads/logo.png',
          signupOpen: false,
        },
      },
    });
    const { container } = renderApp('/login');
    const card = await screen.findByRole('region', { name: '登入' });
    expect(await within(card).findByText('歡迎使用臺灣供應商協會')).toBeTruthy();
    expect(container.querySelector('.login-site-logo')?.getAttribute('src')).toBe('/uploads/logo.png');
    expect(screen.queryByRole('link', { name: '註冊新帳號' })).toBeNull();

    await i18n.changeLanguage('en');
    expect(await within(card).findByText('Welcome to Taiwan Supplier Association')).toBeTruthy();
  });

  it('keeps the sign-up link and repeats no name when the configuration cannot be read', async () => {
    const api = mockApi({ 'GET Auth/Login': captchas('captcha-1') });
    const { container } = renderApp('/login');
    const card = await screen.findByRole('region', { name: '登入' });
    await waitFor(() => expect(api.callsTo('GET Configuration')).toHaveLength(1));
    // The header already names the product; the default site name is that same name.
    expect(within(card).queryByText(/歡迎使用/)).toBeNull();
    expect(container.querySelector('.login-site')).toBeNull();
    expect(screen.getByRole('link', { name: '註冊新帳號' })).toBeTruthy();
  });
});
