import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../test/render-app';

describe('session guard', () => {
  it('sends a visit without a session to /login with the original path as returnUrl', async () => {
    const { location } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: '登入' })).toBeTruthy();
    expect(location()).toBe('/login?returnUrl=%2Fdashboard');
  });

  it('keeps the query string in the returnUrl', async () => {
    const { location } = renderApp('/simple-menu/member?page=2');
    await screen.findByRole('heading', { name: '登入' });
    expect(location()).toBe(`/login?returnUrl=${encodeURIComponent('/simple-menu/member?page=2')}`);
  });

  it('guards the layout roots too', async () => {
    const { location } = renderApp('/top-menu');
    await screen.findByRole('heading', { name: '登入' });
    expect(location()).toBe('/login?returnUrl=%2Ftop-menu');
  });

  it('leaves the public pages open', async () => {
    const login = renderApp('/login');
    await screen.findByRole('heading', { name: '登入' });
    expect(login.location()).toBe('/login');
    login.unmount();

    const register = renderApp('/register');
    await screen.findByRole('heading', { name: '註冊' });
    expect(register.location()).toBe('/register');
    register.unmount();

    const forgotPassword = renderApp('/forgot-password');
    await screen.findByRole('heading', { name: '忘記密碼' });
    expect(forgotPassword.location()).toBe('/forgot-password');
    forgotPassword.unmount();

    const errorPage = renderApp('/error-page');
    await screen.findByRole('heading', { name: '發生錯誤' });
    expect(errorPage.location()).toBe('/error-page');
  });

  it('shows the page when a session is stored', async () => {
    const { location } = renderApp('/company/data', { user: testUser });
    expect(await screen.findByRole('heading', { name: '公司基本資料' })).toBeTruthy();
    expect(location()).toBe('/company/data');
  });

  it.each([
    ['/', '/dashboard'],
    ['/simple-menu', '/simple-menu/dashboard'],
    ['/top-menu', '/top-menu/dashboard'],
  ])('redirects the layout at %s to %s', async (path, dashboard) => {
    const { location } = renderApp(path, { user: testUser });
    await screen.findByRole('heading', { name: '首頁總覽' });
    await waitFor(() => expect(location()).toBe(dashboard));
  });

  it('ignores a stored value without a token', async () => {
    window.sessionStorage.setItem('portal.user', JSON.stringify({ name: 'no token' }));
    const { location } = renderApp('/member');
    await screen.findByRole('heading', { name: '登入' });
    expect(location()).toBe('/login?returnUrl=%2Fmember');
  });
});
