import type { DashboardVendorProducts } from '@portal/contracts/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser } from '../../lib/session';
import { apiError, mockApi } from '../../test/mock-api';
import { renderApp, testUser } from '../../test/render-app';

const owner = {
  ...testUser,
  permissions: [],
  vendor: { id: '01930000-0000-7000-8000-0000000000a1', name: '甲公司', role: 'owner' as const },
};
const empty = { totalCount: 0, data: [], unreadCount: 0 };
const products: DashboardVendorProducts = {
  byStatus: [
    { status: 'draft', count: 1200 },
    { status: 'published', count: 3600 },
    { status: 'archived', count: 0 },
  ],
};
const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();

/** Every widget a vendor owner sees, answered; `overrides` replace some. */
function ownerWidgets(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET News/Unread': { body: { unreadCount: 0 } },
    'GET Notifications/Unread': { body: { unreadCount: 0 } },
    'GET Dashboard/Announcements': {
      body: {
        totalCount: 1,
        unreadCount: 1,
        data: [
          {
            id: '01930000-0000-7000-8000-0000000000b1',
            category: 'notice',
            title: '年度大會通知',
            pinned: false,
            publishedTime: twoHoursAgo(),
            isRead: false,
          },
        ],
      },
    },
    'GET Dashboard/Notifications': { body: empty },
    'GET Dashboard/Meetings': { body: { totalCount: 0, data: [] } },
    'GET Dashboard/Inquiries': { body: { toAnswer: 0, awaitingVendor: 0, data: [] } },
    'GET Dashboard/Waiting': { body: { applications: [], joinRequest: null, invitations: [] } },
    'GET Dashboard/Vendor/Activity': {
      body: { weeks: [{ weekStart: '2026-11-16', inquiries: 0, meetings: 0 }] },
    },
    'GET Dashboard/Vendor/Products': { body: products },
    'GET Dashboard/Vendor/Members': { body: { byRole: [{ role: 'owner', count: 1 }] } },
    'GET Dashboard/Vendor/JoinRequests': { body: { totalCount: 0, data: [] } },
    'GET Dashboard/Vendor/Standing': {
      body: {
        name: '甲公司',
        level: 'certified',
        certifiedAt: null,
        status: 'active',
        registryStatus: 'active',
        registryFlagged: false,
        registryCheckedAt: null,
      },
    },
    ...overrides,
  });
}

describe('dashboard widgets', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./dashboard-widgets'), import('../../app/pages/dashboard-page')]);
  }, 60_000);
  beforeEach(() => {
    // jsdom draws no canvas: the charts' drawings are left out, their summaries and tables are not.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('summarises a chart in words and shows it as a table on request, numbers grouped as configured', async () => {
    ownerWidgets();
    renderApp('/dashboard', { user: owner });
    const card = (
      await screen.findByRole('heading', { level: 3, name: '產品狀態' }, { timeout: 45_000 })
    ).closest('.ant-card');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    expect(
      await within(card).findByText(
        '合計 4.800：草稿 1.200（25%）和已上架 3.600（75%）。',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
    const toggle = within(card).getByRole('button', { name: '以表格顯示' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    const table = within(card).getByRole('table');
    const published = within(table).getByRole('row', { name: /已上架/ });
    expect(
      within(published)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3.600', '75%']);
    await userEvent.click(within(card).getByRole('button', { name: '以圖表顯示' }));
    expect(within(card).queryByRole('table')).toBeNull();
    expect(within(card).getByRole('img', { name: /合計 4.800/ })).toBeTruthy();
  });

  it('shows times relative to now, empty states, and only the widgets of the person’s roles', async () => {
    ownerWidgets();
    renderApp('/dashboard', { user: owner });
    expect(await screen.findByText('年度大會通知', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByText('2 小時前')).toBeTruthy();
    expect(await screen.findByText('沒有待回覆的詢問。')).toBeTruthy();
    expect(await screen.findByText('沒有待審核的加入申請。')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '我的公司' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: '平台概況' })).toBeNull();
  });

  it('asks for each widget’s answer once, the first screen’s beside the banners’ call, the rest once it shows', async () => {
    let widgetAsked = () => {};
    const asked = new Promise<void>((resolve) => {
      widgetAsked = resolve;
    });
    let answerWaiting = () => {};
    const waitingAnswered = new Promise<void>((resolve) => {
      answerWaiting = resolve;
    });
    const api = ownerWidgets({
      // The banners answer only once a widget's call has gone out; the widgets show after the banners.
      'GET Banners/Active': async () => {
        await asked;
        return { body: { data: [] } };
      },
      'GET Dashboard/Waiting': async () => {
        widgetAsked();
        await waitingAnswered;
        return { body: { applications: [], joinRequest: null, invitations: [] } };
      },
    });
    renderApp('/dashboard', { user: owner });
    expect(await screen.findByText('年度大會通知', {}, { timeout: 45_000 })).toBeTruthy();
    // The first screen still waits for one answer: nothing below it has been asked for.
    expect(api.calls.some((call) => call.path.startsWith('Dashboard/Vendor/'))).toBe(false);
    answerWaiting();
    expect(await screen.findByText('沒有待審核的加入申請。')).toBeTruthy();
    const widgetCalls = api.calls
      .filter((call) => call.path.startsWith('Dashboard/'))
      .map((call) => call.path);
    // A vendor owner's widgets: their own five, then their vendor's five, each asked for once.
    expect(widgetCalls).toHaveLength(10);
    expect(new Set(widgetCalls).size).toBe(10);
    expect(widgetCalls.slice(5).every((path) => path.startsWith('Dashboard/Vendor/'))).toBe(true);
  });

  it('shows a widget’s error with a retry, and keeps the session on a 401', async () => {
    let failing = true;
    const api = ownerWidgets({
      // Failing until the retry: the query client's own retries of a 5xx fail too.
      'GET Dashboard/Meetings': () =>
        failing
          ? apiError(503, { code: 'UNAVAILABLE', message: 'busy' })
          : { body: { totalCount: 0, data: [] } },
      'GET Dashboard/Waiting': apiError(401, { code: 'UNAUTHENTICATED', message: '請先登入' }),
    });
    const { location } = renderApp('/dashboard', { user: owner });
    const card = (await screen.findByRole('heading', { level: 3, name: '即將到來的會議' })).closest(
      '.ant-card',
    );
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    expect(await within(card).findByText('無法載入此區塊。', {}, { timeout: 15_000 })).toBeTruthy();
    failing = false;
    await userEvent.click(within(card).getByRole('button', { name: /重試/ }));
    expect(await within(card).findByText('目前沒有排定的會議。')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET Dashboard/Waiting').length).toBeGreaterThan(0));
    expect(location()).toBe('/dashboard');
    expect(getStoredUser()?.token).toBe(owner.token);
  });

  it('shows staff widgets by permission only', async () => {
    ownerWidgets({
      'GET Dashboard/Staff/PendingAudits': { body: { totalCount: 0, data: [] } },
      'GET Dashboard/Staff/Applications': { body: { weeks: [] } },
    });
    renderApp('/dashboard', { user: { ...testUser, permissions: ['vendors:audit'], vendor: null } });
    expect(await screen.findByRole('heading', { level: 2, name: '平台概況' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '待審核的申請' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: '前端錯誤（24 小時內）' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: '我的公司' })).toBeNull();
  });
});
