import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Empty } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { dayjs } from '../lib/dayjs-locale';
import { languageStorageKey } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { renderApp, testUser } from '../test/render-app';
import { LanguageSwitch } from './language-switch';

describe('language switch', () => {
  it('switches the interface, <html lang> and dayjs to English and back, remembering the choice', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: '登入' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-Hant-TW');

    await userEvent.click(screen.getByRole('button', { name: '切換語言：English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    expect(dayjs.locale()).toBe('en');

    await userEvent.click(screen.getByRole('button', { name: 'Switch language: 中文' }));
    expect(await screen.findByRole('heading', { name: '登入' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-Hant-TW');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('zh-Hant');
    expect(dayjs.locale()).toBe('zh-tw');
  });

  it("switches antd's own texts with the interface", async () => {
    const { container } = render(
      <AppProviders queryClient={createQueryClient()}>
        <LanguageSwitch />
        <Empty />
      </AppProviders>,
    );
    const description = () => container.querySelector('.ant-empty-description')?.textContent;
    expect(description()).toBe('暫無資料');
    await userEvent.click(screen.getByRole('button', { name: '切換語言：English' }));
    expect(description()).toBe('No data');
  });

  it('translates the menu of the signed-in layout', async () => {
    renderApp('/dashboard', { user: testUser });
    await screen.findByRole('heading', { name: '首頁總覽' });
    await userEvent.click(screen.getByRole('button', { name: '切換語言：English' }));
    expect(await screen.findByRole('heading', { name: 'Home and overview' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});
