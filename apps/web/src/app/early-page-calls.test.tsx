import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client';
import { forgetEarlyCalls, untakenEarlyCalls } from '../lib/early-calls';
import { setStoredUser } from '../lib/session';
import { mockApi } from '../test/mock-api';
import { renderApp, testUser } from '../test/render-app';
import { earlyCallsOf, isDashboardPath, sendEarlyCalls } from './early-page-calls';

const member = { ...testUser, permissions: [], vendor: null };
const empty = { totalCount: 0, data: [], unreadCount: 0 };

/** Every call of a member's dashboard (no vendor, no staff rights), answered with nothing to show. */
function dashboardAnswers() {
  return mockApi({
    'GET News/Unread': { body: { unreadCount: 0 } },
    'GET Notifications/Unread': { body: { unreadCount: 0 } },
    'GET Banners/Active': { body: { data: [] } },
    'GET Configuration': { body: {} },
    'GET Dashboard/Announcements': { body: empty },
    'GET Dashboard/Notifications': { body: empty },
    'GET Dashboard/Meetings': { body: { totalCount: 0, data: [] } },
    'GET Dashboard/Inquiries': { body: { toAnswer: 0, awaitingVendor: 0, data: [] } },
    'GET Dashboard/Waiting': { body: { applications: [], joinRequest: null, invitations: [] } },
  });
}

describe('the early calls of a page', () => {
  afterEach(() => {
    forgetEarlyCalls();
    window.sessionStorage.clear();
  });

  it.each([
    ['/', true],
    ['/dashboard', true],
    ['/simple-menu', true],
    ['/simple-menu/dashboard', true],
    ['/top-menu/', true],
    ['/top-menu/dashboard/', true],
    ['/user-admin', false],
    ['/dashboards', false],
    ['/simple-menu/user', false],
    ['/login', false],
  ])('knows whether %s shows the dashboard: %s', (path, expected) => {
    expect(isDashboardPath(path)).toBe(expected);
  });

  it('sends nothing without a stored session', () => {
    const api = dashboardAnswers();
    sendEarlyCalls('/dashboard');
    expect(api.calls).toEqual([]);
  });

  it('sends the dashboard’s calls once, and the app takes their answers instead of asking again', async () => {
    const api = dashboardAnswers();
    setStoredUser(member);
    sendEarlyCalls('/dashboard');
    const early = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(early).toContain('GET Dashboard/Waiting');
    expect(early).toContain('GET Configuration');
    for (const call of api.calls) {
      expect(call.headers.get('Authorization')).toBe(`Bearer ${member.token}`);
      expect(call.headers.get('Accept-Language')).toBe('zh-Hant');
    }

    renderApp('/dashboard', { user: member });
    await screen.findByText('沒有等待中的申請或邀請。');
    // The app took every early answer, and sent none of those calls again.
    await waitFor(() => expect(untakenEarlyCalls()).toEqual([]));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(early);
  });

  it('leaves an answer for another session or a later visit to a fresh call', async () => {
    const api = dashboardAnswers();
    setStoredUser(member);
    const [banners = ''] = earlyCallsOf('/dashboard');
    sendEarlyCalls('/dashboard');
    setStoredUser({ ...member, token: 'another-token' });
    await apiRequest('Banners/Active', { query: { position: 'home' } });
    expect(api.calls.filter((call) => banners.endsWith(`${call.path}?${call.query}`))).toHaveLength(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    sendEarlyCalls('/dashboard');
    vi.setSystemTime(Date.now() + 11_000);
    await apiRequest('Banners/Active', { query: { position: 'home' } });
    vi.useRealTimers();
    expect(api.calls.filter((call) => banners.endsWith(`${call.path}?${call.query}`))).toHaveLength(4);
  });
});
