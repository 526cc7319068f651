import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStoredUser } from '../../lib/session';
import { apiError, mockApi } from '../../test/mock-api';
import { renderApp, testUser } from '../../test/render-app';

describe('sign-out', () => {
  it('ends the session on the server with its token, then forgets it and shows /login', async () => {
    const api = mockApi({ 'POST System/Logout': { body: { loggedOut: true } } });
    const { location } = renderApp('/announcement', { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: '登出' }));
    await waitFor(() => expect(location()).toBe('/login'));
    const [logout] = api.callsTo('POST System/Logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(getStoredUser()).toBeNull();
  });

  it('still signs out, to /login without a returnUrl, when the session had already ended', async () => {
    mockApi({ 'POST System/Logout': apiError(401, { code: 'UNAUTHENTICATED', message: '請先登入。' }) });
    const { location } = renderApp('/top-menu/announcement', { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: '登出' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(getStoredUser()).toBeNull();
  });
});
