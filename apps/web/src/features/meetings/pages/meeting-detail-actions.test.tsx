import {
  type Meeting,
  meetingCounterSchema,
  meetingMinutesSchema,
  meetingReasonMaxLength,
  meetingReasonSchema,
  meetingRescheduleSchema,
} from '@portal/contracts/meeting';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, type MockReply, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const hourFromNow = (hours: number) =>
  new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + hours * 3_600_000).toISOString();

const id = '01930000-0000-7000-8000-0000000000b1';
const detailPath = `Meeting/${id}`;
const buyer = { id: '01930000-0000-7000-8000-0000000000d1', name: '王小明' };

const meeting = (fields: Partial<Meeting> = {}): Meeting => ({
  id,
  subject: '新產品合作洽談',
  status: 'proposed',
  vendorId: '01930000-0000-7000-8000-0000000000c1',
  vendorName: '甲公司',
  person: buyer,
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
  proposedBy: buyer,
  participants: [{ ...buyer, side: 'person' }],
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
const confirmedAt = (start: string, end: string) =>
  meeting({ status: 'confirmed', awaitingSide: null, start, end, slots: [] });

/** How long the first look waits for the lazily loaded page (the machine may be busy). */
const firstLoad = 30_000;

type Change = (current: Meeting, call: ApiCall) => Meeting | MockReply;

/**
 * The server's copy of the meeting: `GET` answers it as it stands, each change route replaces it with
 * what `change` makes of it (or answers the reply `change` gives instead, leaving it as it was).
 */
function meetingServer(start: Meeting, changes: Record<string, Change>) {
  let current = start;
  const routes: Record<string, (call: ApiCall) => MockReply> = {
    [`GET ${detailPath}`]: () => ({ body: { payload: current } }),
  };
  for (const [route, change] of Object.entries(changes)) {
    routes[route] = (call) => {
      const next = change(current, call);
      if (!('id' in next)) return next;
      current = next;
      return { body: { payload: current } };
    };
  }
  return mockApi(routes);
}

const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /確\s?定/ });
const setSlot = (dialog: HTMLElement, index: number, start: string, end: string) => {
  fireEvent.change(within(dialog).getByLabelText(`時段 ${index} 開始`), { target: { value: start } });
  fireEvent.change(within(dialog).getByLabelText(`時段 ${index} 結束`), { target: { value: end } });
};
const openDialog = async (button: string, title: string) => {
  await userEvent.click(await screen.findByRole('button', { name: button }, { timeout: firstLoad }));
  return screen.findByRole('dialog', { name: title }, { timeout: firstLoad });
};

describe('meeting detail page: changing a meeting', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./meeting-detail-page'), import('../../../lib/locales/zh-hant-meetings')]);
  }, 30_000);

  it('counter-proposes other slots: checks them first, sends them as Taipei time, then waits for the buyer', async () => {
    const api = meetingServer(meeting(), {
      [`POST ${detailPath}/CounterPropose`]: (current, call): Meeting => {
        const body = meetingCounterSchema.parse(call.body);
        return {
          ...current,
          awaitingSide: 'person',
          counterReason: body.reason,
          slots: body.slots.map((slot, index) => ({
            id: `01930000-0000-7000-8000-0000000001f${index}`,
            ...slot,
          })),
        };
      },
    });
    renderApp(`/meeting/${id}`, { user: testUser });
    expect(
      await screen.findAllByRole('button', { name: /^接受此時段/ }, { timeout: firstLoad }),
    ).toHaveLength(2);

    const dialog = await openDialog('提出其他時段', '提出其他時段');
    // A slot ending before it starts is refused in the dialog; a counter-proposal needs no reason.
    setSlot(dialog, 1, '2030-01-02T14:00', '2030-01-02T13:00');
    await userEvent.click(okButton(dialog));
    expect(await within(dialog).findByText('結束時間必須晚於開始時間。')).toBeTruthy();
    expect(within(dialog).queryByText('請填寫原因。')).toBeNull();
    expect(api.callsTo(`POST ${detailPath}/CounterPropose`)).toHaveLength(0);

    setSlot(dialog, 1, '2030-01-02T14:00', '2030-01-02T15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: '新增時段' }));
    setSlot(dialog, 2, '2030-01-03T10:00', '2030-01-03T11:30');
    await userEvent.type(within(dialog).getByLabelText('原因'), '下週較方便');
    await userEvent.click(okButton(dialog));

    await waitFor(() => expect(api.callsTo(`POST ${detailPath}/CounterPropose`)).toHaveLength(1));
    expect(api.callsTo(`POST ${detailPath}/CounterPropose`)[0]?.body).toEqual({
      slots: [
        { start: '2030-01-02T06:00:00.000Z', end: '2030-01-02T07:00:00.000Z' },
        { start: '2030-01-03T02:00:00.000Z', end: '2030-01-03T03:30:00.000Z' },
      ],
      reason: '下週較方便',
    });
    expect(await screen.findByText('資訊: 已提出其他時段。', {}, { timeout: firstLoad })).toBeTruthy();
    // The page shows the new slots, whose turn it is and why; it is no longer the vendor's to accept.
    expect(await screen.findByText('等待買方回覆')).toBeTruthy();
    expect(screen.getByText('2030-01-02 14:00–15:00')).toBeTruthy();
    expect(screen.getByText('2030-01-03 10:00–11:30')).toBeTruthy();
    expect(screen.getByText('改提時段說明：下週較方便')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^接受此時段/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '提出其他時段' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提出其他時段' })).toBeNull());
  });

  it('reschedules to one new time only with a reason, refusing what the contract refuses', async () => {
    const slot = { start: '2030-01-02T06:00:00.000Z', end: '2030-01-02T07:00:00.000Z' };
    // The contract's rule the dialog keeps: an empty or blank reason is no reason.
    for (const reason of ['', '  \n ']) {
      expect(meetingRescheduleSchema.safeParse({ slot, reason }).success).toBe(false);
    }
    const api = meetingServer(confirmedAt(hourFromNow(48), hourFromNow(49)), {
      [`POST ${detailPath}/Reschedule`]: (current, call) => {
        const body = meetingRescheduleSchema.parse(call.body);
        return { ...current, ...body.slot, rescheduleReason: body.reason, sequence: current.sequence + 1 };
      },
    });
    renderApp(`/meeting/${id}`, { user: testUser });
    // Before it starts, a confirmed meeting has no minutes to write yet.
    expect(
      await screen.findByText('會議開始後，雙方與會者都可以填寫。', {}, { timeout: firstLoad }),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '會議紀錄' })).toBeNull();

    const dialog = await openDialog('改期', '改期');
    // One new time, no more.
    expect(within(dialog).queryByRole('button', { name: '新增時段' })).toBeNull();
    expect(within(dialog).getByLabelText('原因').getAttribute('maxlength')).toBe(
      String(meetingReasonMaxLength),
    );
    setSlot(dialog, 1, '2030-01-02T14:00', '2030-01-02T15:00');
    await userEvent.click(okButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('請填寫原因。');
    await userEvent.type(within(dialog).getByLabelText('原因'), '  {Enter} ');
    await userEvent.click(okButton(dialog));
    expect(within(dialog).getByRole('alert').textContent).toBe('請填寫原因。');
    expect(api.callsTo(`POST ${detailPath}/Reschedule`)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('原因'));
    await userEvent.type(within(dialog).getByLabelText('原因'), '  客戶臨時出差 ');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await userEvent.click(okButton(dialog));
    await waitFor(() => expect(api.callsTo(`POST ${detailPath}/Reschedule`)).toHaveLength(1));
    const sent = api.callsTo(`POST ${detailPath}/Reschedule`)[0]?.body;
    expect(sent).toEqual({ slot, reason: '客戶臨時出差' });
    // What is sent is what the contract keeps: nothing trimmed or dropped on the server's side.
    expect(meetingRescheduleSchema.parse(sent)).toEqual(sent);

    expect(
      await screen.findByText('資訊: 會議已改期，已通知所有與會者。', {}, { timeout: firstLoad }),
    ).toBeTruthy();
    expect(await screen.findByText('2030-01-02 14:00–15:00')).toBeTruthy();
    expect(screen.getByText('改期原因：客戶臨時出差')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '改期' })).toBeNull());
  });

  it('keeps the reschedule dialog open with what was typed when the server refuses the new time', async () => {
    const clash = '王小明 在這段時間已有另一場會議。';
    const before = confirmedAt(hourFromNow(48), hourFromNow(49));
    const api = meetingServer(before, {
      [`POST ${detailPath}/Reschedule`]: () =>
        apiError(409, { code: 'MEETING_OVERLAP', message: clash, field: 'slot' }),
    });
    renderApp(`/meeting/${id}`, { user: testUser });
    const dialog = await openDialog('改期', '改期');
    setSlot(dialog, 1, '2030-01-02T14:00', '2030-01-02T15:00');
    await userEvent.type(within(dialog).getByLabelText('原因'), '客戶臨時出差');
    await userEvent.click(okButton(dialog));
    expect(await screen.findByText(`錯誤: ${clash}`, {}, { timeout: firstLoad })).toBeTruthy();
    expect(api.callsTo(`POST ${detailPath}/Reschedule`)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '改期' })).toBe(dialog);
    expect((within(dialog).getByLabelText('原因') as HTMLTextAreaElement).value).toBe('客戶臨時出差');
    expect(screen.queryByText(/^改期原因/)).toBeNull();
    expect(screen.queryByText('2030-01-02 14:00–15:00')).toBeNull();
  });

  it('cancels only after asking, and only with a reason; the page then shows it cancelled with its .ics', async () => {
    // The contract's rule for a cancellation's reason, which the dialog keeps.
    expect(meetingReasonSchema.safeParse({ reason: '' }).success).toBe(false);
    const api = meetingServer(confirmedAt(hourFromNow(48), hourFromNow(49)), {
      [`DELETE ${detailPath}`]: (current, call) => ({
        ...current,
        status: 'cancelled',
        cancelReason: meetingReasonSchema.parse(call.body).reason,
        sequence: current.sequence + 1,
      }),
    });
    renderApp(`/meeting/${id}`, { user: testUser });
    expect(await screen.findByText('已確認', {}, { timeout: firstLoad })).toBeTruthy();

    // Asking first: going back changes nothing.
    let dialog = await openDialog('取消會議', '取消會議');
    await userEvent.click(within(dialog).getByRole('button', { name: /返\s?回/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '取消會議' })).toBeNull());
    expect(api.callsTo(`DELETE ${detailPath}`)).toHaveLength(0);

    dialog = await openDialog('取消會議', '取消會議');
    await userEvent.click(okButton(dialog));
    expect(await within(dialog).findByText('請填寫原因。')).toBeTruthy();
    expect(api.callsTo(`DELETE ${detailPath}`)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('原因'), '專案暫停');
    await userEvent.click(okButton(dialog));

    await waitFor(() => expect(api.callsTo(`DELETE ${detailPath}`)).toHaveLength(1));
    expect(api.callsTo(`DELETE ${detailPath}`)[0]?.body).toEqual({ reason: '專案暫停' });
    expect(
      await screen.findByText('資訊: 會議已取消，已通知所有與會者。', {}, { timeout: firstLoad }),
    ).toBeTruthy();
    expect(await screen.findByText('已取消')).toBeTruthy();
    expect(screen.getByText('取消原因：專案暫停')).toBeTruthy();
    // Nothing more to do with it but download its cancelling .ics; no minutes for a cancelled meeting.
    expect(screen.queryByRole('button', { name: '改期' })).toBeNull();
    expect(screen.queryByRole('button', { name: '取消會議' })).toBeNull();
    expect(screen.getByRole('button', { name: '下載行事曆檔（.ics）' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '會議紀錄' })).toBeNull();
  });

  it('writes minutes and follow-ups once the meeting started, sending only the follow-ups with text', async () => {
    const savedAt = '2030-01-02T08:30:00.000Z';
    const api = meetingServer(confirmedAt(hourFromNow(-2), hourFromNow(-1)), {
      [`POST ${detailPath}/Minutes`]: (current, call) => {
        const body = meetingMinutesSchema.parse(call.body);
        return { ...current, ...body, minutesUpdatedTime: savedAt };
      },
    });
    renderApp(`/meeting/${id}`, { user: testUser });
    const minutes = await screen.findByRole('textbox', { name: '會議紀錄' }, { timeout: firstLoad });
    expect(screen.queryByText('會議開始後，雙方與會者都可以填寫。')).toBeNull();
    await userEvent.type(minutes, '雙方同意試產。{Enter}下月再議價。');

    const add = screen.getByRole('button', { name: '新增待辦' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.type(screen.getByRole('textbox', { name: '待辦內容 1' }), '寄送樣品');
    await userEvent.type(screen.getByRole('textbox', { name: '待辦內容 2' }), '要刪掉的');
    await userEvent.type(screen.getByRole('textbox', { name: '待辦內容 3' }), '報價單修訂');
    await userEvent.click(screen.getAllByRole('checkbox', { name: '已完成' })[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: '移除待辦 2' }));
    expect(screen.queryByDisplayValue('要刪掉的')).toBeNull();
    // A follow-up left empty is not sent.
    await userEvent.click(add);
    expect(screen.getAllByRole('checkbox', { name: '已完成' })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '儲存會議紀錄' }));

    await waitFor(() => expect(api.callsTo(`POST ${detailPath}/Minutes`)).toHaveLength(1));
    const sent = api.callsTo(`POST ${detailPath}/Minutes`)[0]?.body;
    expect(sent).toEqual({
      minutes: '雙方同意試產。\n下月再議價。',
      followUps: [
        { text: '寄送樣品', done: true },
        { text: '報價單修訂', done: false },
      ],
    });
    expect(meetingMinutesSchema.safeParse(sent).success).toBe(true);

    expect(await screen.findByText('資訊: 已儲存會議紀錄。', {}, { timeout: firstLoad })).toBeTruthy();
    // The page reads the saved meeting again: its minutes, the two follow-ups kept, and when it was saved.
    expect(await screen.findByText('2030-01-02 16:30')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '會議紀錄' }) as HTMLTextAreaElement).value).toBe(
      '雙方同意試產。\n下月再議價。',
    );
    expect(
      screen.getAllByRole('checkbox', { name: '已完成' }).map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, false]);
    expect((screen.getByRole('textbox', { name: '待辦內容 2' }) as HTMLInputElement).value).toBe(
      '報價單修訂',
    );
    expect(api.callsTo(`GET ${detailPath}`).length).toBeGreaterThanOrEqual(2);
  });
});
