import type { NewsAdminItem } from '@portal/contracts/news';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const item: NewsAdminItem = {
  id: '01930000-0000-7000-8000-0000000000c1',
  category: 'event',
  audience: 'vendors',
  status: 'published',
  titleZh: '供應商說明會',
  titleEn: 'Supplier briefing',
  bodyZh: '<p>歡迎參加</p>',
  bodyEn: '',
  pinned: true,
  publishFrom: '2026-11-23T01:00:00.000Z',
  publishUntil: null,
  publishedTime: '2026-11-22T06:00:00.000Z',
  attachments: [
    {
      id: '01930000-0000-7000-8000-0000000000f2',
      fileName: '議程.pdf',
      contentType: 'application/pdf',
      size: 1200,
      createdTime: '2026-11-22T06:00:00.000Z',
    },
  ],
  mailAudience: false,
  audienceMailedTime: null,
  createdTime: '2026-11-22T06:00:00.000Z',
  updatedTime: '2026-11-22T06:00:00.000Z',
};
const staff = { ...testUser, permissions: ['news:write'] };
const list = { body: { totalCount: 1, data: [item] } };

describe('announcement management', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('./announcement-manage-page'),
      import('../components/news-rich-text'),
      import('../../../lib/locales/zh-hant-news'),
      import('../../../lib/locales/zh-hant-admin'),
    ]);
  }, 60_000);

  it('lists every announcement with its audience and status', async () => {
    mockApi({ 'GET News/Manage': list, 'GET News/Unread': { body: { unreadCount: 0 } } });
    renderApp('/announcement/manage', { user: staff });
    // The first render loads the page's chunks on a busy machine: give it time.
    expect(await screen.findByRole('heading', { name: '公告管理' }, { timeout: 10_000 })).toBeTruthy();
    const row = (await screen.findByText('供應商說明會')).closest('tr') as HTMLElement;
    expect(within(row).getByText('供應商成員')).toBeTruthy();
    expect(within(row).getByText('已發布')).toBeTruthy();
    expect(within(row).getByText('活動')).toBeTruthy();
    expect(within(row).getByText('2026-11-23 09:00')).toBeTruthy();
  });

  it('keeps staff without news:write out', async () => {
    mockApi({ 'GET News/Unread': { body: { unreadCount: 0 } } });
    renderApp('/announcement/manage', { user: testUser });
    expect(await screen.findByText('您沒有檢視此頁面的權限')).toBeTruthy();
  });

  it('edits an announcement and sends its fields, body and attachments', async () => {
    const api = mockApi({
      'GET News/Manage': list,
      'PUT News/Manage': (call) => ({ body: { ...item, ...(call.body as object) } }),
      'GET News/Unread': { body: { unreadCount: 0 } },
    });
    renderApp('/announcement/manage', { user: staff });
    await userEvent.click(await screen.findByRole('button', { name: '編輯「供應商說明會」' }));
    const title = await screen.findByRole('textbox', { name: '標題（中文）' });
    await userEvent.clear(title);
    await userEvent.type(title, '供應商說明會（更新）');
    expect(await screen.findByText('歡迎參加')).toBeTruthy();
    expect(screen.getByText('議程.pdf')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(api.callsTo('PUT News/Manage')).toHaveLength(1));
    expect(api.callsTo('PUT News/Manage')[0]?.body).toMatchObject({
      id: item.id,
      titleZh: '供應商說明會（更新）',
      audience: 'vendors',
      bodyZh: '<p>歡迎參加</p>',
      pinned: true,
      publishFrom: '2026-11-23T01:00:00.000Z',
      attachmentIds: ['01930000-0000-7000-8000-0000000000f2'],
      // The mail-the-audience box, left alone, is sent as it was.
      mailAudience: false,
    });
  });

  it('sends mailAudience: true in the save once the mail-the-audience box is ticked', async () => {
    const api = mockApi({
      'GET News/Manage': list,
      'PUT News/Manage': (call) => ({ body: { ...item, ...(call.body as object) } }),
      'GET News/Unread': { body: { unreadCount: 0 } },
    });
    renderApp('/announcement/manage', { user: staff });
    await userEvent.click(await screen.findByRole('button', { name: '編輯「供應商說明會」' }));
    const box = await screen.findByRole('checkbox', { name: '同時以電子郵件通知對象' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(box.hasAttribute('disabled')).toBe(false);
    expect(screen.getByText(/發布且開始顯示時，依每位對象的語言寄出通知信/)).toBeTruthy();
    await userEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(api.callsTo('PUT News/Manage')).toHaveLength(1));
    expect(api.callsTo('PUT News/Manage')[0]?.body).toMatchObject({ id: item.id, mailAudience: true });
  });

  it('keeps the box of an announcement already asked to be mailed ticked and locked, and saves it so', async () => {
    const queued: NewsAdminItem = { ...item, mailAudience: true };
    const api = mockApi({
      'GET News/Manage': { body: { totalCount: 1, data: [queued] } },
      'PUT News/Manage': (call) => ({ body: { ...queued, ...(call.body as object) } }),
      'GET News/Unread': { body: { unreadCount: 0 } },
    });
    renderApp('/announcement/manage', { user: staff });
    await userEvent.click(await screen.findByRole('button', { name: '編輯「供應商說明會」' }));
    const locked = await screen.findByRole('checkbox', { name: '同時以電子郵件通知對象' });
    expect((locked as HTMLInputElement).checked).toBe(true);
    expect(locked.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('已設定寄送通知信（每則公告只寄一次）。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(api.callsTo('PUT News/Manage')).toHaveLength(1));
    expect(api.callsTo('PUT News/Manage')[0]?.body).toMatchObject({ id: item.id, mailAudience: true });
  });

  it('asks before deleting', async () => {
    const api = mockApi({
      'GET News/Manage': list,
      'DELETE News/Manage': { body: { id: item.id } },
      'GET News/Unread': { body: { unreadCount: 0 } },
    });
    renderApp('/announcement/manage', { user: staff });
    await userEvent.click(await screen.findByRole('button', { name: '刪除「供應商說明會」' }));
    expect(api.callsTo('DELETE News/Manage')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: '刪除' }));
    await waitFor(() => expect(api.callsTo('DELETE News/Manage')).toHaveLength(1));
  });
});
