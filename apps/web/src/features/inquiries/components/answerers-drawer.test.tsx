import type { InquiryAnswerer, InquiryList } from '@portal/contracts/inquiry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, apiError, type MockReply, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const owner: InquiryAnswerer = {
  userId: '01930000-0000-7000-8000-000000000a01',
  name: '林董',
  role: 'owner',
  allowed: true,
};
const manager: InquiryAnswerer = {
  userId: '01930000-0000-7000-8000-000000000a02',
  name: '王經理',
  role: 'manager',
  allowed: true,
};
const newcomer: InquiryAnswerer = {
  userId: '01930000-0000-7000-8000-000000000a03',
  name: '陳業務',
  role: 'member',
  allowed: false,
};
const veteran: InquiryAnswerer = {
  userId: '01930000-0000-7000-8000-000000000a04',
  name: '張助理',
  role: 'member',
  allowed: true,
};

/** The owner's mailbox: empty, with the 回覆權限 button. */
const ownerMailbox: MockReply = {
  body: {
    payload: {
      totalCount: 0,
      data: [],
      mailbox: { side: 'vendor', canCompose: false, canChooseAnswerers: true, unreadCount: 0 },
    } satisfies InquiryList,
  },
};

/**
 * The server's list of the vendor's people and who answers, kept as it changes: `POST` answers the
 * changed person and a later `GET` shows the change. `refuse` answers a change otherwise.
 */
function answerersServer(refuse?: (call: ApiCall) => MockReply) {
  const people = [owner, manager, newcomer, veteran].map((person) => ({ ...person }));
  const routes: Record<string, MockReply | ((call: ApiCall) => MockReply)> = {
    'GET Message': ownerMailbox,
    'GET News/Unread': { body: { unreadCount: 0 } },
    'GET Message/Answerers': () => ({ body: { payload: people.map((person) => ({ ...person })) } }),
  };
  for (const person of people) {
    routes[`POST Message/Answerers/${person.userId}`] = (call) => {
      if (refuse) return refuse(call);
      person.allowed = (call.body as { allowed: boolean }).allowed;
      return { body: { payload: { ...person } } };
    };
  }
  return mockApi(routes);
}

/** How long the first look waits for a lazily loaded page or drawer (the machine may be busy). */
const firstLoad = 30_000;

const switchOf = (name: RegExp | string) => screen.getByRole('switch', { name });
const isOn = (element: HTMLElement) => element.getAttribute('aria-checked') === 'true';

async function openDrawer(buttonName: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: buttonName }, { timeout: firstLoad }));
  return (await screen.findByText(title, {}, { timeout: firstLoad })).closest('.ant-drawer') as HTMLElement;
}

describe('the answerers drawer (who answers inquiries)', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('../pages/inquiry-mailbox-page'),
      import('../../../lib/locales/zh-hant-inquiries'),
      import('../../../lib/locales/en-inquiries'),
    ]);
  }, 30_000);

  it('shows the owner every person of the vendor with their role and right to answer; only members can be switched', async () => {
    const api = answerersServer();
    renderApp('/inquiry-mailbox', { user: testUser });
    // The list is asked for only once the drawer opens.
    await screen.findByRole('button', { name: '回覆權限' }, { timeout: firstLoad });
    expect(api.callsTo('GET Message/Answerers')).toHaveLength(0);
    const drawer = await openDrawer('回覆權限', '誰可以回覆詢問');
    expect(within(drawer).getByText('主帳號與管理者一律可以回覆；一般成員需由主帳號開啟。')).toBeTruthy();
    await within(drawer).findByText('陳業務', {}, { timeout: firstLoad });

    // The people's rows (each also holds a list of its actions).
    const rows = within(drawer)
      .getAllByRole('listitem')
      .filter((row) => row.classList.contains('ant-list-item'));
    expect(rows.map((row) => row.textContent)).toEqual([
      '林董 主帳號',
      '王經理 管理者',
      '陳業務 成員',
      '張助理 成員',
    ]);
    const expected: [string, boolean, boolean][] = [
      ['林董', true, true],
      ['王經理', true, true],
      ['陳業務', false, false],
      ['張助理', true, false],
    ];
    for (const [name, on, disabled] of expected) {
      const toggle = within(drawer).getByRole('switch', { name: `${name} 可以回覆詢問` });
      expect({ name, on: isOn(toggle), disabled: (toggle as HTMLButtonElement).disabled }).toEqual({
        name,
        on,
        disabled,
      });
    }
    expect(api.callsTo('GET Message/Answerers')).toHaveLength(1);
  });

  it('lets the owner allow a member: POST Message/Answerers/{userId} with { allowed }, and the list shows the server’s answer', async () => {
    const api = answerersServer();
    renderApp('/inquiry-mailbox', { user: testUser });
    await openDrawer('回覆權限', '誰可以回覆詢問');
    const toggle = await screen.findByRole('switch', { name: '陳業務 可以回覆詢問' }, { timeout: firstLoad });
    expect(isOn(toggle)).toBe(false);

    await userEvent.click(toggle);
    await waitFor(() => expect(api.callsTo(`POST Message/Answerers/${newcomer.userId}`)).toHaveLength(1));
    expect(api.callsTo(`POST Message/Answerers/${newcomer.userId}`)[0]?.body).toEqual({ allowed: true });
    expect(
      await screen.findByText('資訊: 已更新 陳業務 的回覆權限。', {}, { timeout: firstLoad }),
    ).toBeTruthy();
    // The list is asked again and shows the member allowed; nobody else changed.
    await waitFor(() => expect(isOn(switchOf('陳業務 可以回覆詢問'))).toBe(true));
    expect(api.callsTo('GET Message/Answerers').length).toBeGreaterThanOrEqual(2);
    expect(isOn(switchOf('張助理 可以回覆詢問'))).toBe(true);

    // And takes the right back from another member.
    await userEvent.click(switchOf('張助理 可以回覆詢問'));
    await waitFor(() => expect(isOn(switchOf('張助理 可以回覆詢問'))).toBe(false));
    expect(api.callsTo(`POST Message/Answerers/${veteran.userId}`).map((call) => call.body)).toEqual([
      { allowed: false },
    ]);
    expect(isOn(switchOf('陳業務 可以回覆詢問'))).toBe(true);
    expect(api.callsTo(`POST Message/Answerers/${owner.userId}`)).toHaveLength(0);
  });

  it('shows a refusal in the reader’s language and leaves the member as the server has them', async () => {
    await i18n.changeLanguage('en');
    const refusal = 'Only the company’s owner may choose who answers.';
    const api = answerersServer((call) =>
      call.headers.get('Accept-Language') === 'en'
        ? apiError(403, { code: 'FORBIDDEN', message: refusal })
        : apiError(403, { code: 'FORBIDDEN', message: '只有公司主帳號可以設定。' }),
    );
    renderApp('/inquiry-mailbox', { user: testUser });
    await openDrawer('Who answers', 'Who answers inquiries');
    const toggle = await screen.findByRole(
      'switch',
      { name: '陳業務 answers inquiries' },
      { timeout: firstLoad },
    );
    expect((toggle.closest('.ant-list-item') as HTMLElement).textContent).toBe('陳業務 Member');

    await userEvent.click(toggle);
    expect(await screen.findByText(`Error: ${refusal}`, {}, { timeout: firstLoad })).toBeTruthy();
    const sent = api.callsTo(`POST Message/Answerers/${newcomer.userId}`);
    expect(sent.map((call) => [call.body, call.headers.get('Accept-Language')])).toEqual([
      [{ allowed: true }, 'en'],
    ]);
    expect(isOn(switchOf('陳業務 answers inquiries'))).toBe(false);
    expect(screen.queryByText(/Updated 陳業務/)).toBeNull();
  });

  it('says in the reader’s language when the server cannot be reached', async () => {
    await i18n.changeLanguage('en');
    answerersServer(() => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/inquiry-mailbox', { user: testUser });
    await openDrawer('Who answers', 'Who answers inquiries');
    await userEvent.click(
      await screen.findByRole('switch', { name: '張助理 answers inquiries' }, { timeout: firstLoad }),
    );
    expect(
      await screen.findByText(
        'Error: The server could not be reached. Please check your connection and try again.',
        {},
        { timeout: firstLoad },
      ),
    ).toBeTruthy();
    expect(isOn(switchOf('張助理 answers inquiries'))).toBe(true);
  });

  it('works from the keyboard: open with Enter, reach a member’s switch with Tab, toggle with Space, close with Escape', async () => {
    const api = answerersServer();
    const user = userEvent.setup();
    renderApp('/inquiry-mailbox', { user: testUser });
    const open = await screen.findByRole('button', { name: '回覆權限' }, { timeout: firstLoad });
    open.focus();
    await user.keyboard('{Enter}');
    const toggle = await screen.findByRole('switch', { name: '陳業務 可以回覆詢問' }, { timeout: firstLoad });
    // Tab moves through the drawer (its close button, then the switches that can change) to the member.
    for (let step = 0; step < 10 && document.activeElement !== toggle; step += 1) await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    await waitFor(() =>
      expect(api.callsTo(`POST Message/Answerers/${newcomer.userId}`).map((call) => call.body)).toEqual([
        { allowed: true },
      ]),
    );
    await waitFor(() => expect(isOn(switchOf('陳業務 可以回覆詢問'))).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('switch', { name: '陳業務 可以回覆詢問' })).toBeNull(), {
      timeout: firstLoad,
    });
  });
});
