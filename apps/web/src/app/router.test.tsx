import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../test/render-app';
import { phoneScreen } from '../test/screen-size';

describe('routes', () => {
  it('keeps the layout mounted from page to page, and matches each page again on the way back', async () => {
    phoneScreen();
    const { location } = renderApp('/simple-menu/dashboard', { user: testUser });
    await screen.findByRole('heading', { name: '首頁總覽' });
    const header = document.querySelector('.app-header');
    expect(header).toBeTruthy();

    for (const [entry, heading, path] of [
      [/公告與通知/, '公告與通知', '/simple-menu/announcement'],
      [/首頁總覽/, '首頁總覽', '/simple-menu/dashboard'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: '開啟選單' }));
      const menu = await screen.findByRole('navigation', { name: '主選單' });
      await userEvent.click(within(menu).getByRole('menuitem', { name: entry }));
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(location()).toBe(path);
      expect(document.querySelector('.app-header')).toBe(header);
    }
  });

  it('shows a layout’s index page', async () => {
    renderApp('/top-menu', { user: testUser });
    expect(await screen.findByRole('heading', { name: '首頁總覽' })).toBeTruthy();
  });

  it('shows the missing page for an address no route has', async () => {
    const { location } = renderApp('/no-such-page', { user: testUser });
    expect(await screen.findByRole('heading', { name: '頁面不存在喔！' })).toBeTruthy();
    expect(location()).toBe('/no-such-page');
  });
});
