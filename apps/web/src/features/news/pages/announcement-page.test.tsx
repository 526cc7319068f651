import type { NewsDetail, NewsList, NewsReadItem } from '@portal/contracts/news';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const item = (fields: Partial<NewsReadItem> & Pick<NewsReadItem, 'id' | 'title'>): NewsReadItem => ({
  category: 'notice',
  pinned: false,
  publishedTime: '2026-11-22T06:03:05.000Z',
  isRead: false,
  ...fields,
});

const pinned = item({
  id: '01930000-0000-7000-8000-0000000000a1',
  title: '系統維護通知',
  pinned: true,
  category: 'system',
  isRead: true,
});
const fresh = item({ id: '01930000-0000-7000-8000-0000000000a2', title: '年度會員大會', category: 'event' });
const board = (data: NewsReadItem[], unreadCount: number): { body: NewsList } => ({
  body: { totalCount: data.length, data, unreadCount },
});

describe('announcement pages', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('./announcement-page'),
      import('./announcement-detail-page'),
      import('../../../lib/locales/zh-hant-news'),
    ]);
  }, 30_000);

  it('lists announcements with pinned and unread marks, and the header counts the unread ones', async () => {
    mockApi({ 'GET News': board([pinned, fresh], 1), 'GET News/Unread': { body: { unreadCount: 1 } } });
    renderApp('/announcement', { user: testUser });
    // The first render loads the page's chunks on a busy machine: give it time.
    expect(await screen.findByRole('heading', { name: '公告與通知' }, { timeout: 10_000 })).toBeTruthy();
    const rowOf = async (title: string) => (await screen.findByText(title)).closest('li') as HTMLElement;
    const first = await rowOf('系統維護通知');
    expect(within(first).getByText('置頂')).toBeTruthy();
    expect(within(first).getByText('系統')).toBeTruthy();
    expect(within(first).queryByText('未讀')).toBeNull();
    const second = await rowOf('年度會員大會');
    expect(within(second).getByText('未讀')).toBeTruthy();
    expect(within(second).getByText('發布於 2026-11-22 14:03')).toBeTruthy();
    expect(within(second).getByRole('link').getAttribute('href')).toBe(`/announcement-detail?id=${fresh.id}`);
    expect(await screen.findByRole('button', { name: '通知，1 則未讀' })).toBeTruthy();
  });

  it('shows an empty state, and says so differently when filters find nothing', async () => {
    const api = mockApi({ 'GET News': board([], 0), 'GET News/Unread': { body: { unreadCount: 0 } } });
    renderApp('/announcement', { user: testUser });
    expect(await screen.findByText('目前沒有公告。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '全部標為已讀' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: '只看未讀' }));
    expect(await screen.findByText('找不到符合條件的公告。')).toBeTruthy();
    expect(api.callsTo('GET News').length).toBeGreaterThanOrEqual(2);
  });

  it('sends the search and the unread filter to the server', async () => {
    mockApi({ 'GET News': board([fresh], 1), 'GET News/Unread': { body: { unreadCount: 1 } } });
    renderApp('/announcement', { user: testUser });
    await screen.findByText('年度會員大會');
    await userEvent.type(screen.getByRole('searchbox', { name: '搜尋標題或內容' }), '大會{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: '只看未讀' }));
    const lastCondition = () => {
      const urls = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://x'));
      const last = urls.filter((url) => url.pathname.endsWith('/News')).at(-1);
      return JSON.parse(last?.searchParams.get('condition') ?? '{}');
    };
    await waitFor(() => expect(lastCondition()).toEqual({ keyword: '大會', unread: true }));
  });

  it('marks everything read, then refreshes the list', async () => {
    let unread = 1;
    const api = mockApi({
      'GET News': () => board([{ ...fresh, isRead: unread === 0 }], unread),
      'GET News/Unread': () => ({ body: { unreadCount: unread } }),
      'POST News/Read': () => {
        unread = 0;
        return { body: { unreadCount: 0 } };
      },
    });
    renderApp('/announcement', { user: testUser });
    const row = (await screen.findByText('年度會員大會')).closest('li') as HTMLElement;
    expect(within(row).getByText('未讀')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '全部標為已讀' }));
    await waitFor(() => expect(screen.queryByText('未讀')).toBeNull());
    expect(api.callsTo('POST News/Read')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: '通知，0 則未讀' })).toBeTruthy();
  });

  it('shows one announcement with its sanitised body and attachments', async () => {
    const detail: NewsDetail = {
      ...fresh,
      isRead: true,
      body: '<p>敬請<strong>出席</strong>。</p>',
      attachments: [
        {
          id: '01930000-0000-7000-8000-0000000000f1',
          fileName: '議程.pdf',
          contentType: 'application/pdf',
          size: 2048,
          createdTime: '2026-11-22T06:00:00.000Z',
        },
      ],
    };
    mockApi({ [`GET News/${fresh.id}`]: { body: detail }, 'GET News/Unread': { body: { unreadCount: 0 } } });
    renderApp(`/announcement-detail?id=${fresh.id}`, { user: testUser });
    expect(await screen.findByRole('heading', { name: '年度會員大會' })).toBeTruthy();
    expect(screen.getByText('出席').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: '下載 議程.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到公告列表' }).getAttribute('href')).toBe('/announcement');
  });

  it('says an announcement is not available when the server answers 404', async () => {
    mockApi({
      [`GET News/${fresh.id}`]: apiError(404, { code: 'NOT_FOUND', message: '找不到資料。' }),
      'GET News/Unread': { body: { unreadCount: 0 } },
    });
    renderApp(`/announcement-detail?id=${fresh.id}`, { user: testUser });
    expect(await screen.findByText('找不到這則公告，可能已下架或不適用於您的帳號。')).toBeTruthy();
  });
});
