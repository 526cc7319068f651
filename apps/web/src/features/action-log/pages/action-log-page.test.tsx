import type { ActionLogEntry } from '@portal/contracts/action-log';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const adminId = '01930000-0000-7000-8000-0000000000f1';
const entry = (fields: Partial<ActionLogEntry> & Pick<ActionLogEntry, 'id' | 'action'>): ActionLogEntry => ({
  createdTime: '2026-11-22T06:03:05.000Z',
  actorId: adminId,
  actorAccount: 'admin',
  entityType: 'role',
  entityId: null,
  before: null,
  after: null,
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36',
  requestId: 'req-1',
  ...fields,
});

const roleUpdate = entry({
  id: '01930000-0000-7000-8000-0000000000e1',
  action: 'update',
  entityId: '01930000-0000-7000-8000-0000000000a3',
  before: { nameZh: '採購', permissions: ['users:read'], code: null, secretHash: '[REDACTED]' },
  after: {
    nameZh: '採購專員',
    permissions: ['users:read'],
    description: '只看使用者',
    secretHash: '[REDACTED]',
  },
});
const signIn = entry({
  id: '01930000-0000-7000-8000-0000000000e2',
  createdTime: '2026-11-21T16:30:00.000Z',
  action: 'sign-in-failed',
  actorId: null,
  actorAccount: null,
  entityType: 'user',
  after: { account: 'someone', password: '[REDACTED]' },
});
const listReply = { body: { totalCount: 2, data: [roleUpdate, signIn] } };
const reader = { ...testUser, permissions: ['actionlog:read'] };

/** The query strings of every `GET /ActionLogs`, as objects. */
function listRequests(): Record<string, string>[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/ActionLogs')
    .map((url) => Object.fromEntries(url.searchParams));
}

const rowWith = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const buttonWith = (text: string, container: HTMLElement = document.body) =>
  within(container).getByText(text).closest('button') as HTMLButtonElement;

describe('action log page', { timeout: 15_000 }, () => {
  // The page loads lazily; importing it first keeps a slow first import (a busy machine running many
  // files at once) out of the first test's waiting time.
  beforeAll(async () => {
    await Promise.all([import('./action-log-page'), import('../../../lib/locales/zh-hant-admin')]);
  }, 30_000);

  it('lists entries newest first with Taiwan time, actor, translated action and record type', async () => {
    mockApi({ 'GET ActionLogs': listReply });
    renderApp('/action-log', { user: reader });
    expect(await screen.findByRole('heading', { name: '操作紀錄' }, { timeout: 10_000 })).toBeTruthy();
    await screen.findByText('2026-11-22 14:03:05');
    expect(listRequests()[0]).toEqual({
      page: '1',
      pageSize: '20',
      sortings: '[{"field":"createdTime","dir":"desc"}]',
    });

    const update = rowWith('2026-11-22 14:03:05');
    expect(within(update).getByText('admin')).toBeTruthy();
    expect(within(update).getByText('修改').closest('.ant-tag')).toBeTruthy();
    expect(within(update).getByText('角色')).toBeTruthy();
    expect(within(update).getByText('203.0.113.9')).toBeTruthy();
    // 16:30 UTC is past midnight in Taiwan.
    const failed = rowWith('2026-11-22 00:30:00');
    expect(within(failed).getByText('登入失敗')).toBeTruthy();
    expect(within(failed).getByText('系統')).toBeTruthy();
    expect(within(failed).getByText('使用者')).toBeTruthy();
  });

  it('names every record type the server writes in words, in both languages', async () => {
    const types = ['vendor-application', 'document', 'registry-check', 'social-identity'] as const;
    const entries = types.map((entityType, index) =>
      entry({
        id: `01930000-0000-7000-8000-00000000010${index}`,
        action: 'create',
        entityType,
        entityId: entityType,
      }),
    );
    mockApi({ 'GET ActionLogs': { body: { totalCount: entries.length, data: entries } } });
    renderApp('/action-log', { user: reader });
    // The page loads lazily: seconds on a busy machine.
    await screen.findByRole('heading', { name: '操作紀錄' }, { timeout: 10_000 });
    const row = async (entityId: string) => (await screen.findByTitle(entityId)).closest('tr') as HTMLElement;
    expect(within(await row('vendor-application')).getByText('供應商申請')).toBeTruthy();
    expect(within(await row('document')).getByText('申請文件')).toBeTruthy();
    expect(within(await row('registry-check')).getByText('商工登記檢查')).toBeTruthy();
    expect(within(await row('social-identity')).getByText('社群登入帳號')).toBeTruthy();
    for (const type of types) expect(screen.queryByText(type, { selector: 'td' })).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    expect(within(await row('vendor-application')).getByText('Supplier application')).toBeTruthy();
    expect(within(await row('social-identity')).getByText('Social sign-in account')).toBeTruthy();
  });

  it('opens an entry with its before and after, changed fields first and marked in words', async () => {
    mockApi({ 'GET ActionLogs': listReply });
    renderApp('/action-log', { user: reader });
    await userEvent.click(await screen.findByLabelText('檢視 2026-11-22 14:03:05 的紀錄'));
    const drawer = (await screen.findByText('操作紀錄詳情')).closest('.ant-drawer-section') as HTMLElement;
    expect(within(drawer).getByText('req-1')).toBeTruthy();
    const table = within(drawer).getByRole('table', { name: '變更前後的欄位比較，有差異的欄位排在前面。' });
    const rows = [...table.querySelectorAll('tbody tr')] as HTMLElement[];
    expect(rows.map((row) => [row.querySelector('th')?.textContent, row.dataset.kind])).toEqual([
      ['nameZh', 'changed'],
      ['code', 'removed'],
      ['description', 'added'],
      ['permissions', 'unchanged'],
      ['secretHash', 'unchanged'],
    ]);
    const [name, code, description, permissions, secret] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect([...name.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      ' 變更',
      '採購',
      '採購專員',
    ]);
    expect(within(code).getByText('移除')).toBeTruthy();
    expect(within(code).getByText('（無）')).toBeTruthy();
    expect(within(description).getByText('新增')).toBeTruthy();
    expect(within(description).getByText('只看使用者')).toBeTruthy();
    expect(within(permissions).getAllByText('["users:read"]')).toHaveLength(2);
    // Unchanged rows say so to screen readers only; secrets show as a lock tag.
    expect(within(secret).getByText('未變更').className).toBe('visually-hidden');
    expect(within(secret).getAllByText('已遮蔽')).toHaveLength(2);
    expect(
      within(secret).getAllByText('已遮蔽')[0]?.closest('.ant-tag')?.querySelector('.anticon-lock'),
    ).toBeTruthy();
  });

  it('shows an event’s details as recorded, not as a diff', async () => {
    mockApi({ 'GET ActionLogs': listReply });
    renderApp('/action-log', { user: reader });
    await userEvent.click(await screen.findByLabelText('檢視 2026-11-22 00:30:00 的紀錄'));
    const drawer = (await screen.findByText('操作紀錄詳情')).closest('.ant-drawer-section') as HTMLElement;
    expect(within(drawer).getByRole('heading', { name: '紀錄內容' })).toBeTruthy();
    expect(within(rowWith('account')).getByText('someone')).toBeTruthy();
    expect(within(rowWith('password')).getByText('已遮蔽')).toBeTruthy();
    expect(within(drawer).queryByText('變更前')).toBeNull();
  });

  it('filters by record type and action on the server, and by the actor a link names', async () => {
    mockApi({ 'GET ActionLogs': listReply });
    renderApp(`/action-log?actorId=${adminId}&entityType=role`, { user: reader });
    await screen.findByText('2026-11-22 14:03:05');
    await waitFor(() =>
      expect(listRequests()).toContainEqual({
        page: '1',
        pageSize: '20',
        condition: JSON.stringify({ actorId: adminId, entityType: 'role' }),
        sortings: '[{"field":"createdTime","dir":"desc"}]',
      }),
    );
    // The actor filter is named by the actor's account once their newest entry is known.
    expect(await screen.findByTitle('admin')).toBeTruthy();

    await userEvent.click(screen.getByLabelText('動作', { selector: 'input' }));
    await userEvent.click(await screen.findByTitle('刪除'));
    await waitFor(() =>
      expect(JSON.parse(listRequests().at(-1)?.condition ?? '{}')).toEqual({
        action: 'delete',
        entityType: 'role',
        actorId: adminId,
      }),
    );
  });

  it('downloads the filtered export with the bearer token', async () => {
    // jsdom has no object URLs; the download's link click is recorded instead of followed.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.download} ${this.href}`);
    });
    const api = mockApi({ 'GET ActionLogs': listReply, 'GET ActionLogs/Export': { body: 'Time,Actor' } });
    renderApp('/action-log?entityType=role&sort=action', { user: reader });
    await screen.findByText('2026-11-22 14:03:05');
    await userEvent.click(buttonWith('匯出 CSV'));

    await waitFor(() => expect(api.callsTo('GET ActionLogs/Export')).toHaveLength(1));
    const exportCall = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/v1/ActionLogs/Export');
    expect(Object.fromEntries(exportCall?.searchParams ?? [])).toEqual({
      format: 'csv',
      condition: '{"entityType":"role"}',
      sortings: '[{"field":"action","dir":"asc"}]',
    });
    expect(api.callsTo('GET ActionLogs/Export')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    await waitFor(() =>
      expect(clicks).toEqual([expect.stringMatching(/^action-log-\d{4}-\d{2}-\d{2}\.csv blob:export$/)]),
    );
    expect(await screen.findByText(/^資訊: 已下載匯出檔/)).toBeTruthy();
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('says why an export failed', async () => {
    mockApi({
      'GET ActionLogs': listReply,
      'GET ActionLogs/Export': apiError(403, { code: 'FORBIDDEN', message: '您沒有執行此操作的權限。' }),
    });
    renderApp('/action-log', { user: reader });
    await screen.findByText('2026-11-22 14:03:05');
    await userEvent.click(buttonWith('匯出 Excel'));
    expect(await screen.findByText('錯誤: 您沒有執行此操作的權限。')).toBeTruthy();
  });
});
