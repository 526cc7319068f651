import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackConfiguration } from '../../../lib/configuration';
import { type ApiCall, apiError, captchaReply, mockApi, signedInUser } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// The provider's own script (its pop-up) is not part of these tests: it hands over this token.
const obtainProviderToken = vi.hoisted(() => vi.fn(async (): Promise<string | null> => 'google-id-token'));
vi.mock('../load-provider-token', () => ({
  loadProviderToken: async () => ({ obtainProviderToken }),
  preloadProvider: () => {},
}));

const noticeVersion = '2027-01';
/** `GET /Configuration` with these settings over the defaults: Google on, a configured notice version. */
const configuration = (settings: Partial<typeof fallbackConfiguration> = {}) => ({
  body: {
    ...fallbackConfiguration,
    googleClientId: 'google-client',
    privacyNoticeVersion: noticeVersion,
    ...settings,
  },
});

const consentRequired = apiError(400, {
  code: 'PDPA_CONSENT_REQUIRED',
  message: '請閱讀並同意個人資料蒐集告知聲明及隱私權政策。',
  field: 'pdpaConsent',
});
/** The server's rule: a person without an account is signed up only with the current notice agreed to. */
const newPersonSignIn = (call: ApiCall) => {
  const body = call.body as { pdpaConsent?: boolean; pdpaVersion?: string };
  return body.pdpaConsent === true && body.pdpaVersion === noticeVersion
    ? {
        body: {
          status: 'signed-in',
          token: 'new-user',
          expiresAt: new Date().toISOString(),
          user: signedInUser,
        },
      }
    : consentRequired;
};

beforeEach(() => {
  obtainProviderToken.mockClear();
});

describe('social sign-in', () => {
  it('shows no provider button without client ids', async () => {
    const api = mockApi({
      'GET Auth/Login': captchaReply('c1', false),
      'GET Configuration': configuration({ googleClientId: null }),
    });
    renderApp('/login');
    await screen.findByLabelText('帳號');
    await waitFor(() => expect(api.callsTo('GET Configuration')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: '使用 Google 登入' })).toBeNull();
    expect(screen.queryByRole('button', { name: '使用 Facebook 登入' })).toBeNull();
  });

  it('asks for the password of the account to link, then signs in with the link ticket', async () => {
    const api = mockApi({
      'GET Configuration': configuration(),
      'GET Auth/Login': captchaReply('c1', false),
      'POST Auth/Login/Google': {
        body: {
          status: 'link-required',
          linkTicket: 'link-1',
          account: 'ming',
          expiresAt: new Date().toISOString(),
        },
      },
      'POST Auth/Login': {
        body: { token: 'linked', expiresAt: new Date().toISOString(), user: signedInUser },
      },
    });
    const { location } = renderApp('/login?returnUrl=%2Fmember');
    await userEvent.click(await screen.findByRole('button', { name: '使用 Google 登入' }));

    expect(await screen.findByText(/已註冊為帳號「ming」/)).toBeTruthy();
    expect((screen.getByLabelText('帳號') as HTMLInputElement).value).toBe('ming');
    expect(screen.queryByRole('button', { name: '使用 Google 登入' })).toBeNull();
    await userEvent.type(screen.getByLabelText('密碼'), 'secret password');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));

    await waitFor(() => expect(location()).toBe('/member'));
    expect(api.callsTo('POST Auth/Login/Google')[0]?.body).toEqual({ token: 'google-id-token' });
    expect(api.callsTo('POST Auth/Login')[0]?.body).toEqual({
      account: 'ming',
      password: 'secret password',
      token: 'link-1',
    });
  });

  it('asks a new person to agree to the personal data notice, then sends the same token with the consent', async () => {
    const api = mockApi({
      'GET Configuration': configuration(),
      'GET Auth/Login': captchaReply('c1', false),
      'POST Auth/Login/Google': newPersonSignIn,
    });
    const { location } = renderApp('/login?returnUrl=%2Fmember');
    await userEvent.click(await screen.findByRole('button', { name: '使用 Google 登入' }));

    const dialog = await screen.findByRole('dialog', { name: '以 Google 建立帳號' });
    expect(within(dialog).getByRole('heading', { name: '個人資料蒐集告知聲明' })).toBeTruthy();
    const agree = within(dialog).getByRole('checkbox', { name: /我已閱讀並同意/ }) as HTMLInputElement;
    expect(agree.checked).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: '同意並建立帳號' }));
    expect(
      await within(dialog).findByText('請閱讀並勾選同意個人資料蒐集告知聲明及隱私權政策。'),
    ).toBeTruthy();
    expect(api.callsTo('POST Auth/Login/Google')).toHaveLength(1);

    await userEvent.click(agree);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /活動與產業資訊/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '同意並建立帳號' }));

    await waitFor(() => expect(location()).toBe('/member'));
    expect(obtainProviderToken).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST Auth/Login/Google').map((call) => call.body)).toEqual([
      { token: 'google-id-token' },
      { token: 'google-id-token', pdpaConsent: true, pdpaVersion: noticeVersion, marketingConsent: true },
    ]);
  });

  it('sends marketing as declined when only the notice is agreed to', async () => {
    const api = mockApi({
      'GET Configuration': configuration(),
      'GET Auth/Login': captchaReply('c1', false),
      'POST Auth/Login/Google': newPersonSignIn,
    });
    const { location } = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: '使用 Google 登入' }));
    const dialog = await screen.findByRole('dialog', { name: '以 Google 建立帳號' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /我已閱讀並同意/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '同意並建立帳號' }));
    await waitFor(() => expect(location()).not.toBe('/login'));
    expect(api.callsTo('POST Auth/Login/Google')[1]?.body).toEqual({
      token: 'google-id-token',
      pdpaConsent: true,
      pdpaVersion: noticeVersion,
      marketingConsent: false,
    });
  });

  it('creates nothing when the notice is declined, and the sign-in page stays as it was', async () => {
    const api = mockApi({
      'GET Configuration': configuration(),
      'GET Auth/Login': captchaReply('c1', false),
      'POST Auth/Login/Google': newPersonSignIn,
    });
    const { location } = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: '使用 Google 登入' }));
    const dialog = await screen.findByRole('dialog', { name: '以 Google 建立帳號' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST Auth/Login/Google')).toHaveLength(1);
    expect(location()).toBe('/login');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: '使用 Google 登入' })).toBeTruthy();
  });

  it('shows the configured notice text in the consent dialog', async () => {
    mockApi({
      'GET Configuration': configuration({
        privacyNoticeZh: '本協會依個資法告知：\n一、蒐集目的為會員管理。',
      }),
      'GET Auth/Login': captchaReply('c1', false),
      'POST Auth/Login/Google': newPersonSignIn,
    });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: '使用 Google 登入' }));
    const dialog = await screen.findByRole('dialog', { name: '以 Google 建立帳號' });
    expect(within(dialog).getByText(/一、蒐集目的為會員管理。/)).toBeTruthy();
    expect(within(dialog).queryByText('一、蒐集者')).toBeNull();
  });

  it('offers Facebook with its app id, and Google not at all when only Facebook is configured', async () => {
    obtainProviderToken.mockResolvedValueOnce('facebook-access-token');
    const api = mockApi({
      'GET Configuration': configuration({ googleClientId: null, facebookAppId: 'fb-app' }),
      'GET Auth/Login': captchaReply('c1', false),
      'POST Auth/Login/Facebook': {
        body: { status: 'signed-in', token: 't', expiresAt: new Date().toISOString(), user: signedInUser },
      },
    });
    const { location } = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: '使用 Facebook 登入' }));
    expect(screen.queryByRole('button', { name: '使用 Google 登入' })).toBeNull();
    await waitFor(() => expect(location()).not.toBe('/login'));
    expect(obtainProviderToken.mock.calls[0]?.slice(0, 2)).toEqual(['facebook', 'fb-app']);
    expect(api.callsTo('POST Auth/Login/Facebook')[0]?.body).toEqual({ token: 'facebook-access-token' });
  });

  it('says so when the provider script cannot be loaded, and nothing when the person closes its window', async () => {
    const api = mockApi({
      'GET Configuration': configuration(),
      'GET Auth/Login': captchaReply('c1', false),
    });
    renderApp('/login');
    obtainProviderToken.mockResolvedValueOnce(null);
    await userEvent.click(await screen.findByRole('button', { name: '使用 Google 登入' }));
    await waitFor(() => expect(obtainProviderToken).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();

    obtainProviderToken.mockRejectedValueOnce(
      new Error('https://accounts.google.com/gsi/client did not load'),
    );
    await userEvent.click(screen.getByRole('button', { name: '使用 Google 登入' }));
    expect(await screen.findByText(/無法載入 Google 的登入元件/)).toBeTruthy();
    expect(api.callsTo('POST Auth/Login/Google')).toHaveLength(0);
  });
});
