import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';
import { auditor, auditRow, pendingId } from '../test-fixtures';

const tsmc = auditRow({ auditID: pendingId, displayName: '台灣積體電路製造股份有限公司' });
const byHand = auditRow({
  auditID: '01930000-0000-7000-8000-0000000000e2',
  displayName: '美好商行',
  ubn: '12345675',
  kind: 'upgrade',
  registryVerified: false,
  name: '王大明',
  contact_Title: null,
  email: 'ming@example.test',
  mobile: '+886987654321',
});
const listReply = { body: { totalCount: 2, data: [tsmc, byHand] } };

/** The query strings of every `GET /Vendor/Audits`, as objects. */
function listRequests(): Record<string, string>[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/Vendor/Audits')
    .map((url) => Object.fromEntries(url.searchParams));
}

const rowWith = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const lastCondition = () => JSON.parse(listRequests().at(-1)?.condition ?? '{}');

describe('vendor audit queue', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./vendor-audit-page'), import('../../../lib/locales/zh-hant-audit')]);
  }, 30_000);

  it('opens on the pending applications, newest first, with kind, status, contact and registry check', async () => {
    mockApi({ 'GET Vendor/Audits': listReply });
    const { location } = renderApp('/vendor-audit', { user: auditor });
    expect(await screen.findByRole('heading', { name: '供應商申請審核' })).toBeTruthy();
    await screen.findByText('台灣積體電路製造股份有限公司');
    expect(listRequests()).toEqual([
      {
        page: '1',
        pageSize: '20',
        condition: '{"status":"pending"}',
        sortings: '[{"field":"createdTime","dir":"desc"}]',
      },
    ]);
    expect(location()).toBe('/vendor-audit?status=pending');

    const row = rowWith('台灣積體電路製造股份有限公司');
    expect(within(row).getByText('22099131')).toBeTruthy();
    expect(within(row).getByText('申請')).toBeTruthy();
    expect(within(row).getByText('審核中')).toBeTruthy();
    expect(within(row).getByText('林小美 小姐')).toBeTruthy();
    expect(within(row).getByText('0912-345-678')).toBeTruthy();
    expect(within(row).getByText('已比對登記資料')).toBeTruthy();
    const other = rowWith('美好商行');
    expect(within(other).getByText('升級')).toBeTruthy();
    expect(within(other).getByText('未經登記資料查核')).toBeTruthy();
    expect(within(other).getByText('0987-654-321')).toBeTruthy();

    const view = screen.getByRole('link', { name: '檢視「台灣積體電路製造股份有限公司」的申請' });
    expect(view.getAttribute('href')).toBe(`/vendor-audit/detail?id=${pendingId}`);
  });

  it('sends the filters as the list condition, and clearing them shows every application', async () => {
    mockApi({ 'GET Vendor/Audits': listReply });
    const { location } = renderApp('/vendor-audit?kind=upgrade&createdFrom=2026-11-01', { user: auditor });
    await screen.findByText('美好商行');
    expect(JSON.parse(listRequests()[0]?.condition ?? '{}')).toEqual({
      status: 'pending',
      kind: 'upgrade',
      createdFrom: '2026-11-01',
    });

    await userEvent.click(screen.getByLabelText('狀態', { selector: 'input' }));
    await userEvent.click(await screen.findByTitle('已退件'));
    await waitFor(() =>
      expect(lastCondition()).toEqual({ status: 'rejected', kind: 'upgrade', createdFrom: '2026-11-01' }),
    );

    await userEvent.type(screen.getByLabelText('關鍵字'), '１２３４{Enter}');
    await waitFor(() => expect(lastCondition()).toMatchObject({ keyword: '１２３４', status: 'rejected' }));

    await userEvent.click(screen.getByRole('button', { name: '清除篩選' }));
    await waitFor(() => expect(listRequests().at(-1)?.condition).toBeUndefined());
    expect(location()).toBe('/vendor-audit');
  });

  it('says when nothing waits, and offers to clear the filter', async () => {
    mockApi({ 'GET Vendor/Audits': { body: { totalCount: 0, data: [] } } });
    renderApp('/vendor-audit', { user: auditor });
    expect(await screen.findByText('沒有符合篩選條件的資料。')).toBeTruthy();
    const filterBar = screen.getByRole('search', { name: '篩選條件' });
    await userEvent.click(within(filterBar).getByRole('button', { name: '清除篩選' }));
    expect(await screen.findByText('目前沒有任何供應商申請。')).toBeTruthy();
  });

  it('is refused without vendors:audit', async () => {
    mockApi({ 'GET Vendor/Audits': listReply });
    renderApp('/vendor-audit', { user: { ...testUser, permissions: ['vendors:read'] } });
    expect(await screen.findByText('您沒有檢視此頁面的權限')).toBeTruthy();
    expect(listRequests()).toHaveLength(0);
  });
});
