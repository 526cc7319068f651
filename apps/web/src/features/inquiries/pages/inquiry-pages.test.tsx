import type { InquiryList, InquirySummary, InquiryThread } from '@portal/contracts/inquiry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const vendor = { id: '01930000-0000-7000-8000-0000000000b1', name: '甲公司' };
const buyer = { id: '01930000-0000-7000-8000-0000000000c1', name: '採購王' };
const summary = (
  fields: Partial<InquirySummary> & Pick<InquirySummary, 'id' | 'subject'>,
): InquirySummary => ({
  vendor,
  buyer,
  product: null,
  lastMessageTime: '2026-11-22T06:03:05.000Z',
  lastSide: 'vendor',
  lastPreview: '報價如附件',
  messageCount: 2,
  unread: false,
  archived: false,
  ...fields,
});
const answered = summary({ id: '01930000-0000-7000-8000-0000000000a1', subject: '螺絲報價', unread: true });
const old = summary({
  id: '01930000-0000-7000-8000-0000000000a2',
  subject: '交期詢問',
  lastSide: 'buyer',
  lastPreview: '請問交期',
});
const list = (
  data: InquirySummary[],
  mailbox: Partial<InquiryList['mailbox']> = {},
): { body: { payload: InquiryList } } => ({
  body: {
    payload: {
      totalCount: data.length,
      data,
      mailbox: {
        side: 'buyer',
        canCompose: true,
        canChooseAnswerers: false,
        unreadCount: data.filter((d) => d.unread).length,
        ...mailbox,
      },
    },
  },
});
const unreadNews = { 'GET News/Unread': { body: { unreadCount: 0 } } };
const lastCondition = () => {
  const urls = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://x'));
  const last = urls.filter((url) => url.pathname.endsWith('/Message')).at(-1);
  return JSON.parse(last?.searchParams.get('condition') ?? '{}');
};

describe('inquiry mailbox pages', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('./inquiry-mailbox-page'),
      import('./inquiry-thread-page'),
      import('./inquiry-compose-page'),
      import('../../../lib/locales/zh-hant-inquiries'),
    ]);
  }, 30_000);

  it('lists threads with unread marks, the other party and Taipei times, and counts the unread', async () => {
    mockApi({ 'GET Message': list([answered, old]), ...unreadNews });
    renderApp('/inquiry-mailbox', { user: testUser });
    expect(await screen.findByRole('heading', { name: '商機詢問信箱' }, { timeout: 10_000 })).toBeTruthy();
    const rowOf = async (subject: string) => (await screen.findByText(subject)).closest('li') as HTMLElement;
    const first = await rowOf('螺絲報價');
    expect(within(first).getByText('未讀')).toBeTruthy();
    expect(within(first).getByText('甲公司')).toBeTruthy();
    expect(within(first).getByText('2026-11-22 14:03')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '螺絲報價' }).getAttribute('href')).toBe(
      `/inquiry-mailbox/${answered.id}`,
    );
    const second = await rowOf('交期詢問');
    expect(within(second).queryByText('未讀')).toBeNull();
    expect(within(second).getByText(/我方：/)).toBeTruthy();
    expect(screen.getByTitle('1 則未讀')).toBeTruthy();
    expect(screen.getByRole('link', { name: '寫新詢問' }).getAttribute('href')).toBe('/inquiry-mailbox/new');
  });

  it('switches views and searches on the server, with empty states that say which', async () => {
    const api = mockApi({ 'GET Message': list([]), ...unreadNews });
    renderApp('/inquiry-mailbox', { user: testUser });
    expect(await screen.findByText('供應商回覆後會出現在這裡。想詢問產品或服務嗎？')).toBeTruthy();
    await userEvent.click(screen.getByText('已封存'));
    expect(await screen.findByText('沒有封存的詢問。')).toBeTruthy();
    await waitFor(() => expect(lastCondition()).toEqual({ view: 'archived' }));
    await userEvent.type(screen.getByRole('searchbox', { name: '搜尋主旨或內容' }), '螺絲{Enter}');
    expect(await screen.findByText('找不到符合「螺絲」的詢問。')).toBeTruthy();
    await waitFor(() => expect(lastCondition()).toEqual({ view: 'archived', keyword: '螺絲' }));
    expect(api.callsTo('GET Message').length).toBeGreaterThanOrEqual(3);
  });

  it('tells a member not allowed to answer whom to ask', async () => {
    mockApi({ 'GET Message': list([], { side: 'none', canCompose: false }), ...unreadNews });
    renderApp('/inquiry-mailbox', { user: testUser });
    expect(await screen.findByText(/尚未開放您回覆詢問/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '寫新詢問' })).toBeNull();
  });

  it('asks before archiving, then archives for me only', async () => {
    const api = mockApi({
      'GET Message': list([answered]),
      [`DELETE Message/${answered.id}`]: { body: { payload: { ...answered, archived: true } } },
      ...unreadNews,
    });
    renderApp('/inquiry-mailbox', { user: testUser });
    const row = (await screen.findByText('螺絲報價')).closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '封存 螺絲報價' }));
    expect(await screen.findByText(/只有您看不到它/)).toBeTruthy();
    expect(api.callsTo(`DELETE Message/${answered.id}`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '封存' }));
    await waitFor(() => expect(api.callsTo(`DELETE Message/${answered.id}`)).toHaveLength(1));
  });

  it('shows a thread with its messages and attachments, links a meeting, and sends a reply', async () => {
    const thread: InquiryThread = {
      ...answered,
      unread: false,
      mySide: 'buyer',
      createdTime: '2026-11-22T06:00:00.000Z',
      product: { id: '01930000-0000-7000-8000-0000000000d1', name: '不鏽鋼螺絲' },
      hasEarlierMessages: false,
      messages: [
        {
          id: '01930000-0000-7000-8000-0000000000e1',
          side: 'buyer',
          author: buyer,
          body: '請問報價',
          createdTime: '2026-11-22T06:00:00.000Z',
          attachments: [],
        },
        {
          id: '01930000-0000-7000-8000-0000000000e2',
          side: 'vendor',
          author: { id: '01930000-0000-7000-8000-0000000000c2', name: '王經理' },
          body: '報價如附件',
          createdTime: '2026-11-22T06:03:05.000Z',
          attachments: [
            {
              id: '01930000-0000-7000-8000-0000000000f1',
              fileName: '報價單.pdf',
              contentType: 'application/pdf',
              size: 2048,
              createdTime: '2026-11-22T06:03:00.000Z',
            },
          ],
        },
      ],
    };
    const api = mockApi({
      [`GET Message/${answered.id}`]: { body: { payload: thread } },
      [`POST Message/${answered.id}`]: { body: { payload: thread } },
      ...unreadNews,
    });
    renderApp(`/inquiry-mailbox/${answered.id}`, { user: testUser });
    expect(await screen.findByRole('heading', { name: '螺絲報價' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('關於產品：不鏽鋼螺絲')).toBeTruthy();
    expect(screen.getByText('王經理')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下載 報價單.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '提議會議' }).getAttribute('href')).toBe(
      `/meeting/new?vendorId=${vendor.id}&inquiryId=${answered.id}&personId=${answered.buyer.id}`,
    );
    await userEvent.click(screen.getByRole('button', { name: '回覆' }));
    expect(await screen.findByText('請輸入內容。')).toBeTruthy();
    expect(api.callsTo(`POST Message/${answered.id}`)).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: '回覆內容' }), '謝謝，請問交期？');
    await userEvent.click(screen.getByRole('button', { name: '回覆' }));
    await waitFor(() => expect(api.callsTo(`POST Message/${answered.id}`)).toHaveLength(1));
    expect(api.callsTo(`POST Message/${answered.id}`)[0]?.body).toEqual({
      body: '謝謝，請問交期？',
      attachmentIds: [],
    });
  });

  it('opens a long thread on its latest messages and loads the earlier ones above them on request', async () => {
    const message = (n: number, body: string) => ({
      id: `01930000-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`,
      side: 'buyer' as const,
      author: buyer,
      body,
      createdTime: `2026-11-22T06:${String(n).padStart(2, '0')}:00.000Z`,
      attachments: [],
    });
    const latest: InquiryThread = {
      ...answered,
      unread: false,
      mySide: 'buyer',
      createdTime: '2026-11-22T06:00:00.000Z',
      messages: [message(50, '最新的一則')],
      hasEarlierMessages: true,
    };
    const api = mockApi({
      [`GET Message/${answered.id}`]: (call) => ({
        body: {
          payload: call.query.get('before')
            ? { ...latest, messages: [message(1, '最早的一則')], hasEarlierMessages: false }
            : latest,
        },
      }),
      ...unreadNews,
    });
    renderApp(`/inquiry-mailbox/${answered.id}`, { user: testUser });
    expect(await screen.findByText('最新的一則', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('最早的一則')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '顯示較早的訊息' }));
    const earliest = await screen.findByText('最早的一則');
    expect(
      earliest.compareDocumentPosition(screen.getByText('最新的一則')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const asked = api.callsTo(`GET Message/${answered.id}`).map((call) => call.query.get('before'));
    expect(asked).toContain(latest.messages[0]?.id);
    expect(screen.queryByRole('button', { name: '顯示較早的訊息' })).toBeNull();
  });

  it('says a thread is not available when the server answers 404', async () => {
    mockApi({
      [`GET Message/${answered.id}`]: apiError(404, { code: 'NOT_FOUND', message: '找不到資料。' }),
      ...unreadNews,
    });
    renderApp(`/inquiry-mailbox/${answered.id}`, { user: testUser });
    expect(
      await screen.findByText('找不到這則詢問，或您不是這則詢問的參與者。', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('prefills the vendor and product from the address and shows a server error on its field', async () => {
    const product = { id: '01930000-0000-7000-8000-0000000000d1', nameZh: '不鏽鋼螺絲', nameEn: '' };
    const api = mockApi({
      'GET Vendor': { body: { id: vendor.id, name: '甲公司' } },
      'GET Product': { body: { payload: { totalCount: 1, data: [product] } } },
      'PUT Message': apiError(400, {
        code: 'INQUIRY_PRODUCT_NOT_FOUND',
        message: '此產品不存在、尚未上架，或不屬於所選的供應商。',
        field: 'productId',
      }),
      ...unreadNews,
    });
    renderApp(`/inquiry-mailbox/new?vendorId=${vendor.id}&productId=${product.id}`, { user: testUser });
    expect(await screen.findByRole('heading', { name: '寫新詢問' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('甲公司')).toBeTruthy();
    expect(await screen.findByText('不鏽鋼螺絲')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '主旨' }), '報價');
    await userEvent.type(screen.getByRole('textbox', { name: '內容' }), '請問 1000 個的報價');
    await userEvent.click(screen.getByRole('button', { name: '送出詢問' }));
    expect(await screen.findByText('此產品不存在、尚未上架，或不屬於所選的供應商。')).toBeTruthy();
    expect(api.callsTo('PUT Message')[0]?.body).toEqual({
      vendorId: vendor.id,
      productId: product.id,
      subject: '報價',
      body: '請問 1000 個的報價',
      attachmentIds: [],
    });
  });
});
