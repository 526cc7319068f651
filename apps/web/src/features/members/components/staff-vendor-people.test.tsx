import type { MemberListItem } from '@portal/contracts/vendor-member';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';
import { sampleVendor } from '../../company/test-fixtures';

// Staff look at a vendor from the vendor register (`vendors/detail?id=`): they belong to no vendor, so
// every call names it (`?vendorId=`), and the server says whether they may manage (`canManage`).
const vendor = { ...sampleVendor, myRole: null };
const writer = {
  ...testUser,
  id: '01930000-0000-7000-8000-0000000000e1',
  permissions: ['vendors:read', 'vendors:write'],
};
const reader = { ...writer, permissions: ['vendors:read'] };

const row = (
  fields: Partial<MemberListItem> & Pick<MemberListItem, 'userId' | 'name' | 'role'>,
): MemberListItem => ({
  id: fields.userId,
  kind: 'member',
  email: `${fields.userId.slice(-2)}@example.tw`,
  mobile: '0912-345-678',
  jobTitle: null,
  accountStatus: 'active',
  message: null,
  createdTime: '2026-11-20T02:00:00.000Z',
  ...fields,
});
const owner = row({ userId: '01930000-0000-7000-8000-0000000000b1', name: '陳主帳', role: 'owner' });
const manager = row({ userId: '01930000-0000-7000-8000-0000000000b2', name: '張經理', role: 'manager' });
const member = row({
  userId: '01930000-0000-7000-8000-0000000000b3',
  name: '林成員',
  role: 'member',
  jobTitle: '業務',
});
const invitation = {
  id: '01930000-0000-7000-8000-0000000000c1',
  email: 'new@example.tw',
  name: null,
  role: 'member' as const,
  status: 'pending' as const,
  invitedByName: '陳主帳',
  sentTime: '2026-11-20T02:00:00.000Z',
  expiresTime: '2026-11-27T02:00:00.000Z',
  createdTime: '2026-11-20T02:00:00.000Z',
};

/** The vendor's people as the server holds them, changed by the staff's calls. */
function staffMock(canManage: boolean) {
  let people = [owner, manager, member];
  return mockApi({
    [`GET Vendors/${vendor.id}`]: { body: vendor },
    'GET Vendor/Services': { body: { payload: { vendorId: vendor.id, services: [] } } },
    'GET Vendor/Members': () => ({
      body: { totalCount: people.length, data: people, myRole: null, canManage },
    }),
    'GET Vendor/Invitations': { body: { data: [invitation] } },
    [`POST Vendor/Members/${member.userId}`]: (call) => {
      const { role, jobTitle } = call.body as { role: MemberListItem['role']; jobTitle: string };
      people = people.map((person) =>
        person.userId === member.userId ? { ...person, role, jobTitle: jobTitle || null } : person,
      );
      return { body: { userId: member.userId, role, jobTitle } };
    },
    [`DELETE Vendor/Members/${member.userId}`]: () => {
      people = people.filter((person) => person.userId !== member.userId);
      return { status: 204 };
    },
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
// Role queries over an antd table are slow in jsdom: read the buttons' names directly.
const buttonsIn = (element: HTMLElement) =>
  [...element.querySelectorAll('button')].map(
    (button) => button.getAttribute('aria-label') ?? button.textContent ?? '',
  );
const openPage = async (user: typeof writer) => {
  renderApp(`/vendors/detail?id=${vendor.id}`, { user });
  await screen.findByRole('heading', { level: 1, name: vendor.name }, { timeout: 30_000 });
  await screen.findByText('林成員', undefined, { timeout: 30_000 });
};

describe('vendor register detail: a vendor’s people, for staff', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('../../../app/routes/vendor-detail-route-page'),
      import('../../../lib/locales/zh-hant-members'),
      import('../../../lib/locales/zh-hant-audit'),
    ]);
  }, 30_000);

  it('vendors:write changes a person’s role for the vendor it looks at', async () => {
    const api = staffMock(true);
    await openPage(writer);
    for (const call of api.callsTo('GET Vendor/Members')) expect(call.query.get('vendorId')).toBe(vendor.id);
    // Staff who manage act as an owner: every row, the owner's included, offers a role change and removal.
    expect(buttonsIn(rowOf('陳主帳'))).toEqual(['變更角色 陳主帳', '移除 陳主帳']);
    expect(buttonsIn(rowOf('林成員'))).toEqual(['變更角色 林成員', '移除 林成員']);
    expect(screen.getByText('邀請成員').closest('button')).toBeTruthy();

    await userEvent.click(within(rowOf('林成員')).getByLabelText('變更角色 林成員'));
    const title = await screen.findByText('變更 林成員 的角色');
    const dialog = title.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByLabelText('角色'));
    await userEvent.click(await screen.findByTitle('管理者'));
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));

    expect(await screen.findByText('資訊: 已更新 林成員 的角色與職稱。')).toBeTruthy();
    const [update] = api.callsTo(`POST Vendor/Members/${member.userId}`);
    expect(update?.query.get('vendorId')).toBe(vendor.id);
    expect(update?.body).toEqual({ role: 'manager', jobTitle: '業務' });
    await waitFor(() => expect(within(rowOf('林成員')).getByText('管理者')).toBeTruthy());
    expect(screen.queryByText('變更 林成員 的角色')).toBeNull();
  });

  it('vendors:write removes a person after a confirmation naming them', async () => {
    const api = staffMock(true);
    await openPage(writer);
    await userEvent.click(within(rowOf('林成員')).getByLabelText('移除 林成員'));
    const question = await screen.findByText('確定要將「林成員」移出公司嗎？');
    const popconfirm = question.closest('.ant-popconfirm') as HTMLElement;
    expect(
      within(popconfirm).getByText('林成員（b3@example.tw）將立即失去公司的所有權限，包含已登入的裝置。'),
    ).toBeTruthy();
    expect(api.callsTo(`DELETE Vendor/Members/${member.userId}`)).toHaveLength(0);
    await userEvent.click(within(popconfirm).getByRole('button', { name: '移除' }));

    expect(await screen.findByText('資訊: 已將 林成員 移出公司。')).toBeTruthy();
    const removals = api.callsTo(`DELETE Vendor/Members/${member.userId}`);
    expect(removals).toHaveLength(1);
    expect(removals[0]?.query.get('vendorId')).toBe(vendor.id);
    await waitFor(() => expect(screen.queryByText('林成員')).toBeNull());
    expect(screen.getByText('張經理')).toBeTruthy();
  });

  it('vendors:read sees the people and the invitations, with no action buttons', async () => {
    const api = staffMock(false);
    await openPage(reader);
    for (const name of ['陳主帳', '張經理', '林成員']) expect(buttonsIn(rowOf(name))).toEqual([]);
    expect(screen.queryByText('邀請成員')).toBeNull();
    // The pending invitation is shown, without resend or revoke.
    const pending = (await screen.findByText('new@example.tw')).closest('li') as HTMLElement;
    expect(buttonsIn(pending)).toEqual([]);
    expect(api.callsTo('GET Vendor/Invitations')[0]?.query.get('vendorId')).toBe(vendor.id);
    // Nothing written (`POST Option` only reads the service categories' names).
    const writes = api.calls.filter((call) => call.method !== 'GET' && call.path.startsWith('Vendor'));
    expect(writes).toEqual([]);
  });
});
