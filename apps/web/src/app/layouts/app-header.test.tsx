import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStoredUser } from '../../lib/session';
import { renderApp, testUser } from '../../test/render-app';
import { phoneScreen } from '../../test/screen-size';

describe('signed-in layout', () => {
  it('offers language, dark mode and sign-out with accessible names', async () => {
    renderApp('/dashboard', { user: testUser });
    await screen.findByRole('heading', { name: '首頁總覽' });
    expect(screen.getByRole('button', { name: '切換語言：English' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '深色模式' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登出' })).toBeTruthy();
  });

  it('opens the menu in a drawer on a phone and goes to the chosen page', async () => {
    phoneScreen();
    const { location } = renderApp('/simple-menu/dashboard', { user: testUser });
    await screen.findByRole('heading', { name: '首頁總覽' });
    await userEvent.click(screen.getByRole('button', { name: '開啟選單' }));

    const menu = await screen.findByRole('navigation', { name: '主選單' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: /公告與通知/ }));
    expect(await screen.findByRole('heading', { name: '公告與通知' })).toBeTruthy();
    expect(location()).toBe('/simple-menu/announcement');
  });

  it('signs out to /login without a returnUrl', async () => {
    const { location } = renderApp('/top-menu/member', { user: testUser });
    await screen.findByRole('heading', { name: '成員管理' });
    await userEvent.click(screen.getByRole('button', { name: '登出' }));
    await screen.findByRole('heading', { name: '登入' });
    expect(location()).toBe('/login');
    expect(getStoredUser()).toBeNull();
  });
});
