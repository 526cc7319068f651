import type { AdminUser, CreateUserInput } from '@portal/contracts/user-admin';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError, type MockReply, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import {
  administratorRole,
  buttonWith,
  logReaderRole,
  memberRole,
  roleList,
  sampleUser,
  staffRole,
  userAdmin,
} from '../test-fixtures';

// Whole-app renders: the first lazy page can take long while the suite runs many files at once.
configure({ asyncUtilTimeout: 15_000 });

const stepHeading = (text: string) => screen.findByRole('heading', { level: 2, name: text });
const passwordInputs = () => document.querySelectorAll('input[type="password"]');
const checkbox = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

/** Fills step 1 and goes on to the roles. */
async function fillAccountStep() {
  await userEvent.type(screen.getByLabelText('帳號'), 'chen.mei');
  await userEvent.type(screen.getByLabelText('姓名'), '陳美');
  await userEvent.type(screen.getByLabelText('電子郵件'), 'mei@example.test');
  await userEvent.type(screen.getByLabelText('手機號碼（選填）'), '０９１２３４５６７８');
  await userEvent.click(buttonWith('下一步'));
  await stepHeading('第 2 步，共 4 步：角色');
}

function created(body: CreateUserInput): AdminUser {
  return { ...sampleUser, account: body.account, name: body.name, email: body.email };
}

describe('user wizard', { timeout: 60_000 }, () => {
  it('checks each step before going on, and never shows a password field', async () => {
    mockApi({ 'GET Roles': roleList, 'POST Auth/Check': { body: { available: true } } });
    renderApp('/user-wizard', { user: userAdmin });
    await stepHeading('第 1 步，共 4 步：帳號與基本資料');
    expect(screen.getByText(/管理員不會看到、也不需設定使用者的密碼/)).toBeTruthy();
    expect(passwordInputs()).toHaveLength(0);

    await userEvent.click(buttonWith('下一步'));
    expect(await screen.findByText('帳號須為 3–64 個字元，只能使用英文字母、數字及 . _ @ -。')).toBeTruthy();
    expect(screen.getByText('請輸入姓名。')).toBeTruthy();
    expect(screen.getByText('請輸入有效的電子郵件地址。')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '第 1 步，共 4 步：帳號與基本資料' })).toBeTruthy();

    await userEvent.type(screen.getByLabelText('手機號碼（選填）'), '12345');
    await fillAccountStepAfterMobileError();
    expect(passwordInputs()).toHaveLength(0);
  });

  it('preselects the member role and locks roles carrying permissions the administrator lacks', async () => {
    mockApi({ 'GET Roles': roleList, 'POST Auth/Check': { body: { available: true } } });
    renderApp('/user-wizard', { user: userAdmin });
    await stepHeading('第 1 步，共 4 步：帳號與基本資料');
    await fillAccountStep();
    expect(checkbox(memberRole.nameZh).checked).toBe(true);
    expect(checkbox(logReaderRole.nameZh).disabled).toBe(false);
    const admin = checkbox(administratorRole.nameZh);
    expect(admin.disabled).toBe(true);
    expect(document.getElementById(admin.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '此角色包含您沒有的權限（全部權限），您不能授予或移除它。',
    );
    expect(checkbox(staffRole.nameZh).disabled).toBe(true);

    // At least one role.
    await userEvent.click(checkbox(memberRole.nameZh));
    await userEvent.click(buttonWith('下一步'));
    expect(await screen.findByText('請至少選擇一個角色。')).toBeTruthy();
    expect(passwordInputs()).toHaveLength(0);
  });

  it('checks the UBN as it is typed and sends the new user with roles and company', async () => {
    const api = mockApi({
      'GET Roles': roleList,
      'POST Auth/Check': { body: { available: true } },
      'POST Users': ({ body }: ApiCall) => ({ status: 201, body: created(body as CreateUserInput) }),
    });
    renderApp('/user-wizard', { user: userAdmin });
    await stepHeading('第 1 步，共 4 步：帳號與基本資料');
    await fillAccountStep();
    await userEvent.click(checkbox(logReaderRole.nameZh));
    await userEvent.click(buttonWith('下一步'));
    await stepHeading('第 3 步，共 4 步：公司');
    // Without vendors:read there is no vendor list to pick from: creating is the only choice.
    expect(screen.getByText(/將使用者加入既有供應商需要「檢視所有供應商」權限/)).toBeTruthy();
    expect(screen.queryByLabelText('加入既有的供應商')).toBeNull();
    expect(passwordInputs()).toHaveLength(0);

    await userEvent.click(screen.getByLabelText('建立新的供應商公司'));
    const ubn = await screen.findByLabelText('統一編號');
    await userEvent.type(ubn, '１２３４５６７');
    expect(screen.getByText('已輸入 7／8 碼。')).toBeTruthy();
    await userEvent.type(ubn, '4');
    expect(await screen.findByText('統一編號檢查碼不符，請確認是否輸入錯誤。')).toBeTruthy();
    await userEvent.clear(ubn);
    await userEvent.type(ubn, '1234 5675');
    expect(await screen.findByText('統一編號檢查碼正確。')).toBeTruthy();
    await userEvent.click(buttonWith('下一步'));
    expect(await screen.findByText('請輸入公司名稱。')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('公司名稱'), '美好股份有限公司');
    await userEvent.click(buttonWith('下一步'));

    await stepHeading('第 4 步，共 4 步：確認送出');
    expect(screen.getByText('一般會員和紀錄檢視')).toBeTruthy();
    expect(screen.getByText('0912-345-678')).toBeTruthy();
    expect(screen.getByText('建立「美好股份有限公司」（統一編號 12345675），此使用者為主帳號')).toBeTruthy();
    expect(passwordInputs()).toHaveLength(0);
    await userEvent.click(buttonWith('建立使用者並寄出歡迎信'));

    await waitFor(() => expect(api.callsTo('POST Users')).toHaveLength(1));
    expect(api.callsTo('POST Users')[0]?.body).toEqual({
      account: 'chen.mei',
      name: '陳美',
      email: 'mei@example.test',
      mobile: '０９１２３４５６７８',
      language: 'zh-Hant',
      roleIds: [memberRole.id, logReaderRole.id],
      vendor: { create: { ubn: '12345675', name: '美好股份有限公司' } },
    });
    expect(await screen.findByText('已建立使用者「陳美」')).toBeTruthy();
    expect(
      screen.getByText('歡迎信已寄至 mei@example.test，使用者可透過信中的連結自行設定密碼（7 天內有效）。'),
    ).toBeTruthy();
    expect(buttonWith('編輯此使用者').getAttribute('href')).toBe(`/user-edit?id=${sampleUser.id}`);

    await userEvent.click(buttonWith('再新增一位'));
    await stepHeading('第 1 步，共 4 步：帳號與基本資料');
    expect((screen.getByLabelText('帳號') as HTMLInputElement).value).toBe('');
  });

  it('sends a server error on a field back to its step: the UBN to the company, the account to step 1', async () => {
    const replies: MockReply[] = [
      apiError(409, {
        code: 'VENDOR_ALREADY_EXISTS',
        message: '此統一編號的供應商已存在。',
        field: 'vendor.create.ubn',
      }),
      apiError(409, { code: 'ACCOUNT_TAKEN', message: '此帳號已被使用。', field: 'account' }),
    ];
    mockApi({
      'GET Roles': roleList,
      'POST Auth/Check': { body: { available: true } },
      'POST Users': () => replies.shift() ?? { status: 500 },
    });
    renderApp('/user-wizard', { user: userAdmin });
    await stepHeading('第 1 步，共 4 步：帳號與基本資料');
    await fillAccountStep();
    await userEvent.click(buttonWith('下一步'));
    await stepHeading('第 3 步，共 4 步：公司');
    await userEvent.click(screen.getByLabelText('建立新的供應商公司'));
    await userEvent.type(await screen.findByLabelText('統一編號'), '12345675');
    await userEvent.type(screen.getByLabelText('公司名稱'), '美好');
    await userEvent.click(buttonWith('下一步'));
    await stepHeading('第 4 步，共 4 步：確認送出');

    await userEvent.click(buttonWith('建立使用者並寄出歡迎信'));
    await stepHeading('第 3 步，共 4 步：公司');
    expect(await screen.findByText('請修正「公司」步驟中標示的問題。')).toBeTruthy();
    const ubnItem = screen.getByLabelText('統一編號').closest('.ant-form-item') as HTMLElement;
    expect(await within(ubnItem).findByText('此統一編號的供應商已存在。')).toBeTruthy();

    await userEvent.click(buttonWith('下一步'));
    await stepHeading('第 4 步，共 4 步：確認送出');
    await userEvent.click(buttonWith('建立使用者並寄出歡迎信'));
    await stepHeading('第 1 步，共 4 步：帳號與基本資料');
    const accountItem = screen.getByLabelText('帳號').closest('.ant-form-item') as HTMLElement;
    expect(await within(accountItem).findByText('此帳號已被使用。')).toBeTruthy();
  });

  it('leaves out the company step without vendors:write, and the roles without roles:read', async () => {
    const api = mockApi({
      'GET Roles': roleList,
      'POST Auth/Check': { body: { available: true } },
      'POST Users': ({ body }: ApiCall) => ({ status: 201, body: created(body as CreateUserInput) }),
    });
    renderApp('/user-wizard', { user: { ...userAdmin, permissions: ['users:read', 'users:write'] } });
    await stepHeading('第 1 步，共 3 步：帳號與基本資料');
    await userEvent.type(screen.getByLabelText('帳號'), 'chen.mei');
    await userEvent.type(screen.getByLabelText('姓名'), '陳美');
    await userEvent.type(screen.getByLabelText('電子郵件'), 'mei@example.test');
    await userEvent.click(buttonWith('下一步'));
    await stepHeading('第 2 步，共 3 步：角色');
    expect(screen.getByText(/您沒有「檢視角色」權限/)).toBeTruthy();
    await userEvent.click(buttonWith('下一步'));
    await stepHeading('第 3 步，共 3 步：確認送出');
    expect(screen.getByText('預設角色（一般會員）')).toBeTruthy();
    await userEvent.click(buttonWith('建立使用者並寄出歡迎信'));
    await waitFor(() => expect(api.callsTo('POST Users')).toHaveLength(1));
    expect(api.callsTo('POST Users')[0]?.body).toEqual({
      account: 'chen.mei',
      name: '陳美',
      email: 'mei@example.test',
      language: 'zh-Hant',
    });
    expect(api.callsTo('GET Roles')).toHaveLength(0);
  });

  it('on user/create-company, requires the company and says why an existing user cannot get one yet', async () => {
    const api = mockApi({
      'GET Roles': roleList,
      'POST Auth/Check': { body: { available: true } },
      'POST Users': ({ body }: ApiCall) => ({ status: 201, body: created(body as CreateUserInput) }),
    });
    renderApp(`/user/create-company?userId=${sampleUser.id}`, { user: userAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: '建立供應商公司與主帳號' })).toBeTruthy();
    expect(screen.getByText(/為既有使用者建立或加入公司，將隨供應商管理功能提供/)).toBeTruthy();
    await fillAccountStep();
    await userEvent.click(buttonWith('下一步'));
    await stepHeading('第 3 步，共 4 步：公司');
    expect(screen.queryByLabelText('不建立公司')).toBeNull();
    await userEvent.click(buttonWith('下一步'));
    expect(await screen.findByText('請輸入統一編號。')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('統一編號'), '12345675');
    await userEvent.type(screen.getByLabelText('公司名稱'), '美好');
    await userEvent.click(buttonWith('下一步'));
    await userEvent.click(buttonWith('建立使用者並寄出歡迎信'));
    await waitFor(() => expect(api.callsTo('POST Users')).toHaveLength(1));
    expect(api.callsTo('POST Users')[0]?.body).toMatchObject({
      vendor: { create: { ubn: '12345675', name: '美好' } },
    });
  });

  it('adds the user to an existing vendor found by name, with a role', async () => {
    const vendorItem = (id: string, name: string, ubn: string) => ({
      id,
      ubn,
      name,
      level: 'registered',
      status: 'active',
      memberCount: 2,
      ownerName: '林小美',
      registryCheckedTime: null,
      registryStatus: null,
      registryFlagged: false,
      createdTime: '2026-01-05T02:00:00.000Z',
    });
    const goodVendor = vendorItem('01930000-0000-7000-8000-0000000000c1', '美好股份有限公司', '12345675');
    const otherVendor = vendorItem('01930000-0000-7000-8000-0000000000c2', '大同文具行', '00501503');
    const api = mockApi({
      'GET Roles': roleList,
      'POST Auth/Check': { body: { available: true } },
      'GET Vendors': { body: { totalCount: 2, data: [goodVendor, otherVendor] } },
      'POST Users': ({ body }: ApiCall) => ({
        status: 201,
        body: {
          ...created(body as CreateUserInput),
          vendor: { id: goodVendor.id, name: goodVendor.name, role: 'manager' },
        },
      }),
    });
    renderApp('/user-wizard', {
      user: { ...userAdmin, permissions: [...userAdmin.permissions, 'vendors:read'] },
    });
    await stepHeading('第 1 步，共 4 步：帳號與基本資料');
    await fillAccountStep();
    await userEvent.click(buttonWith('下一步'));
    await stepHeading('第 3 步，共 4 步：公司');
    expect(screen.getByText(/或將使用者加入既有的供應商/)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('加入既有的供應商'));

    // Nothing chosen yet: the step asks for a vendor.
    await userEvent.click(buttonWith('下一步'));
    expect(await screen.findByText('請選擇要加入的供應商。')).toBeTruthy();

    const picker = screen.getByLabelText('供應商');
    await userEvent.type(picker, '美好');
    await waitFor(() =>
      expect(vendorSearches()).toContainEqual({
        page: '1',
        pageSize: '20',
        condition: '{"keyword":"美好"}',
        sortings: '[{"field":"name","dir":"asc"}]',
      }),
    );
    await userEvent.click(await screen.findByTitle('美好股份有限公司（12345675）'));
    await userEvent.click(screen.getByLabelText('管理者'));
    expect(screen.getByText('管理者：管理公司資料與成員。')).toBeTruthy();
    await userEvent.click(buttonWith('下一步'));

    await stepHeading('第 4 步，共 4 步：確認送出');
    expect(screen.getByText('加入「美好股份有限公司」，角色：管理者')).toBeTruthy();
    await userEvent.click(buttonWith('建立使用者並寄出歡迎信'));
    await waitFor(() => expect(api.callsTo('POST Users')).toHaveLength(1));
    expect(api.callsTo('POST Users')[0]?.body).toMatchObject({
      account: 'chen.mei',
      vendor: { attach: { vendorId: goodVendor.id, role: 'manager' } },
    });
    expect(await screen.findByText('已將此使用者加入供應商「美好股份有限公司」（管理者）。')).toBeTruthy();
  });

  it('marks a taken account when the field is left', async () => {
    mockApi({ 'GET Roles': roleList, 'POST Auth/Check': { body: { available: false } } });
    renderApp('/user-wizard', { user: userAdmin });
    await stepHeading('第 1 步，共 4 步：帳號與基本資料');
    await userEvent.type(screen.getByLabelText('帳號'), 'admin');
    await userEvent.tab();
    expect(await screen.findByText('此帳號已被使用，請換一個。')).toBeTruthy();
  });
});

/** The query strings of the vendor searches (`GET /Vendors`). */
function vendorSearches(): Record<string, string>[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/Vendors')
    .map((url) => Object.fromEntries(url.searchParams));
}

/** Step 1 with a bad mobile first: the mobile is refused, then corrected. */
async function fillAccountStepAfterMobileError() {
  await userEvent.type(screen.getByLabelText('帳號'), 'chen.mei');
  await userEvent.type(screen.getByLabelText('姓名'), '陳美');
  await userEvent.type(screen.getByLabelText('電子郵件'), 'mei@example.test');
  await userEvent.click(buttonWith('下一步'));
  expect(await screen.findByText('請輸入有效的手機號碼，例如 0912-345-678。')).toBeTruthy();
  await userEvent.clear(screen.getByLabelText('手機號碼（選填）'));
  await userEvent.click(buttonWith('下一步'));
  await stepHeading('第 2 步，共 4 步：角色');
}
