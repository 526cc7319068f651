import type { Consultation, ConsultationList, ConsultationRow } from '@portal/contracts/consultation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const caseId = '01930000-0000-7000-8000-0000000000c1';
const row = (fields: Partial<ConsultationRow> = {}): ConsultationRow => ({
  id: caseId,
  subject: '升級合格供應商需要哪些文件？',
  state: 'answered',
  askerName: '林小華',
  isMine: true,
  postCount: 2,
  lastPostTime: '2026-11-22T06:03:05.000Z',
  createdTime: '2026-11-22T05:00:00.000Z',
  closedTime: null,
  ...fields,
});
const listOf = (data: ConsultationRow[]): { body: { payload: ConsultationList } } => ({
  body: { payload: { totalCount: data.length, data } },
});
const caseOf = (fields: Partial<Consultation> = {}): Consultation => ({
  ...row(),
  posts: [
    {
      id: '01930000-0000-7000-8000-0000000000d1',
      authorName: '林小華',
      fromAssociation: false,
      content: '請問需要哪些文件？',
      file: null,
      createdTime: '2026-11-22T05:00:00.000Z',
    },
    {
      id: '01930000-0000-7000-8000-0000000000d2',
      authorName: '協會承辦',
      fromAssociation: true,
      content: '請準備公司登記文件。',
      file: {
        id: '01930000-0000-7000-8000-0000000000f1',
        fileName: '文件清單.pdf',
        contentType: 'application/pdf',
        size: 2048,
        createdTime: '2026-11-22T06:03:05.000Z',
      },
      createdTime: '2026-11-22T06:03:05.000Z',
    },
  ],
  canPost: true,
  canClose: true,
  ...fields,
});
const staffUser = { ...testUser, permissions: ['consultations:handle'] };

/** The FormData bodies sent to a path. */
function formsSentTo(path: string): FormData[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname.endsWith(path))
    .flatMap(([, init]) => (init?.body instanceof FormData ? [init.body] : []));
}

describe('consultation pages', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('./consultation-page'),
      import('./consultation-case-page'),
      import('../../../lib/locales/zh-hant-consultations'),
    ]);
  }, 30_000);

  it('lists my cases with their state and link, without the staff-only filter', async () => {
    mockApi({ 'GET Consultation': listOf([row()]) });
    renderApp('/consultation', { user: testUser });
    expect(await screen.findByRole('heading', { name: '會員諮詢' }, { timeout: 10_000 })).toBeTruthy();
    const link = await screen.findByRole('link', { name: '升級合格供應商需要哪些文件？' });
    expect(link.getAttribute('href')).toBe(`/consultation/${caseId}`);
    const item = link.closest('li') as HTMLElement;
    expect(within(item).getByText('已回覆')).toBeTruthy();
    expect(within(item).getByText('2 則留言 · 最後更新 2026-11-22 14:03')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '只看我提出的' })).toBeNull();
  });

  it('shows empty states, and staff the asker and the "mine only" filter sent to the server', async () => {
    const api = mockApi({ 'GET Consultation': listOf([]) });
    const first = renderApp('/consultation', { user: testUser });
    expect(await screen.findByText('您還沒有提出任何諮詢。', undefined, { timeout: 10_000 })).toBeTruthy();
    first.unmount();

    mockApi({ 'GET Consultation': listOf([row({ isMine: false, state: 'open' })]) });
    renderApp('/consultation', { user: staffUser });
    expect(await screen.findByText(/提問人：林小華/)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '只看我提出的' }));
    await waitFor(() => {
      const urls = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://x'));
      const last = urls.filter((url) => url.pathname.endsWith('/Consultation')).at(-1);
      expect(JSON.parse(last?.searchParams.get('condition') ?? '{}')).toEqual({ mine: true });
    });
    expect(api.calls.length).toBeGreaterThan(0);
  });

  it('asks a new question, then opens its case', async () => {
    const api = mockApi({
      'GET Consultation': listOf([]),
      'PUT Consultation': { body: { payload: caseOf({ state: 'open' }) } },
      [`GET Consultation/${caseId}`]: { body: { payload: caseOf({ state: 'open' }) } },
    });
    const view = renderApp('/consultation', { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: /提出諮詢/ }, { timeout: 10_000 }));
    await userEvent.type(await screen.findByLabelText('主旨'), '會費收據');
    await userEvent.type(screen.getByLabelText('內容'), '請問收據何時寄出？');
    await userEvent.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(view.location()).toBe(`/consultation/${caseId}`));
    const [sent] = formsSentTo('/Consultation');
    expect(sent?.get('subject')).toBe('會費收據');
    expect(sent?.get('content')).toBe('請問收據何時寄出？');
    expect(sent?.has('file')).toBe(false);
    expect(api.callsTo('PUT Consultation')).toHaveLength(1);
  });

  it('shows the history, refuses a file of another type before sending, and replies with a file', async () => {
    const api = mockApi({
      [`GET Consultation/${caseId}`]: { body: { payload: caseOf() } },
      [`POST Consultation/${caseId}`]: { body: { payload: caseOf({ state: 'open', postCount: 3 }) } },
    });
    renderApp(`/consultation/${caseId}`, { user: testUser });
    expect(
      await screen.findByRole('heading', { name: '升級合格供應商需要哪些文件？' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const history = screen.getByRole('list', { name: '往來紀錄' });
    const answer = within(history).getByText('請準備公司登記文件。').closest('li') as HTMLElement;
    expect(within(answer).getByText('協會回覆')).toBeTruthy();
    expect(within(answer).getByRole('button', { name: '下載 文件清單.pdf' })).toBeTruthy();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'macro.docm')] } });
    expect(await screen.findByText('「macro.docm」不是 PDF、PNG、JPEG 或 WebP 檔案。')).toBeTruthy();

    const pdf = new File(['%PDF-1.4'], '補充.pdf', { type: 'application/pdf' });
    // The picker renders a fresh input after each choice.
    const again = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(again, { target: { files: [pdf] } });
    expect(await screen.findByText('補充.pdf')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '回覆' }), '附上補充資料');
    await userEvent.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(api.callsTo(`POST Consultation/${caseId}`)).toHaveLength(1));
    const [sent] = formsSentTo(`/Consultation/${caseId}`);
    expect(sent?.get('content')).toBe('附上補充資料');
    expect((sent?.get('file') as File | undefined)?.name).toBe('補充.pdf');
  });

  it('closes only after confirmation, and a closed case has no reply box', async () => {
    // The server's answer changes once the case is closed (every write refreshes every query).
    let current = caseOf();
    const api = mockApi({
      [`GET Consultation/${caseId}`]: () => ({ body: { payload: current } }),
      [`POST Consultation/${caseId}/Close`]: () => {
        current = caseOf({
          state: 'closed',
          canPost: false,
          canClose: false,
          closedTime: '2026-11-22T07:00:00.000Z',
        });
        return { body: { payload: current } };
      },
    });
    renderApp(`/consultation/${caseId}`, { user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: '結案' }, { timeout: 10_000 }));
    expect(api.callsTo(`POST Consultation/${caseId}/Close`)).toHaveLength(0);
    const confirm = await screen.findByText('確定要結案嗎？結案後無法再回覆，如有新問題請另開諮詢。');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popover).getByRole('button', { name: '結案' }));
    await waitFor(() => expect(api.callsTo(`POST Consultation/${caseId}/Close`)).toHaveLength(1));
    expect(await screen.findByText('此案件已於 2026-11-22 15:00 結案，無法再回覆。')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '回覆' })).toBeNull();
    expect(api.callsTo(`POST Consultation/${caseId}/Close`)).toHaveLength(1);
  });

  it('says a case it may not see does not exist', async () => {
    mockApi({
      [`GET Consultation/${caseId}`]: apiError(404, { code: 'NOT_FOUND', message: '找不到資料。' }),
    });
    renderApp(`/consultation/${caseId}`, { user: testUser });
    expect(
      await screen.findByText('找不到這個諮詢案件，可能不存在或您沒有權限查看。', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
  });
});
