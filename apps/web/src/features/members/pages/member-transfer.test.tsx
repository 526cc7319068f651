import type { MemberListItem } from '@portal/contracts/vendor-member';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

/** Types a value at once (a paste): each keystroke re-validates an antd form, slow on a busy machine. */
const fill = async (field: HTMLElement, value: string) => {
  await userEvent.clear(field);
  await userEvent.paste(value);
};

// The owner (the signed-in person) hands ownership to a member, confirmed by their own password.
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
const owner = row({ userId: me.id, name: '王小明', role: 'owner' });
const member = row({ userId: '01930000-0000-7000-8000-0000000000a3', name: '林成員', role: 'member' });

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
// Role queries over the page's antd table are slow in jsdom: find the open dialog by its class.
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;

/** The list as the server holds it: after a transfer the member is owner and I am manager. */
function vendorMock(transfer: (password: string) => 'ok' | 'wrong') {
  let transferred = false;
  return mockApi({
    'GET Vendor': { body: { name: '甲公司' } },
    'GET Vendor/Members': () => ({
      body: {
        totalCount: 2,
        data: transferred
          ? [
              { ...owner, role: 'manager' },
              { ...member, role: 'owner' },
            ]
          : [owner, member],
        myRole: transferred ? 'manager' : 'owner',
        canManage: true,
      },
    }),
    'GET Vendor/Invitations': { body: { data: [] } },
    'POST Vendor/TransferOwnership': (call) => {
      const { password } = call.body as { password: string };
      if (transfer(password) === 'wrong')
        return apiError(400, {
          code: 'PASSWORD_INCORRECT',
          message: '目前的密碼不正確。',
          field: 'password',
        });
      transferred = true;
      return { body: { ok: true } };
    },
  });
}

describe('member page: transferring ownership', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./member-page'), import('../../../lib/locales/zh-hant-members')]);
  }, 30_000);

  it('asks for the password naming the new owner; a wrong one shows the error and changes nothing; the right one transfers', async () => {
    const api = vendorMock((password) => (password === 'correct horse battery' ? 'ok' : 'wrong'));
    renderApp('/member', { user: me });
    await screen.findByText('林成員', undefined, { timeout: 30_000 });
    // Only the other person's row offers the transfer.
    expect(within(rowOf('王小明（您）')).queryByLabelText(/^轉移主帳號/)).toBeNull();
    await userEvent.click(within(rowOf('林成員')).getByLabelText('轉移主帳號 林成員'));

    expect(await screen.findByText('將主帳號轉移給 林成員')).toBeTruthy();
    expect(
      within(dialog()).getByText('轉移後 林成員 成為主帳號，您將改為管理者。請輸入您的密碼確認。'),
    ).toBeTruthy();
    const password = within(dialog()).getByLabelText('您的密碼');

    // No password: refused on the form, nothing sent.
    await userEvent.click(within(dialog()).getByRole('button', { name: '確認轉移' }));
    expect(await within(dialog()).findByText('請輸入您的密碼')).toBeTruthy();
    expect(api.callsTo('POST Vendor/TransferOwnership')).toHaveLength(0);

    // A wrong password: the server's message (in the user's language) on the field; the dialog stays.
    const listReads = api.callsTo('GET Vendor/Members').length;
    await fill(password, 'not my password');
    await userEvent.click(within(dialog()).getByRole('button', { name: '確認轉移' }));
    expect(await within(dialog()).findByText('目前的密碼不正確。')).toBeTruthy();
    const [wrong] = api.callsTo('POST Vendor/TransferOwnership');
    expect(wrong?.body).toEqual({ userId: member.userId, password: 'not my password' });
    expect(wrong?.headers.get('Accept-Language')).toBe('zh-Hant');
    expect(api.callsTo('GET Vendor/Members')).toHaveLength(listReads);
    expect(screen.queryByText('資訊: 已將主帳號轉移給 林成員。')).toBeNull();
    expect(within(rowOf('林成員')).getByText('成員')).toBeTruthy();
    expect(within(rowOf('王小明（您）')).getByText('主帳號')).toBeTruthy();

    // The right password: transferred, said so, and the list read again shows the new roles.
    await fill(password, 'correct horse battery');
    await userEvent.click(within(dialog()).getByRole('button', { name: '確認轉移' }));
    expect(await screen.findByText('資訊: 已將主帳號轉移給 林成員。')).toBeTruthy();
    const calls = api.callsTo('POST Vendor/TransferOwnership');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({ userId: member.userId, password: 'correct horse battery' });
    await waitFor(() => expect(screen.queryByText('將主帳號轉移給 林成員')).toBeNull());
    await waitFor(() => expect(within(rowOf('林成員')).getByText('主帳號')).toBeTruthy());
    expect(within(rowOf('王小明（您）')).getByText('管理者')).toBeTruthy();
    // A manager now: no more transfer buttons.
    expect(screen.queryByLabelText(/^轉移主帳號/)).toBeNull();
  });

  it('cancelling sends nothing and changes nothing', async () => {
    const api = vendorMock(() => 'ok');
    renderApp('/member', { user: me });
    await screen.findByText('林成員', undefined, { timeout: 30_000 });
    const listReads = api.callsTo('GET Vendor/Members').length;
    await userEvent.click(within(rowOf('林成員')).getByLabelText('轉移主帳號 林成員'));
    await screen.findByText('將主帳號轉移給 林成員');
    await fill(within(dialog()).getByLabelText('您的密碼'), 'correct horse battery');
    await userEvent.click(within(dialog()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('將主帳號轉移給 林成員')).toBeNull());
    expect(api.callsTo('POST Vendor/TransferOwnership')).toHaveLength(0);
    expect(api.callsTo('GET Vendor/Members')).toHaveLength(listReads);
    expect(within(rowOf('林成員')).getByText('成員')).toBeTruthy();
    expect(within(rowOf('林成員')).getByLabelText('轉移主帳號 林成員')).toBeTruthy();
  });
});
