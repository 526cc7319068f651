import type { AdminUser } from '@portal/contracts/user-admin';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { applicant, sampleRegistry, vendorAdmin } from '../test-fixtures';

// Whole-app renders: the first lazy page can take long while the suite runs many files at once.
configure({ asyncUtilTimeout: 15_000 });

const owner: AdminUser = {
  id: '01930000-0000-7000-8000-0000000000b7',
  account: 'lin.owner',
  name: '林老闆',
  email: 'lin@example.test',
  emailVerified: true,
  pendingEmail: null,
  mobile: null,
  mobileVerified: false,
  jobTitle: null,
  language: 'zh-Hant',
  status: 'active',
  hasPassword: true,
  roles: [],
  vendor: null,
  createdTime: '2026-01-01T00:00:00.000Z',
  lastSignInTime: null,
};

/** The filters of every `GET /Users` made so far. */
function userSearches(): unknown[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/Users')
    .map((url) => JSON.parse(url.searchParams.get('condition') ?? '{}') as unknown);
}

describe('company/create', { timeout: 60_000 }, () => {
  it('creates a vendor from a registry lookup with an existing user (without a vendor) as owner', async () => {
    const api = mockApi({
      'GET Users': { body: { totalCount: 1, data: [owner] } },
      'POST Vendor/Apply/GCIS': { body: { found: true, company: sampleRegistry } },
      'POST Vendor/Create': {
        status: 201,
        body: { id: '01930000-0000-7000-8000-0000000000f9', ownerId: owner.id },
      },
    });
    renderApp('/company/create', { user: vendorAdmin });
    await userEvent.type(await screen.findByLabelText('統一編號'), '22099131');
    await userEvent.click(screen.getByRole('button', { name: '查詢商工登記資料' }));
    expect(await screen.findByText('已找到「台灣積體電路製造股份有限公司」的商工登記資料')).toBeTruthy();
    expect((screen.getByLabelText('代表人') as HTMLInputElement).value).toBe('魏哲家');
    await userEvent.type(screen.getByLabelText('公司電話'), '03-563-6688');
    await userEvent.click(screen.getByLabelText('合格供應商'));
    await userEvent.type(screen.getByLabelText('聯絡人姓名'), '林老闆');
    await userEvent.type(screen.getByLabelText('聯絡人電子郵件'), 'lin@example.test');
    await userEvent.type(screen.getByLabelText('聯絡人手機'), '0912345678');

    await userEvent.type(screen.getByLabelText('主帳號使用者'), '林');
    // The search asks the server for active users without a vendor, by the typed keyword.
    await waitFor(() =>
      expect(userSearches()).toContainEqual({ hasVendor: false, status: 'active', keyword: '林' }),
    );
    await userEvent.click(await screen.findByText('林老闆（lin.owner）'));
    await userEvent.click(screen.getByRole('button', { name: '建立供應商' }));

    await waitFor(() => expect(api.callsTo('POST Vendor/Create')).toHaveLength(1));
    expect(api.callsTo('POST Vendor/Create')[0]?.body).toEqual({
      ubn: '22099131',
      level: 'certified',
      owner: { userId: owner.id },
      company: {
        name: '台灣積體電路製造股份有限公司',
        nameEn: '',
        representative: '魏哲家',
        capital: 280_500_000_000,
        address: '新竹科學園區力行六路8號',
        phone: '03-563-6688',
        website: '',
        categories: [],
        contact: {
          name: '林老闆',
          contact_Title: '',
          position: '',
          email: 'lin@example.test',
          mobile: '0912345678',
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: '已建立供應商「台灣積體電路製造股份有限公司」' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '檢視主帳號使用者' }).getAttribute('href')).toBe(
      `/user-edit?id=${owner.id}`,
    );
    expect(screen.getByRole('link', { name: '檢視這家供應商' }).getAttribute('href')).toBe(
      '/vendors/detail?id=01930000-0000-7000-8000-0000000000f9',
    );
  });

  it('puts a refused invitation on its e-mail field', async () => {
    mockApi({
      'GET Users': { body: { totalCount: 0, data: [] } },
      'POST Vendor/Create': apiError(409, { code: 'EMAIL_TAKEN', message: '此電子郵件已註冊。' }),
    });
    renderApp('/company/create', { user: vendorAdmin });
    await userEvent.type(await screen.findByLabelText('統一編號'), '12345675');
    await userEvent.type(screen.getByLabelText('公司名稱'), '美好股份有限公司');
    await userEvent.type(screen.getByLabelText('代表人'), '王美好');
    await userEvent.type(screen.getByLabelText('公司地址'), '臺北市信義區市府路 1 號');
    await userEvent.type(screen.getByLabelText('公司電話'), '02-2345-6789');
    await userEvent.type(screen.getByLabelText('聯絡人姓名'), '王美好');
    await userEvent.type(screen.getByLabelText('聯絡人電子郵件'), 'mei@example.test');
    await userEvent.type(screen.getByLabelText('聯絡人手機'), '0912345678');
    await userEvent.click(screen.getByLabelText('邀請新使用者'));
    await userEvent.type(await screen.findByLabelText('姓名'), '王美好');
    await userEvent.type(screen.getByLabelText('電子郵件'), 'mei@example.test');
    await userEvent.click(screen.getByRole('button', { name: '建立供應商' }));
    const email = screen.getByLabelText('電子郵件').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(email.textContent).toContain('此電子郵件已註冊。'));
  });

  it('is closed to people without vendors:write', async () => {
    mockApi({});
    renderApp('/company/create', { user: applicant });
    expect(await screen.findByRole('heading', { name: '您沒有檢視此頁面的權限' })).toBeTruthy();
  });
});
