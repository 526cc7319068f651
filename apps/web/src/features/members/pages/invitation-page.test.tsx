import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const token = 'Abc_def-0123456789abcdefghijklmnop';
const lookup = {
  body: {
    vendorName: '甲公司',
    role: 'manager',
    email: 'invited@example.tw',
    name: null,
    inviterName: '陳主帳',
    state: 'pending',
    expiresTime: '2026-12-01T02:00:00.000Z',
    accountExists: false,
  },
};

describe('invitation landing page', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./invitation-page'), import('../../../lib/locales/zh-hant-members')]);
  }, 30_000);
  afterEach(() => window.sessionStorage.clear());

  it('shows the offer to a stranger and hands off to sign-up with the invited address, keeping the token off the address', async () => {
    const api = mockApi({ 'POST VendorInvitation/Lookup': lookup });
    const { location } = renderApp(`/invitation#token=${token}`);
    expect(
      await screen.findByText('陳主帳 邀請您以「管理者」身分加入「甲公司」。', undefined, {
        timeout: 15_000,
      }),
    ).toBeTruthy();
    expect(api.callsTo('POST VendorInvitation/Lookup')[0]?.body).toEqual({ token });
    const signUp = screen.getByText('以 invited@example.tw 註冊').closest('a');
    expect(signUp?.getAttribute('href')).toBe('/register?email=invited%40example.tw&returnUrl=%2Finvitation');
    await waitFor(() => expect(location()).toBe('/invitation'));
  });

  it('shows the server’s refusal when another account answers, and accepts for the invitee', async () => {
    window.sessionStorage.setItem('portal.invitation', token);
    let mine = false;
    mockApi({
      'POST VendorInvitation/Lookup': lookup,
      'POST VendorInvitation/Accept': () =>
        mine
          ? { body: { status: 'accepted', vendorId: '01930000-0000-7000-8000-0000000000b1' } }
          : apiError(403, { code: 'INVITATION_NOT_YOURS', message: '此邀請是寄給其他電子郵件地址的' }),
      'GET Auth': { body: { user: { ...testUser, id: '01930000-0000-7000-8000-0000000000a1' } } },
    });
    renderApp('/invitation', { user: testUser });
    await userEvent.click(await screen.findByText('接受邀請', undefined, { timeout: 15_000 }));
    expect(await screen.findByText('此邀請是寄給其他電子郵件地址的')).toBeTruthy();
    mine = true;
    await userEvent.click(screen.getByText('接受邀請'));
    expect(await screen.findByText('您已加入「甲公司」。')).toBeTruthy();
  });
});
