import { staffPermissions } from '@portal/contracts/permissions';
import type { Role } from '@portal/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const time = new Date(Date.now() - 3 * 60_000).toISOString();
const role = (fields: Partial<Role> & Pick<Role, 'id' | 'nameZh'>): Role => ({
  code: null,
  nameEn: '',
  description: '',
  descriptionEn: '',
  permissions: [],
  isSystem: false,
  userCount: 0,
  createdTime: time,
  updatedTime: time,
  ...fields,
});

const administrator = role({
  id: '01930000-0000-7000-8000-0000000000a1',
  code: 'system-admin',
  nameZh: '系統管理員',
  nameEn: 'Administrator',
  description: '擁有全部權限。',
  descriptionEn: 'Holds every permission.',
  permissions: ['*'],
  isSystem: true,
  userCount: 1,
});
const staff = role({
  id: '01930000-0000-7000-8000-0000000000a2',
  code: 'association-staff',
  nameZh: '協會承辦人員',
  nameEn: 'Association staff',
  permissions: [...staffPermissions],
  isSystem: true,
  userCount: 4,
});
const buyer = role({
  id: '01930000-0000-7000-8000-0000000000a3',
  nameZh: '採購專員',
  description: '只看使用者與角色',
  permissions: ['users:read', 'roles:read'],
  userCount: 0,
});
const roleList = { body: { totalCount: 3, data: [administrator, staff, buyer] } };

const reader = { ...testUser, permissions: ['roles:read'] };
const writer = { ...testUser, permissions: ['roles:read', 'roles:write', 'users:read'] };

/** The query strings of every `GET /Roles`, as objects. */
function listRequests(): Record<string, string>[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/Roles')
    .map((url) => Object.fromEntries(url.searchParams));
}

// Role queries over the whole signed-in layout are slow under jsdom (styles are computed for every
// element), so these helpers find elements by their text or aria-label instead.
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const buttonWith = (text: string, container: HTMLElement = document.body) =>
  within(container).getByText(text).closest('button') as HTMLButtonElement;
const headerCell = (title: string) =>
  [...document.querySelectorAll('thead th')].find((th) => th.textContent === title) as HTMLElement;

// Whole-app renders: give them room when the suite runs many files at once.
describe('roles page', { timeout: 15_000 }, () => {
  it('lists the roles with their permissions, users and type, without write buttons for a reader', async () => {
    mockApi({ 'GET Roles': roleList });
    renderApp('/role', { user: reader });
    expect(await screen.findByRole('heading', { name: '角色與權限' })).toBeTruthy();
    await screen.findByText('採購專員');
    expect(listRequests()[0]).toEqual({ page: '1', pageSize: '20' });

    expect(within(rowOf('系統管理員')).getByText('全部權限')).toBeTruthy();
    expect(within(rowOf('系統管理員')).getByText('系統內建')).toBeTruthy();
    // The first three permissions are shown by name, the rest counted.
    expect(within(rowOf('協會承辦人員')).getByText(`另 ${staffPermissions.length - 3} 項`)).toBeTruthy();
    const custom = rowOf('採購專員');
    expect(within(custom).getByText('檢視使用者')).toBeTruthy();
    expect(within(custom).getByText('檢視角色')).toBeTruthy();
    expect(within(custom).getByText('自訂')).toBeTruthy();
    expect(within(custom).getByText('3 分鐘前')).toBeTruthy();

    expect(screen.queryByText('新增角色')).toBeNull();
    expect(screen.queryAllByLabelText(/^編輯/)).toEqual([]);
    expect(screen.queryAllByLabelText(/^刪除/)).toEqual([]);
  });

  it('filters by permission and sorts by name on the server', async () => {
    mockApi({ 'GET Roles': roleList });
    renderApp('/role', { user: reader });
    await screen.findByText('採購專員');
    await userEvent.click(screen.getByLabelText('權限'));
    await userEvent.click(await screen.findByTitle('管理角色與權限'));
    await waitFor(() => expect(listRequests().at(-1)?.condition).toBe('{"permission":"roles:write"}'));
    await userEvent.click(headerCell('名稱'));
    await waitFor(() => expect(listRequests().at(-1)?.sortings).toBe('[{"field":"nameZh","dir":"asc"}]'));
  });

  it('offers add, edit and delete with roles:write, but no delete for built-in roles', async () => {
    const api = mockApi({ 'GET Roles': roleList, 'DELETE Roles': { body: { id: buyer.id } } });
    renderApp('/role', { user: writer });
    await screen.findByText('採購專員');
    expect(buttonWith('新增角色')).toBeTruthy();
    expect(screen.getByLabelText('編輯「系統管理員」').tagName).toBe('BUTTON');
    expect(screen.getByLabelText('編輯「採購專員」').tagName).toBe('BUTTON');
    expect(screen.queryByLabelText('刪除「系統管理員」')).toBeNull();
    expect(screen.queryByLabelText('刪除「協會承辦人員」')).toBeNull();

    await userEvent.click(screen.getByLabelText('刪除「採購專員」'));
    const question = await screen.findByText('確定要刪除「採購專員」嗎？刪除後無法復原。');
    expect(api.callsTo('DELETE Roles')).toHaveLength(0);
    await userEvent.click(buttonWith('刪除', question.closest('.ant-popover') as HTMLElement));
    await waitFor(() => expect(api.callsTo('DELETE Roles')).toHaveLength(1));
    const url = new URL(
      String(vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]),
      'http://x',
    );
    expect(url.searchParams.get('key')).toBe(buyer.id);
    expect(await screen.findByText('資訊: 已刪除「採購專員」。')).toBeTruthy();
  });

  it('shows why a delete was refused', async () => {
    mockApi({
      'GET Roles': roleList,
      'DELETE Roles': apiError(409, {
        code: 'ROLE_IN_USE',
        message: '仍有 2 位使用者擁有此角色，請先移除後再刪除。',
      }),
    });
    renderApp('/role', { user: writer });
    await userEvent.click(await screen.findByLabelText('刪除「採購專員」'));
    const question = await screen.findByText('確定要刪除「採購專員」嗎？刪除後無法復原。');
    await userEvent.click(buttonWith('刪除', question.closest('.ant-popover') as HTMLElement));
    expect(await screen.findByText('錯誤: 仍有 2 位使用者擁有此角色，請先移除後再刪除。')).toBeTruthy();
  });

  it('adds a role, showing a permission the user may not grant on the permission boxes', async () => {
    let refuses = true;
    const api = mockApi({
      'GET Roles': roleList,
      'POST Roles': ({ body }: ApiCall) =>
        refuses
          ? apiError(403, {
              code: 'PERMISSION_NOT_HELD',
              message: '不可授予您自己沒有的權限：修改系統設定。',
              field: 'permissions',
            })
          : {
              status: 201,
              body: role({ id: '01930000-0000-7000-8000-0000000000a4', ...(body as object), nameZh: '稽核' }),
            },
    });
    renderApp('/role', { user: writer });
    await screen.findByText('採購專員');
    await userEvent.click(buttonWith('新增角色'));
    const drawer = (await screen.findByText('新增角色', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer-section',
    ) as HTMLElement;
    // Only someone holding `*` is offered every permission.
    expect(within(drawer).queryByText(/全部權限/)).toBeNull();
    await userEvent.type(within(drawer).getByLabelText('中文名稱'), '稽核');
    const boxes = within(drawer).getByLabelText('權限', { selector: 'fieldset' });
    await userEvent.click(within(boxes).getByLabelText('修改系統設定'));
    await userEvent.click(within(boxes).getByLabelText('檢視操作紀錄'));
    await userEvent.click(buttonWith('儲存', drawer));

    await waitFor(() => expect(api.callsTo('POST Roles')).toHaveLength(1));
    expect(api.callsTo('POST Roles')[0]?.body).toEqual({
      nameZh: '稽核',
      nameEn: '',
      description: '',
      descriptionEn: '',
      permissions: ['config:write', 'actionlog:read'],
    });
    const help = await within(drawer).findByText('不可授予您自己沒有的權限：修改系統設定。');
    expect(boxes.getAttribute('aria-describedby')).toBe(help.closest('[id]')?.id);

    refuses = false;
    await userEvent.click(within(boxes).getByLabelText('修改系統設定'));
    await userEvent.click(buttonWith('儲存', drawer));
    expect(await screen.findByText('資訊: 已新增角色「稽核」。')).toBeTruthy();
    expect(api.callsTo('POST Roles')[1]?.body).toMatchObject({ permissions: ['actionlog:read'] });
  });

  it('edits a role with PUT; the administrator role’s permissions are locked', async () => {
    const api = mockApi({
      'GET Roles': roleList,
      'PUT Roles': ({ body }: ApiCall) => ({ body: { ...administrator, ...(body as object) } }),
    });
    renderApp('/role', { user: { ...testUser, permissions: ['*'] } });
    await userEvent.click(await screen.findByLabelText('編輯「系統管理員」'));
    const drawer = (await screen.findByText('編輯角色：系統管理員')).closest(
      '.ant-drawer-section',
    ) as HTMLElement;
    expect(within(drawer).getByText('系統管理員角色固定擁有全部權限，無法變更。')).toBeTruthy();
    const boxes = [...drawer.querySelectorAll('input[type="checkbox"]')] as HTMLInputElement[];
    expect(boxes.length).toBeGreaterThan(10);
    expect(boxes.every((box) => box.disabled && box.checked)).toBe(true);

    const description = within(drawer).getByLabelText('說明');
    await userEvent.clear(description);
    await userEvent.type(description, '最高權限');
    await userEvent.click(buttonWith('儲存', drawer));
    await waitFor(() => expect(api.callsTo('PUT Roles')).toHaveLength(1));
    expect(api.callsTo('PUT Roles')[0]?.body).toEqual({
      id: administrator.id,
      nameZh: '系統管理員',
      nameEn: 'Administrator',
      description: '最高權限',
      descriptionEn: 'Holds every permission.',
      permissions: ['*'],
    });
    expect(await screen.findByText('資訊: 已儲存角色「系統管理員」。')).toBeTruthy();
  });

  it('shows English names (the Chinese one when none) and labels in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET Roles': roleList });
    renderApp('/role', { user: reader });
    expect(await screen.findByRole('heading', { name: 'Roles and permissions' })).toBeTruthy();
    expect(await screen.findByText('Administrator')).toBeTruthy();
    expect(screen.getByText('採購專員')).toBeTruthy();
    expect(within(rowOf('採購專員')).getByText('View users')).toBeTruthy();
    expect(within(rowOf('Administrator')).getByText('All permissions')).toBeTruthy();
    // Descriptions too: the English one, the Chinese one for a role without it.
    expect(within(rowOf('Administrator')).getByText('Holds every permission.')).toBeTruthy();
    expect(screen.queryByText('擁有全部權限。')).toBeNull();
    expect(within(rowOf('採購專員')).getByText('只看使用者與角色')).toBeTruthy();
    expect(screen.getByText('3 records')).toBeTruthy();
  });

  it('switches the page to English in place, texts and all', async () => {
    mockApi({ 'GET Roles': roleList });
    renderApp('/role', { user: reader });
    expect(await screen.findByText('共 3 筆')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('切換語言：English'));
    expect(await screen.findByText('3 records')).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(headerCell('Updated')).toBeTruthy();
  });

  it('is a 403 page without roles:read', async () => {
    const api = mockApi({ 'GET Roles': roleList });
    renderApp('/role', { user: { ...testUser, permissions: ['users:read'] } });
    expect(await screen.findByRole('heading', { name: '您沒有檢視此頁面的權限' })).toBeTruthy();
    expect(api.callsTo('GET Roles')).toHaveLength(0);
  });
});
