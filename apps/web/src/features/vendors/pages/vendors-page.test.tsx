import type { Vendor, VendorListItem } from '@portal/contracts/vendor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';
import { tsmcRegistry } from '../../vendor-audit/test-fixtures';

const vendor = (fields: Partial<VendorListItem> & Pick<VendorListItem, 'id' | 'name'>): VendorListItem => ({
  ubn: '22099131',
  level: 'registered',
  status: 'active',
  memberCount: 3,
  ownerName: '林小美',
  registryCheckedTime: '2026-11-16T18:30:00.000Z',
  registryStatus: 'active',
  registryFlagged: false,
  createdTime: '2026-10-01T02:00:00.000Z',
  ...fields,
});

const tsmc = vendor({
  id: '01930000-0000-7000-8000-0000000000c1',
  name: '台灣積體電路製造股份有限公司',
  level: 'certified',
  memberCount: 12,
});
const closed = vendor({
  id: '01930000-0000-7000-8000-0000000000c2',
  name: '美好商行',
  ubn: '12345675',
  ownerName: null,
  registryStatus: 'suspended',
  registryFlagged: true,
});
const fresh = vendor({
  id: '01930000-0000-7000-8000-0000000000c3',
  name: '新設有限公司',
  ubn: '00501503',
  registryCheckedTime: null,
  registryStatus: null,
});
const listReply = { body: { totalCount: 3, data: [tsmc, closed, fresh] } };

const reader = { ...testUser, permissions: ['vendors:read'] };
const auditor = { ...testUser, permissions: ['vendors:read', 'vendors:audit'] };
const administrator = { ...testUser, permissions: ['*'] };

function listRequests(): Record<string, string>[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/Vendors')
    .map((url) => Object.fromEntries(url.searchParams));
}

const rowWith = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('vendor register', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('./vendors-page'),
      import('./vendor-detail-page'),
      import('../../../lib/locales/zh-hant-audit'),
    ]);
  }, 30_000);

  it('lists vendors by name with level, registry check and its day, members and owner', async () => {
    mockApi({ 'GET Vendors': listReply });
    renderApp('/vendors', { user: reader });
    expect(await screen.findByRole('heading', { name: '供應商名冊' })).toBeTruthy();
    await screen.findByText('台灣積體電路製造股份有限公司');
    expect(listRequests()[0]).toEqual({
      page: '1',
      pageSize: '20',
      sortings: '[{"field":"name","dir":"asc"}]',
    });
    const certified = rowWith('台灣積體電路製造股份有限公司');
    expect(within(certified).getByText('合格供應商')).toBeTruthy();
    expect(within(certified).getByText('登記正常')).toBeTruthy();
    // 18:30 UTC is the next day in Taiwan.
    expect(within(certified).getByText('查核於 2026-11-17')).toBeTruthy();
    expect(within(certified).getByText('12')).toBeTruthy();
    expect(within(certified).getByText('林小美')).toBeTruthy();
    expect(within(rowWith('美好商行')).getByText('登記狀態異常：停業中')).toBeTruthy();
    expect(within(rowWith('美好商行')).getByText('一般供應商')).toBeTruthy();
    expect(within(rowWith('新設有限公司')).getByText('尚未查核')).toBeTruthy();
    expect(screen.getByRole('link', { name: '檢視供應商「美好商行」' }).getAttribute('href')).toBe(
      `/vendors/detail?id=${closed.id}`,
    );

    // Reading only: no re-check, no new vendor.
    expect(screen.queryByRole('button', { name: '立即重新查核登記資料' })).toBeNull();
    expect(screen.queryByRole('link', { name: '新增供應商' })).toBeNull();
  });

  it('filters by level and by a registry problem on the server', async () => {
    mockApi({ 'GET Vendors': listReply });
    renderApp('/vendors?registryFlagged=true', { user: reader });
    await screen.findByText('美好商行');
    expect(JSON.parse(listRequests()[0]?.condition ?? '{}')).toEqual({ registryFlagged: true });
    await userEvent.click(screen.getByLabelText('等級', { selector: 'input' }));
    await userEvent.click(await screen.findByTitle('合格供應商'));
    await waitFor(() =>
      expect(JSON.parse(listRequests().at(-1)?.condition ?? '{}')).toEqual({
        level: 'certified',
        registryFlagged: true,
      }),
    );
  });

  it('re-checks the registry now for holders of vendors:audit, after asking', async () => {
    const api = mockApi({
      'GET Vendors': listReply,
      'POST Vendors/RegistryCheck': { status: 202, body: { queued: true } },
    });
    renderApp('/vendors', { user: auditor });
    await screen.findByText('美好商行');
    expect(screen.queryByRole('link', { name: '新增供應商' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '立即重新查核登記資料' }));
    expect(await screen.findByText(/要立即向商工登記重新查核所有供應商嗎？/)).toBeTruthy();
    expect(api.callsTo('POST Vendors/RegistryCheck')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '開始查核' }));
    await waitFor(() => expect(api.callsTo('POST Vendors/RegistryCheck')).toHaveLength(1));
    expect(await screen.findByText('資訊: 已排入重新查核，完成後會更新各供應商的登記狀態。')).toBeTruthy();
  });

  it('says why a re-check was refused', async () => {
    mockApi({
      'GET Vendors': listReply,
      'POST Vendors/RegistryCheck': apiError(403, { code: 'FORBIDDEN', message: '您沒有執行此操作的權限。' }),
    });
    renderApp('/vendors', { user: auditor });
    await screen.findByText('美好商行');
    await userEvent.click(screen.getByRole('button', { name: '立即重新查核登記資料' }));
    await userEvent.click(await screen.findByRole('button', { name: '開始查核' }));
    expect(await screen.findByText('錯誤: 您沒有執行此操作的權限。')).toBeTruthy();
  });

  it('links administrators to adding a vendor', async () => {
    mockApi({ 'GET Vendors': listReply });
    renderApp('/vendors', { user: administrator });
    await screen.findByText('美好商行');
    expect(screen.getByRole('link', { name: '新增供應商' }).getAttribute('href')).toBe('/company/create');
    expect(screen.getByRole('button', { name: '立即重新查核登記資料' })).toBeTruthy();
  });

  it('says when there are no vendors', async () => {
    mockApi({ 'GET Vendors': { body: { totalCount: 0, data: [] } } });
    renderApp('/vendors', { user: reader });
    expect(await screen.findByText('目前還沒有任何供應商。')).toBeTruthy();
  });

  it('shows a vendor with its last registry check, dates in 民國 form', async () => {
    const detail: Vendor = {
      id: closed.id,
      ubn: '12345675',
      name: '美好商行',
      nameEn: null,
      address: '臺北市信義區信義路五段7號',
      phone: '02-2345-6789',
      website: null,
      capital: 5_000_000,
      representative: '王大明',
      categories: ['文具', '印刷'],
      contact: {
        name: '王大明',
        contact_Title: '先生',
        position: null,
        email: 'ming@example.test',
        mobile: '+886987654321',
      },
      level: 'registered',
      certifiedTime: null,
      status: 'active',
      registry: {
        checkedTime: '2026-11-16T18:30:00.000Z',
        status: 'suspended',
        flagged: true,
        company: {
          ...tsmcRegistry,
          ubn: '12345675',
          name: '美好商行',
          status: 'suspended',
          suspendedFrom: '2026-06-01',
          suspendedUntil: '2027-05-31',
        },
      },
      myRole: null,
      createdTime: '2026-10-01T02:00:00.000Z',
      updatedTime: '2026-11-01T02:00:00.000Z',
    };
    mockApi({ [`GET Vendors/${closed.id}`]: { body: detail } });
    renderApp(`/vendors/detail?id=${closed.id}`, { user: auditor });
    expect(await screen.findByRole('heading', { level: 1, name: '美好商行' })).toBeTruthy();
    expect(screen.getByText('登記狀態異常：停業中')).toBeTruthy();
    expect(screen.getByText('此公司在商工登記為停業中，請確認是否仍可成為供應商。')).toBeTruthy();
    expect(screen.getByText('民國115年6月1日 (2026-06-01)')).toBeTruthy();
    expect(screen.getByText('民國116年5月31日 (2027-05-31)')).toBeTruthy();
    expect(screen.getByText('5.000.000')).toBeTruthy();
    expect(screen.getByText('文具和印刷')).toBeTruthy();
    expect(screen.getByText('0987-654-321')).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即重新查核登記資料' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到供應商列表' }).getAttribute('href')).toBe('/vendors');
  });
});
