import type { Meeting, MeetingList } from '@portal/contracts/meeting';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';
import { isoToTaipeiInput } from '../meeting-calendar';

const day = 86_400_000;
const hourFromNow = (hours: number) =>
  new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + hours * 3_600_000).toISOString();

const meeting = (fields: Partial<Meeting> = {}): Meeting => ({
  id: '01930000-0000-7000-8000-0000000000b1',
  subject: '新產品合作洽談',
  status: 'proposed',
  vendorId: '01930000-0000-7000-8000-0000000000c1',
  vendorName: '甲公司',
  person: { id: '01930000-0000-7000-8000-0000000000d1', name: '王小明' },
  awaitingSide: 'vendor',
  mySide: 'vendor',
  canAct: true,
  start: null,
  end: null,
  slots: [
    { id: '01930000-0000-7000-8000-0000000000e1', start: hourFromNow(48), end: hourFromNow(49) },
    { id: '01930000-0000-7000-8000-0000000000e2', start: hourFromNow(72), end: hourFromNow(73) },
  ],
  location: '台北市',
  videoUrl: '',
  updatedTime: '2026-11-20T00:00:00.000Z',
  agenda: '報價',
  inquiryId: null,
  proposedBy: { id: '01930000-0000-7000-8000-0000000000d1', name: '王小明' },
  participants: [{ id: '01930000-0000-7000-8000-0000000000d1', name: '王小明', side: 'person' }],
  declineReason: null,
  cancelReason: null,
  rescheduleReason: null,
  counterReason: null,
  minutes: '',
  followUps: [],
  minutesUpdatedTime: null,
  sequence: 0,
  createdTime: '2026-11-20T00:00:00.000Z',
  ...fields,
});
const list = (rows: Meeting[]): { body: { payload: MeetingList } } => ({
  body: { payload: { totalCount: rows.length, data: rows } },
});
const detailPath = 'Meeting/01930000-0000-7000-8000-0000000000b1';

describe('meeting pages', { timeout: 40_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('./meeting-page'),
      import('./meeting-detail-page'),
      import('./meeting-new-page'),
      import('../../../lib/locales/zh-hant-meetings'),
    ]);
  }, 30_000);

  it('lists upcoming meetings as cards and asks the server for each list', async () => {
    const confirmed = meeting({
      status: 'confirmed',
      awaitingSide: null,
      start: '2026-12-01T06:00:00.000Z',
      end: '2026-12-01T07:00:00.000Z',
      slots: [],
    });
    const api = mockApi({ 'GET Meeting': list([confirmed]) });
    renderApp('/meeting?view=list', { user: testUser });
    const card = (await screen.findByText('新產品合作洽談', {}, { timeout: 10_000 })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('已確認')).toBeTruthy();
    expect(within(card).getByText('2026-12-01 14:00–15:00')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/meeting/${confirmed.id}`);
    await userEvent.click(screen.getByRole('tab', { name: '待我回覆' }));
    await waitFor(() => expect(api.callsTo('GET Meeting').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the week with confirmed meetings and proposed slots in Taipei time', async () => {
    const start = new Date(Date.now() + 2 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const confirmed = meeting({
      status: 'confirmed',
      awaitingSide: null,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      slots: [],
    });
    const api = mockApi({ 'GET Meeting': list([confirmed]) });
    renderApp('/meeting?view=week', { user: testUser });
    const time = isoToTaipeiInput(start.toISOString()).slice(11);
    const until = isoToTaipeiInput(new Date(start.getTime() + 3_600_000).toISOString()).slice(11);
    const link = await screen.findByRole(
      'link',
      { name: `${time}–${until} 新產品合作洽談` },
      { timeout: 10_000 },
    );
    // An hour grid: hour labels down the side, the meeting spanning its four quarter-hour rows.
    expect(screen.getByText('07:00')).toBeTruthy();
    expect(screen.getByText('21:00')).toBeTruthy();
    expect(link.closest<HTMLElement>('.meeting-block')?.style.gridRow).toMatch(/span 4$/);
    // The server is asked for the seven Taipei days of this week, then of the next one.
    const lastRange = () => {
      const urls = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://x'));
      const last = urls.filter((url) => url.pathname.endsWith('/Meeting')).at(-1);
      const condition = JSON.parse(last?.searchParams.get('condition') ?? '{}') as {
        from: string;
        to: string;
      };
      return { ...condition, days: (Date.parse(condition.to) - Date.parse(condition.from)) / day };
    };
    const first = lastRange();
    expect(first).toMatchObject({ days: 7 });
    expect(first.from).toMatch(/T00:00:00\+08:00$/);
    await userEvent.click(screen.getByRole('button', { name: '下一段' }));
    await waitFor(() => expect(api.callsTo('GET Meeting').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(Date.parse(lastRange().from) - Date.parse(first.from)).toBe(7 * day));
  });

  it('accepts a slot only after a confirmation, and needs a reason to decline', async () => {
    const api = mockApi({
      [`GET ${detailPath}`]: { body: { payload: meeting() } },
      [`POST ${detailPath}/Accept`]: { body: { payload: meeting({ status: 'confirmed' }) } },
      [`POST ${detailPath}/Decline`]: { body: { payload: meeting({ status: 'declined' }) } },
    });
    renderApp(`/meeting/${meeting().id}`, { user: testUser });
    const accepts = await screen.findAllByRole('button', { name: /^接受此時段/ }, { timeout: 10_000 });
    expect(accepts).toHaveLength(2);
    await userEvent.click(accepts[1] as HTMLElement);
    expect(api.callsTo(`POST ${detailPath}/Accept`)).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: /確\s?定/ }));
    await waitFor(() => expect(api.callsTo(`POST ${detailPath}/Accept`)).toHaveLength(1));
    expect(api.callsTo(`POST ${detailPath}/Accept`)[0]?.body).toEqual({ slotId: meeting().slots[1]?.id });

    await userEvent.click(screen.getByRole('button', { name: '婉拒' }));
    const dialog = (await screen.findByText('婉拒會議邀約', {}, { timeout: 5_000 })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: /確\s?定/ }));
    expect(await within(dialog).findByText('請填寫原因。')).toBeTruthy();
    expect(api.callsTo(`POST ${detailPath}/Decline`)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('原因'), '該週參展');
    await userEvent.click(within(dialog).getByRole('button', { name: /確\s?定/ }));
    await waitFor(() =>
      expect(api.callsTo(`POST ${detailPath}/Decline`)[0]?.body).toEqual({ reason: '該週參展' }),
    );
  });

  it('offers no answer to the side that proposed, and says when a meeting is not theirs', async () => {
    mockApi({ [`GET ${detailPath}`]: { body: { payload: meeting({ mySide: 'person' }) } } });
    renderApp(`/meeting/${meeting().id}`, { user: testUser });
    expect(await screen.findByRole('button', { name: '取消會議' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^接受此時段/ })).toBeNull();
    mockApi({ [`GET ${detailPath}`]: apiError(404, { code: 'NOT_FOUND', message: '找不到' }) });
    renderApp(`/meeting/${meeting().id}`, { user: testUser });
    expect(await screen.findByText('找不到這場會議，或您不是它的與會者。')).toBeTruthy();
  });

  it('proposes with the vendor prefilled and the slots read as Taipei time', async () => {
    const vendorId = '01930000-0000-7000-8000-0000000000c1';
    const api = mockApi({
      'PUT Meeting': { body: { payload: meeting() } },
      [`GET ${detailPath}`]: { body: { payload: meeting() } },
    });
    renderApp(`/meeting/new?vendorId=${vendorId}&inquiryId=01930000-0000-7000-8000-0000000000f1`, {
      user: testUser,
    });
    await userEvent.type(await screen.findByLabelText('主旨', {}, { timeout: 10_000 }), '樣品討論');
    const start = screen.getByLabelText('時段 1 開始');
    const end = screen.getByLabelText('時段 1 結束');
    fireEvent.change(start, { target: { value: '2030-01-02T14:00' } });
    fireEvent.change(end, { target: { value: '2030-01-02T13:00' } });
    await userEvent.click(screen.getByRole('button', { name: '送出邀約' }));
    expect(await screen.findByText('結束時間必須晚於開始時間。')).toBeTruthy();
    expect(api.callsTo('PUT Meeting')).toHaveLength(0);
    fireEvent.change(end, { target: { value: '2030-01-02T15:00' } });
    await userEvent.click(screen.getByRole('button', { name: '送出邀約' }));
    await waitFor(() => expect(api.callsTo('PUT Meeting')).toHaveLength(1));
    expect(api.callsTo('PUT Meeting')[0]?.body).toMatchObject({
      vendorId,
      inquiryId: '01930000-0000-7000-8000-0000000000f1',
      subject: '樣品討論',
      slots: [{ start: '2030-01-02T06:00:00.000Z', end: '2030-01-02T07:00:00.000Z' }],
    });
  });
  it('lets staff who arrange meetings pick the buyer by search; a buyer sees no such field', async () => {
    const vendorId = '01930000-0000-7000-8000-0000000000c1';
    const buyerId = '01930000-0000-7000-8000-0000000000d9';
    const api = mockApi({
      'PUT Meeting': { body: { payload: meeting() } },
      [`GET ${detailPath}`]: { body: { payload: meeting() } },
      'GET Users': (call) => ({
        body: {
          totalCount: 1,
          data: call.query.get('condition')?.includes('陳')
            ? [{ id: buyerId, name: '陳採購', account: 'buyer-chen', email: 'chen@example.test' }]
            : [],
        },
      }),
    });
    const staff = { ...testUser, permissions: ['meetings:arrange', 'users:read'] };
    const staffPage = renderApp(`/meeting/new?vendorId=${vendorId}`, { user: staff });
    const picker = await screen.findByRole('combobox', { name: '買方' }, { timeout: 10_000 });
    await userEvent.type(picker, '陳');
    await userEvent.click(await screen.findByTitle('陳採購（buyer-chen・chen@example.test）'));
    const condition = JSON.parse(api.callsTo('GET Users').at(-1)?.query.get('condition') ?? '{}');
    expect(condition).toEqual({ hasVendor: false, status: 'active', keyword: '陳' });
    await userEvent.type(screen.getByLabelText('主旨'), '三方洽談');
    fireEvent.change(screen.getByLabelText('時段 1 開始'), { target: { value: '2030-01-02T14:00' } });
    fireEvent.change(screen.getByLabelText('時段 1 結束'), { target: { value: '2030-01-02T15:00' } });
    await userEvent.click(screen.getByRole('button', { name: '送出邀約' }));
    await waitFor(() => expect(api.callsTo('PUT Meeting')).toHaveLength(1));
    expect(api.callsTo('PUT Meeting')[0]?.body).toMatchObject({ vendorId, personUserId: buyerId });

    staffPage.unmount();
    mockApi({});
    renderApp(`/meeting/new?vendorId=${vendorId}`, { user: testUser });
    expect(await screen.findByLabelText('主旨', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '買方' })).toBeNull();
  });
});
