import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

// Whole-app renders: the first lazy page can take long while the suite runs many files at once.
configure({ asyncUtilTimeout: 15_000 });

const ticket = 'welcome-ticket-123';
const buttonWith = (text: string) =>
  [...document.querySelectorAll('button')].find(
    (button) => button.textContent?.replace(/\s/g, '') === text.replace(/\s/g, ''),
  ) as HTMLButtonElement;

async function typePassword(password: string, confirm = password) {
  await userEvent.type(await screen.findByLabelText('新密碼'), password);
  await userEvent.type(screen.getByLabelText('再次輸入密碼'), confirm);
}

describe('reset-password page', { timeout: 60_000 }, () => {
  it('is open without a session, sets the password with the mailed ticket, then leads to sign in', async () => {
    const api = mockApi({ 'POST ForgotPassword/Change': { body: { accepted: true } } });
    const { location } = renderApp(`/reset-password?ticket=${ticket}`);
    expect(await screen.findByRole('heading', { level: 1, name: '設定密碼' })).toBeTruthy();
    expect(location()).toBe(`/reset-password?ticket=${ticket}`);

    await typePassword('quiet harbour lantern', 'quiet harbour lantern typo');
    await userEvent.click(buttonWith('設定密碼'));
    expect(await screen.findByText('兩次輸入的密碼不一致。')).toBeTruthy();
    expect(api.callsTo('POST ForgotPassword/Change')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('再次輸入密碼'));
    await userEvent.type(screen.getByLabelText('再次輸入密碼'), 'quiet harbour lantern');
    await userEvent.click(buttonWith('設定密碼'));
    await waitFor(() => expect(api.callsTo('POST ForgotPassword/Change')).toHaveLength(1));
    expect(api.callsTo('POST ForgotPassword/Change')[0]?.body).toEqual({
      ticket,
      password: 'quiet harbour lantern',
    });
    expect(await screen.findByText('密碼已設定')).toBeTruthy();
    await userEvent.click(buttonWith('前往登入'));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('says clearly that a used or expired link no longer works, and links to forgot-password', async () => {
    mockApi({
      'POST ForgotPassword/Change': apiError(400, {
        code: 'TICKET_INVALID',
        message: '此步驟已失效，請從頭再試一次。',
        field: 'ticket',
      }),
    });
    const { location } = renderApp(`/reset-password?ticket=${ticket}`);
    await typePassword('quiet harbour lantern');
    await userEvent.click(buttonWith('設定密碼'));
    expect(await screen.findByText('此連結已失效')).toBeTruthy();
    expect(screen.queryByLabelText('新密碼')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '前往忘記密碼' }));
    await waitFor(() => expect(location()).toBe('/forgot-password'));
  });

  it('shows the password rules the server applies on the password field', async () => {
    mockApi({
      'POST ForgotPassword/Change': apiError(400, {
        code: 'PASSWORD_TOO_COMMON',
        message: '這個密碼太常見，請換一個。',
        field: 'password',
      }),
    });
    renderApp(`/reset-password?ticket=${ticket}`);
    await typePassword('password123');
    await userEvent.click(buttonWith('設定密碼'));
    expect(await screen.findByText('這個密碼太常見，請換一個。')).toBeTruthy();
    expect(screen.getByLabelText('新密碼')).toBeTruthy();
  });

  it('without a ticket, says the link does not work', async () => {
    mockApi({});
    renderApp('/reset-password');
    expect(await screen.findByText('此連結已失效')).toBeTruthy();
    expect(screen.queryByLabelText('新密碼')).toBeNull();
  });

  it('is shown even to someone signed in (the session guard does not touch it)', async () => {
    mockApi({});
    const { location } = renderApp(`/reset-password?ticket=${ticket}`, { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: '設定密碼' })).toBeTruthy();
    expect(location()).toBe(`/reset-password?ticket=${ticket}`);
  });
});
