import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStoredUser } from '../../../lib/session';
import { apiError, mockApi, sampleProfile as profile } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

describe('user page', () => {
  it('shows my data with verification badges and links that stay in the layout', async () => {
    mockApi({ 'GET Account': { body: profile } });
    renderApp('/simple-menu/user', { user: testUser });
    expect(await screen.findByText('ming@example.test')).toBeTruthy();
    expect(screen.getByText('0912-345-678')).toBeTruthy();
    expect(screen.getByText('已驗證')).toBeTruthy();
    expect(screen.getByText('未驗證')).toBeTruthy();
    expect(screen.getByText('待驗證：0987-654-321')).toBeTruthy();
    expect(screen.getByText('未填寫')).toBeTruthy();
    expect(screen.getByRole('link', { name: '買家資料' }).getAttribute('href')).toBe(
      '/simple-menu/user/buyer',
    );
    expect(screen.getByRole('link', { name: '登入中的裝置' }).getAttribute('href')).toBe(
      '/simple-menu/user/sessions',
    );
    expect(screen.getByRole('link', { name: '變更密碼' }).getAttribute('href')).toBe(
      '/simple-menu/user-password',
    );
  });

  it('sends an ended session to sign in, with this page as the returnUrl', async () => {
    mockApi({ 'GET Account': apiError(401, { code: 'UNAUTHENTICATED', message: '請先登入。' }) });
    const { location } = renderApp('/simple-menu/user', { user: testUser });
    await waitFor(() =>
      expect(location()).toBe(`/login?returnUrl=${encodeURIComponent('/simple-menu/user')}`),
    );
    expect(getStoredUser()).toBeNull();
  });
});
