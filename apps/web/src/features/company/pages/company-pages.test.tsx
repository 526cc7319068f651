import type { Vendor, VendorUpdateInput } from '@portal/contracts/vendor';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, apiError, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { applicant, sampleApplication, sampleRegistry, sampleVendor, vendorUser } from '../test-fixtures';

// Whole-app renders: the first lazy page can take long while the suite runs many files at once.
configure({ asyncUtilTimeout: 15_000 });

const notInVendor = apiError(404, { code: 'NOT_IN_VENDOR', message: '您尚未隸屬任何供應商。' });
const vendorAs = (role: Vendor['myRole'], changes: Partial<Vendor> = {}) => ({
  body: { ...sampleVendor, myRole: role, ...changes },
});

describe('company overview and data', { timeout: 60_000 }, () => {
  it('shows an owner the vendor with its level, the registry check and the pages to go on to', async () => {
    mockApi({ 'GET Vendor': vendorAs('owner') });
    renderApp('/company', { user: vendorUser('owner') });
    await screen.findByRole('heading', { level: 2, name: '台灣積體電路製造股份有限公司' });
    expect(screen.getAllByText('一般供應商').length).toBeGreaterThan(0);
    expect(screen.getByText('主帳號')).toBeTruthy();
    expect(screen.getByText(/最近一次檢查時為「核准設立」/)).toBeTruthy();
    const links = within(screen.getByRole('navigation', { name: '公司管理' }));
    expect(links.getByRole('link', { name: '編輯公司資料' }).getAttribute('href')).toBe('/company-edit');
    expect(links.getByRole('link', { name: '申請成為合格供應商' }).getAttribute('href')).toBe(
      '/company/upgrade',
    );
    expect(links.getByRole('link', { name: '檢視完整公司資料' }).getAttribute('href')).toBe('/company/data');
  });

  it('warns when the last registry check found the company no longer active', async () => {
    mockApi({
      'GET Vendor': vendorAs('member', {
        level: 'certified',
        certifiedTime: '2026-01-02T00:00:00.000Z',
        registry: {
          ...sampleVendor.registry,
          status: 'suspended',
          flagged: true,
          company: { ...sampleRegistry, status: 'suspended', statusText: '停業' },
        },
      }),
    });
    renderApp('/company', { user: vendorUser('member') });
    expect(await screen.findByText(/商工登記資料顯示此公司為「停業」/)).toBeTruthy();
    expect(screen.getAllByText('合格供應商').length).toBeGreaterThan(0);
    const links = within(screen.getByRole('navigation', { name: '公司管理' }));
    expect(links.queryByRole('link', { name: '編輯公司資料' })).toBeNull();
  });

  it('shows someone without a vendor the choices to apply or join, and an application under review', async () => {
    mockApi({
      'GET Vendor': notInVendor,
      'GET Vendor/Apply': { body: { current: sampleApplication, history: [] } },
    });
    renderApp('/company', { user: applicant });
    expect(
      await screen.findByText('您有一筆審核中的供應商申請（台灣積體電路製造股份有限公司）'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看申請進度' }).getAttribute('href')).toBe(
      '/company/application',
    );
    expect(screen.getByRole('heading', { level: 2, name: '加入既有的供應商' })).toBeTruthy();
    expect(screen.getByText(/目前尚無法在此送出/)).toBeTruthy();
    // Joining has no button that would do nothing; applying waits for the pending one.
    expect(screen.queryByRole('button', { name: /加入/ })).toBeNull();
    expect(screen.queryByRole('link', { name: '申請成為供應商' })).toBeNull();
  });

  it('company-not-vendor offers applying to someone without any application', async () => {
    mockApi({ 'GET Vendor': notInVendor, 'GET Vendor/Apply': { body: { current: null, history: [] } } });
    renderApp('/company-not-vendor', { user: applicant });
    const apply = await screen.findByRole('link', { name: '申請成為供應商' });
    expect(apply.getAttribute('href')).toBe('/company-apply');
  });

  it('speaks English too: level, registry dates in the Minguo era, amounts', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET Vendor': vendorAs('owner') });
    renderApp('/company/data', { user: vendorUser('owner') });
    await screen.findByRole('heading', { level: 2, name: 'Company' });
    expect(screen.getAllByText('Registered supplier').length).toBeGreaterThan(0);
    expect(screen.getByText('February 21, 76 Minguo (1987-02-21)')).toBeTruthy();
    expect(screen.getAllByText('NT$ 280.500.000.000').length).toBeGreaterThan(0);
    expect(screen.getByText('Approved and active at the last check.', { exact: false })).toBeTruthy();
  });

  it('company/data shows every field and the registry’s dates in 民國', async () => {
    mockApi({ 'GET Vendor': vendorAs('member') });
    renderApp('/company/data', { user: vendorUser('member') });
    await screen.findByRole('heading', { level: 2, name: '公司資料' });
    expect(screen.getByText('TSMC')).toBeTruthy();
    expect(screen.getByText('0912-345-678')).toBeTruthy();
    expect(screen.getByText('採購經理')).toBeTruthy();
    expect(screen.getByText('民國76年2月21日 (1987-02-21)')).toBeTruthy();
    expect(screen.getAllByText('新臺幣 280.500.000.000 元').length).toBeGreaterThan(0);
  });
});

describe('company-edit', { timeout: 60_000 }, () => {
  it('lets an owner change the data: the UBN fixed, only the changes sent, server errors on the fields', async () => {
    let refuses = true;
    const api = mockApi({
      'GET Vendor': vendorAs('owner'),
      'POST Vendor': ({ body }: ApiCall) =>
        refuses
          ? apiError(400, {
              code: 'FIELD_INVALID_PHONE',
              message: '請輸入有效的電話號碼，例如 02-2345-6789 或 0912-345-678。',
              field: 'phone',
            })
          : {
              body: {
                ...sampleVendor,
                ...(body as VendorUpdateInput),
                updatedTime: new Date().toISOString(),
              },
            },
    });
    renderApp('/company-edit', { user: vendorUser('owner') });
    const ubn = (await screen.findByLabelText('統一編號')) as HTMLInputElement;
    expect(ubn.value).toBe('22099131');
    expect(ubn.readOnly).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '儲存公司資料' }));
    expect(await screen.findByText('資訊: 沒有需要儲存的變更。')).toBeTruthy();

    const phone = screen.getByLabelText('公司電話');
    await userEvent.clear(phone);
    await userEvent.type(phone, '03-1234567');
    await userEvent.clear(screen.getByLabelText('職稱（選填）'));
    await userEvent.click(screen.getByRole('button', { name: '儲存公司資料' }));
    await waitFor(() => expect(api.callsTo('POST Vendor')).toHaveLength(1));
    expect(api.callsTo('POST Vendor')[0]?.body).toEqual({
      phone: '03-1234567',
      contact: {
        name: '陳小明',
        contact_Title: '先生',
        position: '',
        email: 'ming@example.test',
        mobile: '0912-345-678',
      },
    });
    const phoneItem = phone.closest('.ant-form-item') as HTMLElement;
    expect(
      await within(phoneItem).findByText('請輸入有效的電話號碼，例如 02-2345-6789 或 0912-345-678。'),
    ).toBeTruthy();

    refuses = false;
    await userEvent.click(screen.getByRole('button', { name: '儲存公司資料' }));
    expect(await screen.findByText('資訊: 公司資料已儲存。')).toBeTruthy();
  });

  it('tells a member that only owners and managers edit, without a form', async () => {
    const api = mockApi({ 'GET Vendor': vendorAs('member') });
    renderApp('/company-edit', { user: vendorUser('member') });
    expect(
      await screen.findByRole('heading', { level: 2, name: '只有主帳號與管理者可以編輯公司資料' }),
    ).toBeTruthy();
    expect(screen.getByText(/您在「台灣積體電路製造股份有限公司」的角色是成員/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '儲存公司資料' })).toBeNull();
    expect(screen.queryByLabelText('公司電話')).toBeNull();
    expect(api.callsTo('POST Vendor')).toHaveLength(0);
  });
});
