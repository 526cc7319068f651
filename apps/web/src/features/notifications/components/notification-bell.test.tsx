import type { NotificationItem, NotificationList } from '@portal/contracts/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const joinRequest: NotificationItem = {
  id: '01930000-0000-7000-8000-0000000000b1',
  kind: 'join-request',
  entityId: '01930000-0000-7000-8000-0000000000c1',
  link: '/review/apply',
  params: { status: 'pending', company: '甲公司', person: '陳小華' },
  createdTime: '2026-11-22T06:03:05.000Z',
  readTime: null,
};
const decided: NotificationItem = {
  id: '01930000-0000-7000-8000-0000000000b2',
  kind: 'application-decided',
  entityId: '01930000-0000-7000-8000-0000000000c2',
  link: '/company/application',
  params: { company: '甲公司', request: 'apply', decision: 'accepted' },
  createdTime: '2026-11-21T06:03:05.000Z',
  readTime: '2026-11-21T07:00:00.000Z',
};

/** A server keeping read marks, so the bell's count and list follow what the tests do. */
function bellServer(items: NotificationItem[], newsUnread = 0) {
  const state = items.map((item) => ({ ...item }));
  const unread = () => state.filter((item) => item.readTime === null).length;
  const api = mockApi({
    'GET News/Unread': { body: { unreadCount: newsUnread } },
    'GET Notifications/Unread': () => ({ body: { unreadCount: unread() } }),
    'GET Notifications': (): { body: NotificationList } => ({
      body: { totalCount: state.length, data: state, unreadCount: unread() },
    }),
    'POST Notifications/Read': (call) => {
      const body = call.body as { ids?: string[]; all?: true };
      let marked = 0;
      for (const item of state) {
        if (item.readTime === null && (body.all || body.ids?.includes(item.id))) {
          item.readTime = '2026-11-22T08:00:00.000Z';
          marked += 1;
        }
      }
      return { body: { marked, unreadCount: unread() } };
    },
  });
  return api;
}

describe('the header bell', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./bell-panel'), import('../../../lib/locales/zh-hant-notifications')]);
  }, 30_000);

  it('counts unread notifications and announcements together, and says so to screen readers', async () => {
    bellServer([joinRequest, decided], 2);
    renderApp('/dashboard', { user: testUser });
    // The first render loads the app's chunks on a busy machine: give it time.
    expect(await screen.findByRole('button', { name: '通知，3 則未讀' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('3 則未讀通知').getAttribute('role')).toBe('status');
  });

  it('lists the newest in the user’s language; opening one marks it read and goes to its page', async () => {
    const api = bellServer([joinRequest, decided], 1);
    const { location } = renderApp('/top-menu/dashboard', { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: '通知，2 則未讀' }));
    const panel = await screen.findByRole('region', { name: '最新通知' });
    expect(within(panel).getByRole('link', { name: '1 則未讀公告' }).getAttribute('href')).toBe(
      '/top-menu/announcement',
    );
    const entries = await within(panel).findAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('a span')?.textContent)).toEqual([
      '陳小華申請加入甲公司',
      '您的供應商申請（甲公司）已通過審核',
    ]);
    expect(within(entries[0] as HTMLElement).getByText('未讀')).toBeTruthy();
    expect(within(entries[1] as HTMLElement).queryByText('未讀')).toBeNull();

    await userEvent.click(within(panel).getByRole('link', { name: /陳小華申請加入甲公司/ }));
    await waitFor(() => expect(location()).toBe('/top-menu/review/apply'));
    expect(api.callsTo('POST Notifications/Read').map((call) => call.body)).toEqual([
      { ids: [joinRequest.id] },
    ]);
    expect(await screen.findByRole('button', { name: '通知，1 則未讀' })).toBeTruthy();
  });

  it('marks all read from the list, and leads to the full page and the preferences', async () => {
    const api = bellServer([joinRequest, { ...decided, readTime: null }]);
    const { location } = renderApp('/dashboard', { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: '通知，2 則未讀' }));
    const panel = await screen.findByRole('region', { name: '最新通知' });
    await userEvent.click(within(panel).getByRole('button', { name: '全部標為已讀' }));
    expect(await screen.findByRole('button', { name: '通知，0 則未讀' })).toBeTruthy();
    expect(api.callsTo('POST Notifications/Read').map((call) => call.body)).toEqual([{ all: true }]);
    expect(within(panel).getByRole('link', { name: '通知設定' }).getAttribute('href')).toBe(
      '/notifications/preferences',
    );
    await userEvent.click(within(panel).getByRole('link', { name: '查看全部通知' }));
    await waitFor(() => expect(location()).toBe('/notifications'));
  });

  it('opens and closes from the keyboard, giving focus back to the bell', async () => {
    bellServer([]);
    renderApp('/dashboard', { user: testUser });
    const bell = await screen.findByRole('button', { name: '通知，0 則未讀' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: '最新通知' });
    expect(await within(panel).findByText('目前沒有通知。')).toBeTruthy();
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    within(panel).getByRole('link', { name: '查看全部通知' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(bell);
  });
});
