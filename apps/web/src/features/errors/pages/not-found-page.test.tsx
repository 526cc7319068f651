import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderApp, testUser } from '../../../test/render-app';

describe('404 page', () => {
  it('shows 頁面不存在喔！ for an unknown path, with or without a session', async () => {
    const visitor = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '頁面不存在喔！' })).toBeTruthy();
    expect(visitor.location()).toBe('/no-such-page');
    visitor.unmount();

    renderApp('/top-menu/no-such-page', { user: testUser });
    expect(await screen.findByRole('heading', { name: '頁面不存在喔！' })).toBeTruthy();
  });

  it('goes to / with Back to Home, where the guard asks a visitor to sign in', async () => {
    const { location } = renderApp('/no-such-page');
    await userEvent.click(await screen.findByRole('button', { name: '回到首頁' }));
    await screen.findByRole('heading', { name: '登入' });
    expect(location()).toBe('/login?returnUrl=%2F');
  });

  it('takes a signed-in user home to the dashboard', async () => {
    const { location } = renderApp('/no-such-page', { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: '回到首頁' }));
    await screen.findByRole('heading', { name: '首頁總覽' });
    expect(location()).toBe('/dashboard');
  });

  it('reads "Page not found!" and "Back to Home" in English', async () => {
    await i18n.changeLanguage('en');
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeTruthy();
  });
});
