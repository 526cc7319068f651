import type { OutboxMessage } from '@portal/contracts/outbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const message = (
  fields: Partial<OutboxMessage> & Pick<OutboxMessage, 'id' | 'recipient'>,
): OutboxMessage => ({
  channel: 'email',
  template: 'password-changed',
  language: 'zh-Hant',
  subject: '您的密碼已變更',
  bodyText: '您好：\n您的密碼已於今天變更。',
  bodyHidden: false,
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdTime: '2026-11-22T06:03:05.000Z',
  sentTime: '2026-11-22T06:03:09.000Z',
  resendable: true,
  ...fields,
});

const notice = message({ id: '01930000-0000-7000-8000-0000000000b1', recipient: 'ming@example.test' });
const code = message({
  id: '01930000-0000-7000-8000-0000000000b2',
  recipient: 'hua@example.test',
  template: 'password-reset-code',
  subject: '您的驗證碼',
  bodyText: null,
  bodyHidden: true,
  resendable: false,
});
const sms = message({
  id: '01930000-0000-7000-8000-0000000000b3',
  channel: 'sms',
  recipient: '+886912345678',
  template: 'quarterly-digest',
  subject: null,
  status: 'failed',
  attempts: 5,
  lastError: 'gateway timeout after 30 s',
  sentTime: null,
});
const listReply = { body: { totalCount: 3, data: [notice, code, sms] } };

const reader = { ...testUser, permissions: ['outbox:read'] };
const sending = { body: { email: 'smtp', sms: 'mitake' } };

const noticeOf = (text: HTMLElement) => text.closest('.resource-notice') as HTMLElement;

/** The address of the latest list call (the delivery notice asks the server too). */
const lastListQuery = () => {
  const urls = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://x'));
  return urls.filter((url) => url.pathname.endsWith('/Outbox')).at(-1)?.searchParams ?? new URLSearchParams();
};
const writer = { ...testUser, permissions: ['outbox:read', 'outbox:write'] };

const rowOf = (recipient: string) => screen.getByText(recipient).closest('tr') as HTMLElement;
const buttonWith = (text: string, container: HTMLElement = document.body) =>
  within(container).getByText(text).closest('button') as HTMLButtonElement;

describe('outbox page', { timeout: 15_000 }, () => {
  // The page loads lazily; importing it first keeps a slow first import (a busy machine running many
  // files at once) out of the first test's waiting time.
  beforeAll(async () => {
    await Promise.all([import('./outbox-page'), import('../../../lib/locales/zh-hant-admin')]);
  }, 30_000);

  it('lists messages with channel, template, status and body, without Resend for a reader', async () => {
    const api = mockApi({ 'GET Outbox': listReply, 'GET Outbox/Delivery': sending });
    renderApp('/outbox', { user: reader });
    expect(await screen.findByRole('heading', { name: '郵件與簡訊紀錄' })).toBeTruthy();
    await screen.findByText('ming@example.test');
    const query = lastListQuery();
    expect(query.get('sortings')).toBe('[{"field":"createdTime","dir":"desc"}]');

    const mail = rowOf('ming@example.test');
    expect(within(mail).getByText('電子郵件')).toBeTruthy();
    expect(within(mail).getByText('密碼已變更通知')).toBeTruthy();
    expect(within(mail).getByText('已寄出')).toBeTruthy();
    expect(within(mail).getByText('2026-11-22 14:03:09')).toBeTruthy();
    // The body opens in place, new lines kept.
    const body = mail.querySelector('details pre') as HTMLElement;
    expect(body.textContent).toBe('您好：\n您的密碼已於今天變更。');
    expect(within(mail).getByText('顯示內容: 您好：')).toBeTruthy();

    const hidden = rowOf('hua@example.test');
    expect(within(hidden).getByText('重設密碼驗證碼').getAttribute('title')).toBe('password-reset-code');
    expect(within(hidden).getByText('內容含驗證碼或連結，不予顯示。')).toBeTruthy();
    expect(hidden.querySelector('details')).toBeNull();

    const failed = rowOf('+886912345678');
    expect(within(failed).getByText('簡訊')).toBeTruthy();
    expect(within(failed).getByText('quarterly-digest')).toBeTruthy();
    expect(within(failed).getByText('寄送失敗')).toBeTruthy();
    expect(within(failed).getByText('gateway timeout after 30 s')).toBeTruthy();
    expect(within(failed).getByText('尚未寄出')).toBeTruthy();

    expect(screen.queryByText('重新寄送')).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('explains a status in its tooltip', async () => {
    mockApi({
      'GET Outbox': { body: { totalCount: 1, data: [message({ ...notice, status: 'stored' })] } },
      'GET Outbox/Delivery': sending,
    });
    renderApp('/outbox', { user: reader });
    await userEvent.hover(await screen.findByText('已存放'));
    expect(
      await screen.findByText('未設定寄送服務（SMTP 或簡訊服務商），外寄紀錄本身就是送達之處。'),
    ).toBeTruthy();
  });

  it('resends a message with outbox:write after asking, then refreshes the list', async () => {
    const api = mockApi({
      'GET Outbox': listReply,
      [`POST Outbox/${notice.id}/Resend`]: {
        status: 201,
        body: { id: '01930000-0000-7000-8000-0000000000c1', status: 'queued' },
      },
    });
    renderApp('/outbox', { user: writer });
    await screen.findByText('ming@example.test');
    // Only messages whose body is still kept can go again.
    expect(screen.getByLabelText('重新寄送給「ming@example.test」').tagName).toBe('BUTTON');
    expect(screen.getByLabelText('重新寄送給「+886912345678」').tagName).toBe('BUTTON');
    expect(screen.queryByLabelText('重新寄送給「hua@example.test」')).toBeNull();

    const listsBefore = api.callsTo('GET Outbox').length;
    await userEvent.click(screen.getByLabelText('重新寄送給「ming@example.test」'));
    const question = await screen.findByText(
      '確定要重新寄送給「ming@example.test」嗎？將建立一筆新的寄送紀錄。',
    );
    expect(api.callsTo(`POST Outbox/${notice.id}/Resend`)).toHaveLength(0);
    await userEvent.click(buttonWith('重新寄送', question.closest('.ant-popover') as HTMLElement));
    await waitFor(() => expect(api.callsTo(`POST Outbox/${notice.id}/Resend`)).toHaveLength(1));
    expect(await screen.findByText('資訊: 已重新排入寄送給「ming@example.test」。')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET Outbox').length).toBeGreaterThan(listsBefore));
  });

  it('shows why a resend was refused', async () => {
    mockApi({
      'GET Outbox': listReply,
      [`POST Outbox/${sms.id}/Resend`]: apiError(409, {
        code: 'MESSAGE_NOT_RESENDABLE',
        message: '此訊息的內容已清除，無法重新寄送。',
      }),
    });
    renderApp('/outbox', { user: writer });
    await userEvent.click(await screen.findByLabelText('重新寄送給「+886912345678」'));
    const question = await screen.findByText('確定要重新寄送給「+886912345678」嗎？將建立一筆新的寄送紀錄。');
    await userEvent.click(buttonWith('重新寄送', question.closest('.ant-popover') as HTMLElement));
    expect(await screen.findByText('錯誤: 此訊息的內容已清除，無法重新寄送。')).toBeTruthy();
  });

  it('filters by channel and status on the server', async () => {
    mockApi({ 'GET Outbox': listReply, 'GET Outbox/Delivery': sending });
    renderApp('/outbox?status=failed', { user: reader });
    await screen.findByText('ming@example.test');
    await userEvent.click(screen.getByLabelText('管道', { selector: 'input' }));
    await userEvent.click(await screen.findByTitle('簡訊'));
    await waitFor(() => {
      const query = lastListQuery();
      expect(JSON.parse(query.get('condition') ?? '{}')).toEqual({ channel: 'sms', status: 'failed' });
    });
  });

  it('says mail and SMS are not being sent when nothing sends them, and shows a code in full', async () => {
    const codeInFull = message({
      ...code,
      bodyText: '您的驗證碼是 654321',
      bodyHidden: false,
      status: 'stored',
    });
    mockApi({
      'GET Outbox': { body: { totalCount: 1, data: [codeInFull] } },
      'GET Outbox/Delivery': { body: { email: 'outbox', sms: 'outbox' } },
    });
    renderApp('/outbox', { user: reader });
    const notice = noticeOf(await screen.findByText('目前不會寄出電子郵件與簡訊'));
    expect(notice.getAttribute('role')).toBe('status');
    expect(within(notice).getByText(/尚未設定郵件伺服器（SMTP_URL）與簡訊服務商/)).toBeTruthy();
    const row = rowOf('hua@example.test');
    expect((row.querySelector('details pre') as HTMLElement).textContent).toBe('您的驗證碼是 654321');
  });

  it('names only the channel that is not sent, in English too', async () => {
    mockApi({
      'GET Outbox': listReply,
      'GET Outbox/Delivery': { body: { email: 'smtp', sms: 'outbox' } },
    });
    await i18n.changeLanguage('en');
    renderApp('/outbox', { user: reader });
    const notice = noticeOf(await screen.findByText('SMS are not being sent'));
    expect(within(notice).getByText(/No SMS provider is configured/)).toBeTruthy();
    expect(screen.queryByText('Mail is not being sent')).toBeNull();
    expect(screen.queryByText('Mail and SMS are not being sent')).toBeNull();
  });

  it('shows no notice while mail and SMS are sent', async () => {
    const api = mockApi({ 'GET Outbox': listReply, 'GET Outbox/Delivery': sending });
    renderApp('/outbox', { user: reader });
    await screen.findByText('ming@example.test');
    await waitFor(() => expect(api.callsTo('GET Outbox/Delivery')).toHaveLength(1));
    expect(document.querySelector('.resource-notice')).toBeNull();
    expect(screen.queryByText(/目前不會/)).toBeNull();
  });
});
