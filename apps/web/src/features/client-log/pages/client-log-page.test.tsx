import type { ClientLogEntry } from '@portal/contracts/client-log';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const entry = (fields: Partial<ClientLogEntry> & Pick<ClientLogEntry, 'id' | 'content'>): ClientLogEntry => ({
  createdTime: '2026-11-22T06:03:00.000Z',
  receivedTime: '2026-11-22T06:03:05.000Z',
  type: 'error',
  userId: '01930000-0000-7000-8000-000000000001',
  userAccount: 'ming',
  ip: '198.51.100.7',
  userAgent: chrome,
  ...fields,
});

const crash = entry({
  id: '01930000-0000-7000-8000-0000000000d1',
  content:
    "王小明: TypeError: Cannot read properties of undefined (reading 'name')\n    at UserPage (user-page.tsx:42:7)",
});
const warning = entry({
  id: '01930000-0000-7000-8000-0000000000d2',
  type: 'warning',
  receivedTime: '2026-11-21T16:30:00.000Z',
  content: 'Slow chunk load',
  userId: null,
  userAccount: null,
  userAgent: 'curl/8.5.0',
});
const listReply = { body: { totalCount: 2, data: [crash, warning] } };
const reader = { ...testUser, permissions: ['clientlog:read'] };

function lastQuery(): URLSearchParams {
  return new URL(String(vi.mocked(fetch).mock.calls.at(-1)?.[0]), 'http://x').searchParams;
}

describe('client log page', { timeout: 15_000 }, () => {
  // The page loads lazily; importing it first keeps a slow first import (a busy machine running many
  // files at once) out of the first test's waiting time.
  beforeAll(async () => {
    await Promise.all([import('./client-log-page'), import('../../../lib/locales/zh-hant-admin')]);
  }, 30_000);

  it('lists browser errors with type, user, content, address and browser', async () => {
    mockApi({ 'GET ClientLogs': listReply });
    renderApp('/client-log', { user: reader });
    expect(await screen.findByRole('heading', { name: '前端錯誤紀錄' })).toBeTruthy();
    const first = (await screen.findByText('2026-11-22 14:03:05')).closest('tr') as HTMLElement;
    expect(lastQuery().get('sortings')).toBe('[{"field":"receivedTime","dir":"desc"}]');

    expect(within(first).getByText('錯誤').closest('.ant-tag')).toBeTruthy();
    expect(within(first).getByText('ming')).toBeTruthy();
    expect(within(first).getByText('198.51.100.7')).toBeTruthy();
    expect(within(first).getByText('Chrome, Windows').getAttribute('title')).toBe(chrome);
    // One line until opened; the whole text in monospace with its new lines.
    const summary = within(first).getByText(
      "王小明: TypeError: Cannot read properties of undefined (reading 'name')",
    );
    expect(summary.tagName).toBe('SUMMARY');
    expect(first.querySelector('pre')?.textContent).toBe(crash.content);

    const second = screen.getByText('2026-11-22 00:30:00').closest('tr') as HTMLElement;
    expect(within(second).getByText('警告')).toBeTruthy();
    expect(within(second).getByText('未登入')).toBeTruthy();
    expect(within(second).getByText('無法辨識')).toBeTruthy();
  });

  it('filters by type on the server', async () => {
    mockApi({ 'GET ClientLogs': listReply });
    renderApp('/client-log?keyword=TypeError', { user: reader });
    await screen.findByText('2026-11-22 14:03:05');
    await userEvent.click(screen.getByLabelText('類型', { selector: 'input' }));
    await userEvent.click(await screen.findByTitle('警告'));
    await waitFor(() =>
      expect(JSON.parse(lastQuery().get('condition') ?? '{}')).toEqual({
        keyword: 'TypeError',
        type: 'warning',
      }),
    );
  });

  it('is a 403 page without clientlog:read', async () => {
    const api = mockApi({ 'GET ClientLogs': listReply });
    renderApp('/client-log', { user: { ...testUser, permissions: ['outbox:read'] } });
    expect(await screen.findByRole('heading', { name: '您沒有檢視此頁面的權限' })).toBeTruthy();
    expect(api.callsTo('GET ClientLogs')).toHaveLength(0);
  });
});
