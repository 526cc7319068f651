import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderApp, testUser } from '../../../test/render-app';

describe('403 page', () => {
  it('shows a page the user lacks the permission for as 403, at its address, inside the layout', async () => {
    const { location } = renderApp('/configuration', { user: { ...testUser, permissions: ['roles:read'] } });
    expect(await screen.findByRole('heading', { name: '您沒有檢視此頁面的權限' })).toBeTruthy();
    expect(location()).toBe('/configuration');
    expect(screen.getByRole('button', { name: '登出' })).toBeTruthy();
  });

  it('goes back to the layout’s dashboard with Back to Home', async () => {
    const { location } = renderApp('/top-menu/company/create', { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: '回到首頁' }));
    await screen.findByRole('heading', { name: '首頁總覽' });
    expect(location()).toBe('/top-menu/dashboard');
  });

  it('lets a user holding the permission (or *) in', async () => {
    const withPermission = renderApp('/simple-menu/configuration', {
      user: { ...testUser, permissions: ['config:write'] },
    });
    expect(await screen.findByRole('heading', { name: '系統設定' })).toBeTruthy();
    withPermission.unmount();

    renderApp('/action-log', { user: { ...testUser, permissions: ['*'] } });
    expect(await screen.findByRole('heading', { name: '操作紀錄' })).toBeTruthy();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    renderApp('/outbox', { user: testUser });
    expect(
      await screen.findByRole('heading', { name: 'You do not have permission to view this page' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeTruthy();
  });
});
