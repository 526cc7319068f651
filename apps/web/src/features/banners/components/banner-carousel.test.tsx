import type { ActiveBanner } from '@portal/contracts/banners';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const variant = (name: string) => ({
  url: `/api/v1/Image/${'a'.repeat(64)}-${name}.webp`,
  width: 960,
  height: 320,
  size: 1000,
});
const banner = (id: string, alt: string, linkUrl = ''): ActiveBanner => ({
  id,
  alt,
  linkUrl,
  image: {
    id,
    width: 960,
    height: 320,
    createdTime: '2026-11-25T02:00:00.000Z',
    variants: { large: variant('large'), medium: variant('medium'), small: variant('small') },
  },
});
const banners = [
  banner('01930000-0000-7000-8000-0000000000b1', '年度展覽', 'https://expo.example.org/'),
  banner('01930000-0000-7000-8000-0000000000b2', '會員大會'),
];

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function preferReducedMotion() {
  window.matchMedia = (query: string) =>
    ({
      ...originalMatchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as MediaQueryList;
}

describe('dashboard banner carousel', { timeout: 45_000 }, () => {
  it('shows the home banners with a pause control that becomes play, and moves by the buttons', async () => {
    const api = mockApi({ 'GET Banners/Active': { body: { data: banners } } });
    renderApp('/dashboard', { user: testUser });
    const carousel = await screen.findByRole('region', { name: '最新橫幅' });
    expect(api.calls.find((call) => call.path === 'Banners/Active')).toBeTruthy();
    const first = within(carousel).getByRole('group', { name: '第 1 張，共 2 張' });
    expect(within(first).getByRole('img', { name: '年度展覽' }).closest('a')?.getAttribute('href')).toBe(
      'https://expo.example.org/',
    );
    const pause = within(carousel).getByRole('button', { name: /暫停輪播/ });
    await userEvent.click(pause);
    expect(within(carousel).queryByRole('button', { name: /暫停輪播/ })).toBeNull();
    within(carousel).getByRole('button', { name: /播放輪播/ });
    await userEvent.click(within(carousel).getByRole('button', { name: '下一張' }));
    expect(within(carousel).getByRole('group', { name: '第 2 張，共 2 張' }).hidden).toBe(false);
    expect(within(carousel).queryByRole('group', { name: '第 1 張，共 2 張' })).toBeNull();
    expect(within(carousel).getByRole('button', { name: '前往第 2 張' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('offers no auto-play (and so no pause) when the visitor prefers reduced motion', async () => {
    preferReducedMotion();
    mockApi({ 'GET Banners/Active': { body: { data: banners } } });
    renderApp('/dashboard', { user: testUser });
    const carousel = await screen.findByRole('region', { name: '最新橫幅' });
    expect(within(carousel).queryByRole('button', { name: /暫停輪播|播放輪播/ })).toBeNull();
    await userEvent.click(within(carousel).getByRole('button', { name: '下一張' }));
    expect(within(carousel).getByRole('group', { name: '第 2 張，共 2 張' }).hidden).toBe(false);
  });

  it('shows nothing of a carousel when the home position has no active banner', async () => {
    const api = mockApi({ 'GET Banners/Active': { body: { data: [] } } });
    renderApp('/dashboard', { user: testUser });
    await screen.findByRole('heading', { level: 1 });
    await expect.poll(() => api.calls.some((call) => call.path === 'Banners/Active')).toBe(true);
    expect(screen.queryByRole('region', { name: '最新橫幅' })).toBeNull();
  });
});
