import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

async function changePassword(current: string) {
  await userEvent.type(await screen.findByLabelText('目前的密碼'), current);
  await userEvent.type(screen.getByLabelText('新密碼'), 'quiet harbour lantern');
  await userEvent.type(screen.getByLabelText('再次輸入密碼'), 'quiet harbour lantern');
  await userEvent.click(screen.getByRole('button', { name: '變更密碼' }));
}

describe('user password page', () => {
  it('puts a wrong current password on its field', async () => {
    mockApi({
      'GET Account/ChangePwd': { body: { hasPassword: true, changedAt: null } },
      'POST Account/ChangePwd': apiError(400, {
        code: 'PASSWORD_INCORRECT',
        message: '目前的密碼不正確。',
        field: 'currentPassword',
      }),
    });
    renderApp('/user-password', { user: testUser });
    expect(await screen.findByText('尚未變更過密碼。')).toBeTruthy();
    await changePassword('not it');
    expect(await screen.findByText('目前的密碼不正確。')).toBeTruthy();
    expect(screen.getByLabelText('目前的密碼').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes it, says how many other devices were signed out, and empties the form', async () => {
    const api = mockApi({
      'GET Account/ChangePwd': { body: { hasPassword: true, changedAt: new Date().toISOString() } },
      'POST Account/ChangePwd': { body: { changed: true, endedSessions: 2 } },
    });
    renderApp('/user-password', { user: testUser });
    expect(await screen.findByText('上次變更密碼：剛剛')).toBeTruthy();
    await changePassword('old password');
    expect(await screen.findByText('資訊: 密碼已變更，其他 2 個裝置已登出。')).toBeTruthy();
    expect(api.callsTo('POST Account/ChangePwd')[0]?.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'quiet harbour lantern',
    });
    await waitFor(() => expect((screen.getByLabelText('目前的密碼') as HTMLInputElement).value).toBe(''));
  });

  it('lets an account made by Google or Facebook set a first password, without a current one', async () => {
    let hasPassword = false;
    const api = mockApi({
      'GET Account/ChangePwd': () => ({
        body: { hasPassword, changedAt: hasPassword ? new Date().toISOString() : null },
      }),
      'POST Account/ChangePwd': () => {
        hasPassword = true;
        return { body: { changed: true, endedSessions: 1 } };
      },
    });
    renderApp('/user-password', { user: testUser });
    expect(await screen.findByText(/尚未設定密碼。設定密碼後，也可以用帳號「ming」和密碼登入/)).toBeTruthy();
    expect(screen.queryByLabelText('目前的密碼')).toBeNull();
    expect(screen.queryByText('忘記密碼？')).toBeNull();

    await userEvent.type(screen.getByLabelText('密碼'), 'quiet harbour lantern');
    await userEvent.type(screen.getByLabelText('再次輸入密碼'), 'quiet harbour lantern');
    await userEvent.click(screen.getByRole('button', { name: '設定密碼' }));

    expect(await screen.findByText('資訊: 密碼已設定，其他 1 個裝置已登出。')).toBeTruthy();
    expect(api.callsTo('POST Account/ChangePwd')[0]?.body).toEqual({ newPassword: 'quiet harbour lantern' });
    // The status is read again: from now on the page changes the password it has.
    expect(await screen.findByLabelText('目前的密碼')).toBeTruthy();
    expect(screen.getByRole('button', { name: '變更密碼' })).toBeTruthy();
  });

  it('checks the first password like any new one before sending it', async () => {
    const api = mockApi({ 'GET Account/ChangePwd': { body: { hasPassword: false, changedAt: null } } });
    renderApp('/user-password', { user: testUser });
    await userEvent.type(await screen.findByLabelText('密碼'), 'quiet harbour lantern');
    await userEvent.type(screen.getByLabelText('再次輸入密碼'), 'quiet harbour lanterns');
    await userEvent.click(screen.getByRole('button', { name: '設定密碼' }));
    expect(await screen.findByText('兩次輸入的密碼不一致。')).toBeTruthy();
    expect(api.callsTo('POST Account/ChangePwd')).toHaveLength(0);
  });

  it('shows a refusal of the first password on the form', async () => {
    mockApi({
      'GET Account/ChangePwd': { body: { hasPassword: false, changedAt: null } },
      'POST Account/ChangePwd': apiError(400, {
        code: 'PASSWORD_TOO_COMMON',
        message: '這個密碼太常見，請換一個不易猜到的密碼。',
        field: 'newPassword',
      }),
    });
    renderApp('/user-password', { user: testUser });
    await userEvent.type(await screen.findByLabelText('密碼'), 'quiet harbour lantern');
    await userEvent.type(screen.getByLabelText('再次輸入密碼'), 'quiet harbour lantern');
    await userEvent.click(screen.getByRole('button', { name: '設定密碼' }));
    expect(await screen.findByText('這個密碼太常見，請換一個不易猜到的密碼。')).toBeTruthy();
    expect(screen.getByLabelText('密碼').getAttribute('aria-invalid')).toBe('true');
  });
});
