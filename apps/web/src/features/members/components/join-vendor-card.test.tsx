import type { JoinRequest } from '@portal/contracts/vendor-member';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { applicant } from '../../company/test-fixtures';

// `company-not-vendor` for someone in no vendor: the state of their latest request to join one.
const vendor = { id: '01930000-0000-7000-8000-0000000000f1', name: '甲公司', ubn: '22099131' };
const joinRequest = (fields: Partial<JoinRequest>): JoinRequest => ({
  id: '01930000-0000-7000-8000-0000000000d1',
  vendor,
  message: '我是新進業務。',
  status: 'pending',
  role: null,
  rejectReason: null,
  createdTime: '2026-11-20T02:00:00.000Z',
  decidedTime: null,
  ...fields,
});

const noVendor = {
  'GET Vendor': apiError(404, { code: 'NOT_IN_VENDOR', message: '您尚未隸屬任何供應商。' }),
  'GET Vendor/Apply': { body: { current: null, history: [] } },
};
const searchField = () => screen.queryByLabelText('統一編號或公司名稱');

describe('company-not-vendor: my request to join a vendor', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('../../../app/routes/company-not-vendor-route-page'),
      import('../../../lib/locales/zh-hant-members'),
    ]);
  }, 30_000);

  it('shows a rejected request with the reviewer’s reason, and lets the person look again', async () => {
    const api = mockApi({
      ...noVendor,
      'GET VendorJoinRequest': {
        body: {
          request: joinRequest({
            status: 'rejected',
            rejectReason: '請由公司信箱申請。',
            decidedTime: '2026-11-21T02:00:00.000Z',
          }),
        },
      },
    });
    renderApp('/company-not-vendor', { user: applicant });
    const title = await screen.findByText('您加入「甲公司」的申請未通過。', undefined, { timeout: 30_000 });
    const alert = title.closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByText('原因：請由公司信箱申請。')).toBeTruthy();
    expect(within(alert).queryByRole('button')).toBeNull();
    // Not pending: a new search (and request) is offered.
    expect(searchField()).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET' && call.path !== 'Option')).toEqual([]);
  });

  it('withdraws a pending request only after confirming, then offers the search again', async () => {
    let request: JoinRequest | null = joinRequest({});
    const api = mockApi({
      ...noVendor,
      'GET VendorJoinRequest': () => ({ body: { request } }),
      'POST VendorJoinRequest/Withdraw': () => {
        request = joinRequest({ status: 'withdrawn', decidedTime: '2026-11-21T02:00:00.000Z' });
        return { body: { request } };
      },
    });
    renderApp('/company-not-vendor', { user: applicant });
    const title = await screen.findByText('您申請加入「甲公司」，等待審核中。', undefined, {
      timeout: 30_000,
    });
    const alert = title.closest('[role="status"]') as HTMLElement;
    // One pending request at a time: no search while it waits.
    expect(searchField()).toBeNull();

    // Asked first; cancelling changes nothing.
    await userEvent.click(within(alert).getByRole('button', { name: '撤回申請' }));
    const question = await screen.findByText('確定要撤回加入「甲公司」的申請嗎？');
    const popconfirm = question.closest('.ant-popconfirm') as HTMLElement;
    await userEvent.click(within(popconfirm).getByRole('button', { name: '取消' }));
    expect(api.callsTo('POST VendorJoinRequest/Withdraw')).toHaveLength(0);
    expect(screen.getByText('您申請加入「甲公司」，等待審核中。')).toBeTruthy();

    await userEvent.click(within(alert).getByRole('button', { name: '撤回申請' }));
    await waitFor(() => expect(popconfirm.closest('.ant-popover-hidden')).toBeNull());
    await userEvent.click(within(popconfirm).getByRole('button', { name: '撤回申請' }));
    expect(await screen.findByText('資訊: 已撤回申請。')).toBeTruthy();
    const withdrawals = api.callsTo('POST VendorJoinRequest/Withdraw');
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]?.body).toBeUndefined();
    // Read again: withdrawn, so no state is shown and the search is back.
    await waitFor(() => expect(screen.queryByText('您申請加入「甲公司」，等待審核中。')).toBeNull());
    expect(searchField()).toBeTruthy();
    expect(api.callsTo('GET VendorJoinRequest').length).toBeGreaterThan(1);
  });
});
