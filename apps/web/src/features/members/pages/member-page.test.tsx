import type { MemberListItem } from '@portal/contracts/vendor-member';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const me = { ...testUser, id: '01930000-0000-7000-8000-0000000000a1' };

const row = (
  fields: Partial<MemberListItem> & Pick<MemberListItem, 'userId' | 'name' | 'role'>,
): MemberListItem => ({
  id: fields.userId,
  kind: 'member',
  email: `${fields.name}@example.tw`,
  mobile: '0912-345-678',
  jobTitle: null,
  accountStatus: 'active',
  message: null,
  createdTime: '2026-11-20T02:00:00.000Z',
  ...fields,
});
const owner = row({ userId: '01930000-0000-7000-8000-0000000000a2', name: '陳主帳', role: 'owner' });
const manager = row({ userId: me.id, name: '王小明', role: 'manager' });
const member = row({ userId: '01930000-0000-7000-8000-0000000000a3', name: '林成員', role: 'member' });

const vendor = { body: { name: '甲公司' } };
const page = (myRole: 'owner' | 'manager' | 'member', canManage: boolean) => ({
  body: { totalCount: 3, data: [owner, manager, member], myRole, canManage },
});
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
// Role queries over an antd table are slow in jsdom: read the buttons' names directly.
const buttonsIn = (element: HTMLElement) =>
  [...element.querySelectorAll('button')].map(
    (button) => button.getAttribute('aria-label') ?? button.textContent ?? '',
  );

describe('member page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./member-page'), import('../../../lib/locales/zh-hant-members')]);
  }, 30_000);

  it('a manager manages members and managers, never the owner; invites; leaves from their own row', async () => {
    mockApi({
      'GET Vendor': vendor,
      'GET Vendor/Members': page('manager', true),
      'GET Vendor/Invitations': { body: { data: [] } },
    });
    renderApp('/member', { user: me });
    await screen.findByText('林成員', undefined, { timeout: 15_000 });
    expect(buttonsIn(rowOf('陳主帳'))).toEqual([]);
    expect(buttonsIn(rowOf('林成員'))).toEqual(['變更角色 林成員', '移除 林成員']);
    expect(buttonsIn(rowOf('王小明（您）'))).toEqual(['變更角色 王小明', '退出供應商']);
    expect(screen.getByText('邀請成員')).toBeTruthy();
    expect(await screen.findByText('目前沒有待回覆的邀請。')).toBeTruthy();
  });

  it('a member reads the list only: no invite, no role change, no removal, no invitations', async () => {
    const api = mockApi({ 'GET Vendor': vendor, 'GET Vendor/Members': page('member', false) });
    renderApp('/member', { user: { ...me } });
    await screen.findByText('林成員', undefined, { timeout: 15_000 });
    expect(buttonsIn(rowOf('林成員'))).toEqual([]);
    expect(screen.queryByText('邀請成員')).toBeNull();
    expect(api.callsTo('GET Vendor/Invitations')).toHaveLength(0);
  });

  it('removal asks first, naming the person, then removes', async () => {
    const api = mockApi({
      'GET Vendor': vendor,
      'GET Vendor/Members': page('owner', true),
      'GET Vendor/Invitations': { body: { data: [] } },
      [`DELETE Vendor/Members/${member.userId}`]: { status: 204 },
    });
    renderApp('/member', { user: me });
    await screen.findByText('林成員', undefined, { timeout: 15_000 });
    await userEvent.click(within(rowOf('林成員')).getByLabelText('移除 林成員'));
    expect(await screen.findByText('確定要將「林成員」移出公司嗎？')).toBeTruthy();
    expect(api.callsTo(`DELETE Vendor/Members/${member.userId}`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(api.callsTo(`DELETE Vendor/Members/${member.userId}`)).toHaveLength(1));
  });

  it('searches on the server with the keyword as typed', async () => {
    const api = mockApi({
      'GET Vendor': vendor,
      'GET Vendor/Members': page('member', false),
    });
    renderApp('/member', { user: me });
    await screen.findByText('林成員', undefined, { timeout: 15_000 });
    await userEvent.type(screen.getByLabelText('搜尋姓名、電子郵件或手機'), '０９１２{Enter}');
    await waitFor(() => {
      const last = api.callsTo('GET Vendor/Members').length;
      expect(last).toBeGreaterThan(1);
    });
    const urls = (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map(([url]) =>
      String(url),
    );
    expect(urls.some((url) => decodeURIComponent(url).includes('"keyword":"０９１２"'))).toBe(true);
  });

  it('filters by the people’s account status on the server', async () => {
    const api = mockApi({
      'GET Vendor': vendor,
      'GET Vendor/Members': page('owner', true),
      'GET Vendor/Invitations': { body: { data: [] } },
    });
    renderApp('/member', { user: me });
    await screen.findByText('林成員', undefined, { timeout: 15_000 });
    const conditions = () =>
      api.callsTo('GET Vendor/Members').map((call) => JSON.parse(call.query.get('condition') ?? '{}'));
    await userEvent.click(screen.getByLabelText('帳號狀態'));
    await userEvent.click(await screen.findByTitle('停用'));
    expect(conditions()[0]).not.toHaveProperty('accountStatus');
    await waitFor(() => expect(conditions().at(-1)).toMatchObject({ accountStatus: 'disabled' }));
  });

  it('resends and revokes a pending invitation, each after asking; a manager cannot touch an owner’s', async () => {
    const invitation = (id: string, email: string, role: 'member' | 'owner') => ({
      id,
      email,
      name: null,
      role,
      status: 'pending' as const,
      invitedByName: '陳主帳',
      sentTime: '2026-11-20T02:00:00.000Z',
      expiresTime: '2026-11-27T02:00:00.000Z',
      createdTime: '2026-11-20T02:00:00.000Z',
    });
    const forMember = invitation('01930000-0000-7000-8000-0000000000c1', 'new@example.tw', 'member');
    const forOwner = invitation('01930000-0000-7000-8000-0000000000c2', 'boss@example.tw', 'owner');
    const api = mockApi({
      'GET Vendor': vendor,
      'GET Vendor/Members': page('manager', true),
      'GET Vendor/Invitations': { body: { data: [forMember, forOwner] } },
      [`POST Vendor/Invitations/${forMember.id}/Resend`]: { body: forMember },
      [`DELETE Vendor/Invitations/${forMember.id}`]: { status: 204 },
    });
    renderApp('/member', { user: me });
    const item = (email: string) => screen.getByText(email).closest('li') as HTMLElement;
    await screen.findByText('new@example.tw', undefined, { timeout: 15_000 });
    expect(buttonsIn(item('boss@example.tw'))).toEqual([]);
    const pending = item('new@example.tw');

    await userEvent.click(within(pending).getByRole('button', { name: '重新寄送' }));
    expect(api.callsTo(`POST Vendor/Invitations/${forMember.id}/Resend`)).toHaveLength(0);
    expect(await screen.findAllByText('new@example.tw')).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: '重新寄送' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(api.callsTo(`POST Vendor/Invitations/${forMember.id}/Resend`)).toHaveLength(1),
    );

    await userEvent.click(within(pending).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('確定要撤回寄給 new@example.tw 的邀請嗎？')).toBeTruthy();
    expect(api.callsTo(`DELETE Vendor/Invitations/${forMember.id}`)).toHaveLength(0);
    await userEvent.click(screen.getAllByRole('button', { name: '撤回' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.callsTo(`DELETE Vendor/Invitations/${forMember.id}`)).toHaveLength(1));
  });
});
