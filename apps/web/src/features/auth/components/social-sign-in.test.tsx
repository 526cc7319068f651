import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captchaReply, mockApi, signedInUser } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const config = vi.hoisted(() => ({ googleClientId: '', facebookAppId: '' }));
vi.mock('../../../lib/runtime-config', () => ({
  getRuntimeConfig: () => config,
  hasSocialSignIn: () => config.googleClientId !== '' || config.facebookAppId !== '',
}));
vi.mock('../social-provider-token', () => ({ obtainProviderToken: async () => 'google-id-token' }));

describe('social sign-in', () => {
  it('shows no provider button without client ids', async () => {
    config.googleClientId = '';
    mockApi({ 'GET Auth/Login': captchaReply('c1', false) });
    renderApp('/login');
    await screen.findByLabelText('帳號');
    expect(screen.queryByRole('button', { name: '使用 Google 登入' })).toBeNull();
  });

  it('asks for the password of the account to link, then signs in with the link ticket', async () => {
    config.googleClientId = 'google-client';
    const api = mockApi({
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
});
