import type { MemberListItem } from '@portal/contracts/vendor-member';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

/** Types a value at once (a paste): each keystroke re-validates an antd form, slow on a busy machine. */
const fill = async (field: HTMLElement, value: string) => {
  await userEvent.clear(field);
  await userEvent.paste(value);
};

// A manager of the vendor decides the requests to join it (`review/apply`).
const me = { ...testUser, id: '01930000-0000-7000-8000-0000000000a1' };

const request = (fields: Partial<MemberListItem> & Pick<MemberListItem, 'id' | 'name'>): MemberListItem => ({
  userId: `${fields.id.slice(0, -2)}f${fields.id.slice(-1)}`,
  kind: 'request',
  email: `${fields.id.slice(-2)}@example.tw`,
  mobile: null,
  role: null,
  jobTitle: null,
  accountStatus: 'active',
  message: null,
  createdTime: '2026-11-20T02:00:00.000Z',
  ...fields,
});
const chou = request({
  id: '01930000-0000-7000-8000-0000000000d1',
  name: '周小華',
  message: '我是新進業務。',
});
const wu = request({ id: '01930000-0000-7000-8000-0000000000d2', name: '吳小美' });

/** The queue as the server holds it: a decided request leaves it. */
function queueMock() {
  let queue = [chou, wu];
  return mockApi({
    'GET Vendor/Members': (call) => {
      expect(call.query.get('status')).toBe('pending');
      return { body: { totalCount: queue.length, data: queue, myRole: 'manager', canManage: true } };
    },
    'POST Vendor/Members': (call) => {
      const { id, accept } = call.body as { id: string; accept: boolean };
      queue = queue.filter((item) => item.id !== id);
      return { body: { id, status: accept ? 'accepted' : 'rejected' } };
    },
  });
}

const itemOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
const buttonsIn = (element: HTMLElement) =>
  [...element.querySelectorAll('button')].map(
    (button) => button.getAttribute('aria-label') ?? button.textContent ?? '',
  );

describe('review/apply: deciding requests to join', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./review-apply-page'), import('../../../lib/locales/zh-hant-members')]);
  }, 30_000);

  it('accepts a request with the role chosen (no higher than the manager’s own)', async () => {
    const api = queueMock();
    renderApp('/review/apply', { user: me });
    await screen.findByText('周小華', undefined, { timeout: 30_000 });
    expect(within(itemOf('周小華')).getByText('我是新進業務。')).toBeTruthy();
    expect(within(itemOf('吳小美')).getByText('（未留言）')).toBeTruthy();
    expect(buttonsIn(itemOf('周小華'))).toEqual(['核准 周小華', '退回 周小華']);

    await userEvent.click(within(itemOf('周小華')).getByLabelText('核准 周小華'));
    const dialog = (await screen.findByText('核准 周小華 加入')).closest('.ant-modal') as HTMLElement;
    // A manager gives manager or member, never owner.
    await userEvent.click(within(dialog).getByLabelText('給予的角色'));
    const manager = await screen.findByTitle('管理者');
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
      option.getAttribute('title'),
    );
    expect(shown).toEqual(['管理者', '成員']);
    await userEvent.click(manager);
    await userEvent.click(within(dialog).getByRole('button', { name: '核准' }));

    expect(await screen.findByText('資訊: 已核准 周小華 加入公司。')).toBeTruthy();
    const decisions = api.callsTo('POST Vendor/Members');
    expect(decisions).toHaveLength(1);
    expect(decisions[0]?.body).toEqual({ id: chou.id, accept: true, role: 'manager' });
    expect(decisions[0]?.query.has('vendorId')).toBe(false);
    await waitFor(() => expect(screen.queryByText('周小華')).toBeNull());
    expect(screen.getByText('吳小美')).toBeTruthy();
  });

  it('rejects only with a reason: an empty, blank or too long one is refused before sending', async () => {
    const api = queueMock();
    renderApp('/review/apply', { user: me });
    await screen.findByText('吳小美', undefined, { timeout: 30_000 });
    await userEvent.click(within(itemOf('吳小美')).getByLabelText('退回 吳小美'));
    const dialog = (await screen.findByText('退回 吳小美 的申請')).closest('.ant-modal') as HTMLElement;
    const reject = within(dialog).getByRole('button', { name: '退回' });
    const reason = within(dialog).getByLabelText('退回原因（申請人會看到）');

    await userEvent.click(reject);
    expect(await within(dialog).findByText('請輸入退回原因（申請人會看到）')).toBeTruthy();
    // Only spaces is empty too: the contract trims the reason before requiring it.
    await fill(reason, '   ');
    await userEvent.click(reject);
    await waitFor(() => expect(within(dialog).getByText('請輸入退回原因（申請人會看到）')).toBeTruthy());
    expect(api.callsTo('POST Vendor/Members')).toHaveLength(0);
    // The contract's limit (joinDecisionInputSchema: at most 1000 characters).
    fireEvent.change(reason, { target: { value: '長'.repeat(1001) } });
    await userEvent.click(reject);
    expect(await within(dialog).findByText(/最多.*1000/)).toBeTruthy();
    expect(api.callsTo('POST Vendor/Members')).toHaveLength(0);
    await fill(reason, '請由公司信箱申請。');
    await userEvent.click(reject);
    expect(await screen.findByText('資訊: 已退回 吳小美 的申請。')).toBeTruthy();
    const decisions = api.callsTo('POST Vendor/Members');
    expect(decisions).toHaveLength(1);
    expect(decisions[0]?.body).toEqual({ id: wu.id, accept: false, rejectReason: '請由公司信箱申請。' });
    await waitFor(() => expect(screen.queryByText('吳小美')).toBeNull());
    expect(screen.getByText('周小華')).toBeTruthy();
  });

  it('cancelling a decision sends nothing', async () => {
    const api = queueMock();
    renderApp('/review/apply', { user: me });
    await screen.findByText('吳小美', undefined, { timeout: 30_000 });
    await userEvent.click(within(itemOf('吳小美')).getByLabelText('退回 吳小美'));
    const dialog = (await screen.findByText('退回 吳小美 的申請')).closest('.ant-modal') as HTMLElement;
    await fill(within(dialog).getByLabelText('退回原因（申請人會看到）'), '不認識此人。');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('退回 吳小美 的申請')).toBeNull());
    expect(api.callsTo('POST Vendor/Members')).toHaveLength(0);
    expect(screen.getByText('吳小美')).toBeTruthy();
  });
});
