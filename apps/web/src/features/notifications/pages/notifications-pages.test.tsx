import type {
  NotificationItem,
  NotificationList,
  NotificationPreferences,
} from '@portal/contracts/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const item = (index: number, readTime: string | null = null): NotificationItem => ({
  id: `01930000-0000-7000-8000-0000000001${String(index).padStart(2, '0')}`,
  kind: 'inquiry-reply',
  entityId: '01930000-0000-7000-8000-0000000000c1',
  link: '/inquiry-mailbox',
  params: { person: `聯絡人${index}`, subject: `詢問${index}` },
  createdTime: '2026-11-22T06:03:05.000Z',
  readTime,
});

/** The query strings of every `GET /Notifications` so far. */
const listQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname.endsWith('/Notifications'))
    .map((url) => url.searchParams);

describe('notification pages', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('./notifications-page'),
      import('./notification-preferences-page'),
      import('../../../lib/locales/zh-hant-notifications'),
    ]);
  }, 30_000);

  it('lists mine with paging and an unread filter, with an empty state for each', async () => {
    mockApi({
      'GET News/Unread': { body: { unreadCount: 0 } },
      'GET Notifications/Unread': { body: { unreadCount: 1 } },
      'GET Notifications': (): { body: NotificationList } => {
        const unreadOnly = listQueries().at(-1)?.get('condition') === '{"unread":true}';
        return unreadOnly
          ? { body: { totalCount: 0, data: [], unreadCount: 1 } }
          : {
              body: { totalCount: 25, data: [item(1), item(2, '2026-11-22T07:00:00.000Z')], unreadCount: 1 },
            };
      },
    });
    renderApp('/top-menu/notifications', { user: testUser });
    // The first render loads the page's chunks on a busy machine: give it time.
    expect(await screen.findByRole('heading', { name: '我的通知' }, { timeout: 15_000 })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /聯絡人1回覆了詢問：詢問1/ });
    expect(link.getAttribute('href')).toBe('/top-menu/inquiry-mailbox');
    expect(within(link).getByText('未讀')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /聯絡人2/ })).queryByText('未讀')).toBeNull();
    // 25 in all, 20 a page: a second page.
    expect(screen.getByRole('listitem', { name: '2' })).toBeTruthy();
    expect(listQueries()[0]?.get('pageSize')).toBe('20');

    await userEvent.click(screen.getByRole('checkbox', { name: '只看未讀' }));
    expect(await screen.findByText('沒有未讀的通知。')).toBeTruthy();
    expect(listQueries().at(-1)?.get('condition')).toBe('{"unread":true}');
  });

  it('says so when there are no notifications at all, and cannot mark all read then', async () => {
    mockApi({
      'GET News/Unread': { body: { unreadCount: 0 } },
      'GET Notifications/Unread': { body: { unreadCount: 0 } },
      'GET Notifications': { body: { totalCount: 0, data: [], unreadCount: 0 } },
    });
    renderApp('/notifications', { user: testUser });
    expect(await screen.findByText('目前沒有通知。', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '全部標為已讀' }).hasAttribute('disabled')).toBe(true);
  });

  it('saves a mail preference at once; kinds that always mail cannot be switched off', async () => {
    let saved: NotificationPreferences = {
      preferences: [
        { kind: 'inquiry-new', mail: true, mailAlways: false, mailOnly: false },
        { kind: 'join-request', mail: true, mailAlways: true, mailOnly: false },
      ],
    };
    const api = mockApi({
      'GET News/Unread': { body: { unreadCount: 0 } },
      'GET Notifications/Unread': { body: { unreadCount: 0 } },
      'GET Notifications/Preferences': () => ({ body: saved }),
      'POST Notifications/Preferences': (call) => {
        const [change] = (call.body as { preferences: { kind: string; mail: boolean }[] }).preferences;
        saved = {
          preferences: saved.preferences.map((row) =>
            row.kind === change?.kind ? { ...row, mail: change.mail } : row,
          ),
        };
        return { body: saved };
      },
    });
    renderApp('/notifications/preferences', { user: testUser });
    const inquiries = await screen.findByRole('switch', { name: '新的詢問' }, { timeout: 15_000 });
    const joins = screen.getByRole('switch', { name: '加入公司的申請' });
    expect(joins.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('審核流程的一部分，一律寄送')).toBeTruthy();
    await userEvent.click(inquiries);
    await waitFor(() => expect(inquiries.getAttribute('aria-checked')).toBe('false'));
    expect(api.callsTo('POST Notifications/Preferences').map((call) => call.body)).toEqual([
      { preferences: [{ kind: 'inquiry-new', mail: false }] },
    ]);
    expect(
      await screen.findByText(/「新的詢問」不再以電子郵件通知，仍會出現在通知中。/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
  it('shows announcement mail as mail only, and saves it off and on again', async () => {
    let saved: NotificationPreferences = {
      preferences: [
        { kind: 'inquiry-new', mail: true, mailAlways: false, mailOnly: false },
        { kind: 'join-request', mail: true, mailAlways: true, mailOnly: false },
        { kind: 'announcement', mail: true, mailAlways: false, mailOnly: true },
      ],
    };
    const api = mockApi({
      'GET News/Unread': { body: { unreadCount: 0 } },
      'GET Notifications/Unread': { body: { unreadCount: 0 } },
      'GET Notifications/Preferences': () => ({ body: saved }),
      'POST Notifications/Preferences': (call) => {
        const [change] = (call.body as { preferences: { kind: string; mail: boolean }[] }).preferences;
        saved = {
          preferences: saved.preferences.map((row) =>
            row.kind === change?.kind ? { ...row, mail: change.mail } : row,
          ),
        };
        return { body: saved };
      },
    });
    renderApp('/notifications/preferences', { user: testUser });
    const announcements = await screen.findByRole('switch', { name: '協會公告' }, { timeout: 15_000 });
    expect(announcements.getAttribute('aria-checked')).toBe('true');
    expect(announcements.hasAttribute('disabled')).toBe(false);
    // Its row says it comes by mail only (not as a bell entry), as the review kinds say theirs always mail.
    const row = announcements.closest('li');
    if (!row) throw new Error('no row around the announcement switch');
    expect(
      within(row).getByText(
        '僅以電子郵件通知（協會選擇寄送的公告）；新公告計入鈴鐺的未讀公告數，不另列為通知',
      ),
    ).toBeTruthy();
    expect(within(row).queryByText('審核流程的一部分，一律寄送')).toBeNull();
    const inquiryRow = screen.getByRole('switch', { name: '新的詢問' }).closest('li');
    expect(inquiryRow && within(inquiryRow).queryByText(/僅以電子郵件通知/)).toBeNull();

    await userEvent.click(announcements);
    await waitFor(() => expect(announcements.getAttribute('aria-checked')).toBe('false'));
    expect(
      await screen.findByText(/「協會公告」不再以電子郵件通知，仍可在公告頁閱讀。/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await userEvent.click(announcements);
    await waitFor(() => expect(announcements.getAttribute('aria-checked')).toBe('true'));
    expect(api.callsTo('POST Notifications/Preferences').map((call) => call.body)).toEqual([
      { preferences: [{ kind: 'announcement', mail: false }] },
      { preferences: [{ kind: 'announcement', mail: true }] },
    ]);
  });
});
