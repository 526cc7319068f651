import type { AdminUser } from '@portal/contracts/user-admin';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';
import { buttonWith, logReaderRole, memberRole, roleList, sampleUser, userAdmin } from '../test-fixtures';

// Whole-app renders: the first lazy page can take long while the suite runs many files at once.
configure({ asyncUtilTimeout: 15_000 });

const disabledUser: AdminUser = {
  ...sampleUser,
  id: '01930000-0000-7000-8000-0000000000b2',
  account: 'lin.da',
  name: '林達',
  email: 'da@example.test',
  emailVerified: true,
  mobile: null,
  status: 'disabled',
  hasPassword: true,
  roles: [
    { id: memberRole.id, code: 'member', nameZh: '一般會員', nameEn: 'Member' },
    { id: logReaderRole.id, code: null, nameZh: '紀錄檢視', nameEn: 'Log reader' },
  ],
  vendor: null,
  lastSignInTime: new Date(Date.now() - 2 * 3600_000).toISOString(),
};
const userList = { body: { totalCount: 2, data: [sampleUser, disabledUser] } };
const reader = { ...testUser, permissions: ['users:read'] };

/** The query strings of every `GET /Users`, as objects. */
function listRequests(): Record<string, string>[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/Users')
    .map((url) => Object.fromEntries(url.searchParams));
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const headerCell = (title: string) =>
  [...document.querySelectorAll('thead th')].find((th) => th.textContent === title) as HTMLElement;

describe('users list', { timeout: 60_000 }, () => {
  it('lists users newest first with mobile, roles, vendor, verification, status and sign-in', async () => {
    mockApi({ 'GET Users': userList, 'GET Roles': roleList });
    renderApp('/user', { user: userAdmin });
    await screen.findByText('chen.mei');
    expect(listRequests()[0]).toEqual({
      page: '1',
      pageSize: '20',
      sortings: '[{"field":"createdTime","dir":"desc"}]',
    });
    const mei = rowOf('chen.mei');
    expect(within(mei).getByText('0912-345-678')).toBeTruthy();
    expect(within(mei).getByText('一般會員')).toBeTruthy();
    expect(within(mei).getByText('美好股份有限公司（主帳號）')).toBeTruthy();
    expect(within(mei).getByText('未驗證')).toBeTruthy();
    expect(within(mei).getByText('啟用')).toBeTruthy();
    expect(within(mei).getByText('從未登入')).toBeTruthy();
    expect(within(mei).getByText('2026-01-05')).toBeTruthy();

    const da = rowOf('lin.da');
    expect(within(da).getByText('紀錄檢視')).toBeTruthy();
    expect(within(da).getByText('已驗證')).toBeTruthy();
    expect(within(da).getByText('停用')).toBeTruthy();
    expect(within(da).getByText('2 小時前')).toBeTruthy();
    expect(within(da).getByText('無')).toBeTruthy();
  });

  it('searches (full-width digits passed on as typed), filters and sorts on the server', async () => {
    mockApi({ 'GET Users': userList, 'GET Roles': roleList });
    renderApp('/user', { user: userAdmin });
    await screen.findByText('chen.mei');
    await userEvent.type(screen.getByLabelText('關鍵字'), '０９１２{Enter}');
    await waitFor(() => expect(listRequests().at(-1)?.condition).toBe('{"keyword":"０９１２"}'));

    await userEvent.click(screen.getByLabelText('角色'));
    await userEvent.click(await screen.findByTitle('紀錄檢視'));
    await waitFor(() =>
      expect(JSON.parse(listRequests().at(-1)?.condition ?? '{}')).toEqual({
        keyword: '０９１２',
        roleId: logReaderRole.id,
      }),
    );
    await userEvent.click(screen.getByLabelText('狀態'));
    await userEvent.click(await screen.findByTitle('停用'));
    await userEvent.click(screen.getByLabelText('電子郵件驗證'));
    await userEvent.click(await screen.findByTitle('未驗證'));
    await userEvent.click(screen.getByLabelText('所屬供應商', { selector: 'input' }));
    await userEvent.click(await screen.findByTitle('有'));
    await waitFor(() =>
      expect(JSON.parse(listRequests().at(-1)?.condition ?? '{}')).toEqual({
        keyword: '０９１２',
        roleId: logReaderRole.id,
        status: 'disabled',
        emailVerified: false,
        hasVendor: true,
      }),
    );

    await userEvent.click(headerCell('帳號'));
    await waitFor(() => expect(listRequests().at(-1)?.sortings).toBe('[{"field":"account","dir":"asc"}]'));
  });

  it('offers adding and editing with users:write; edit opens user-edit?id=', async () => {
    mockApi({
      'GET Users': userList,
      'GET Roles': roleList,
      [`GET Users/${sampleUser.id}`]: { body: sampleUser },
    });
    const { location } = renderApp('/top-menu/user', { user: userAdmin });
    await screen.findByText('chen.mei');
    expect(buttonWith('新增使用者').getAttribute('href')).toBe('/top-menu/user-wizard');
    await userEvent.click(screen.getByLabelText('編輯「陳美」'));
    await waitFor(() => expect(location()).toBe(`/top-menu/user-edit?id=${sampleUser.id}`));
  });

  it('shows a reader no add or edit buttons and no role filter without roles:read', async () => {
    const api = mockApi({ 'GET Users': userList, 'GET Roles': roleList });
    renderApp('/user', { user: reader });
    await screen.findByText('chen.mei');
    expect(screen.queryByText('新增使用者')).toBeNull();
    expect(screen.queryAllByLabelText(/^編輯/)).toEqual([]);
    expect(screen.queryByLabelText('角色')).toBeNull();
    expect(api.callsTo('GET Roles')).toHaveLength(0);
  });

  it('speaks English, role names included', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET Users': userList, 'GET Roles': roleList });
    renderApp('/user', { user: userAdmin });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    await screen.findByText('chen.mei');
    expect(within(rowOf('lin.da')).getByText('Log reader')).toBeTruthy();
    expect(within(rowOf('chen.mei')).getByText('美好股份有限公司 (Owner)')).toBeTruthy();
    expect(screen.getByText('2 records')).toBeTruthy();
  });
});
