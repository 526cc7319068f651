import type { AdminUser } from '@portal/contracts/user-admin';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiCall, apiError, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buttonWith, logReaderRole, memberRole, roleList, sampleUser, userAdmin } from '../test-fixtures';

// Whole-app renders: the first lazy page can take long while the suite runs many files at once.
configure({ asyncUtilTimeout: 15_000 });

const userPath = `Users/${sampleUser.id}`;
const editUrl = `/user-edit?id=${sampleUser.id}`;
const checkbox = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const popover = (text: string | RegExp) =>
  screen.findByText(text).then((node) => node.closest('.ant-popover') as HTMLElement);
const cardOf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.ant-card') as HTMLElement;

function routes(user: AdminUser = sampleUser, extra: Record<string, unknown> = {}) {
  return {
    'GET Roles': roleList,
    [`GET ${userPath}`]: { body: user },
    'PUT Users': ({ body }: ApiCall) => ({ body: { ...user, ...(body as object) } }),
    ...extra,
  } as Parameters<typeof mockApi>[0];
}

describe('administrator’s user edit page', { timeout: 60_000 }, () => {
  it('shows the account facts and saves only the changed profile fields', async () => {
    const api = mockApi(routes());
    renderApp(editUrl, { user: userAdmin });
    expect(await screen.findByRole('heading', { name: '編輯使用者：陳美' })).toBeTruthy();
    const facts = cardOf('帳號資訊');
    expect(within(facts).getByText('chen.mei')).toBeTruthy();
    expect(within(facts).getByText('美好股份有限公司（主帳號）')).toBeTruthy();
    expect(within(facts).getByText('尚未設定（等待使用者以信中連結設定）')).toBeTruthy();
    expect(document.querySelectorAll('input[type="password"]')).toHaveLength(0);

    const mobile = screen.getByLabelText('手機號碼（選填）') as HTMLInputElement;
    expect(mobile.value).toBe('0912-345-678');
    await userEvent.click(buttonWith('儲存基本資料'));
    expect(await screen.findByText('資訊: 沒有需要儲存的變更。')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('職稱（選填）'));
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '0912345678');
    await userEvent.click(buttonWith('儲存基本資料'));
    await waitFor(() => expect(api.callsTo('PUT Users')).toHaveLength(1));
    expect(api.callsTo('PUT Users')[0]?.body).toEqual({ id: sampleUser.id, jobTitle: '' });
    expect(await screen.findByText('資訊: 已儲存「陳美」的基本資料。')).toBeTruthy();
  });

  it('changes the roles with PUT, and shows a refusal such as the last administrator on the boxes', async () => {
    let refuses = true;
    const api = mockApi(
      routes(sampleUser, {
        'PUT Users': ({ body }: ApiCall) =>
          refuses
            ? apiError(409, {
                code: 'LAST_ADMINISTRATOR',
                message: '這是最後一位系統管理員，不可移除或停用。',
                field: 'roleIds',
              })
            : { body: { ...sampleUser, ...(body as object) } },
      }),
    );
    renderApp(editUrl, { user: userAdmin });
    await screen.findByRole('heading', { name: '編輯使用者：陳美' });
    await waitFor(() => expect(checkbox(memberRole.nameZh).checked).toBe(true));
    await userEvent.click(checkbox(logReaderRole.nameZh));
    await userEvent.click(buttonWith('儲存角色'));
    await waitFor(() => expect(api.callsTo('PUT Users')).toHaveLength(1));
    expect(api.callsTo('PUT Users')[0]?.body).toEqual({
      id: sampleUser.id,
      roleIds: [memberRole.id, logReaderRole.id],
    });
    expect(await within(cardOf('角色')).findByText('這是最後一位系統管理員，不可移除或停用。')).toBeTruthy();

    refuses = false;
    await userEvent.click(buttonWith('儲存角色'));
    expect(await screen.findByText('資訊: 已更新「陳美」的角色，這位使用者的所有登入已結束。')).toBeTruthy();
  });

  it('disables after a confirmation saying the sessions end', async () => {
    const api = mockApi(routes());
    renderApp(editUrl, { user: userAdmin });
    await screen.findByRole('heading', { name: '編輯使用者：陳美' });
    await userEvent.click(screen.getByRole('switch', { name: '帳號啟用' }));
    const question = await popover(
      '要停用「陳美」嗎？停用後這位使用者在所有裝置上的登入會立即結束，且無法再登入，直到重新啟用。',
    );
    expect(api.callsTo('PUT Users')).toHaveLength(0);
    await userEvent.click(buttonWith('停用', question));
    await waitFor(() => expect(api.callsTo('PUT Users')).toHaveLength(1));
    expect(api.callsTo('PUT Users')[0]?.body).toEqual({ id: sampleUser.id, status: 'disabled' });
    expect(await screen.findByText('資訊: 已停用「陳美」，其所有登入已結束。')).toBeTruthy();
  });

  it('locks roles and status on the administrator’s own account, and says why', async () => {
    const own: AdminUser = { ...sampleUser, id: userAdmin.id, hasPassword: true, emailVerified: true };
    const api = mockApi({ 'GET Roles': roleList, [`GET Users/${own.id}`]: { body: own } });
    renderApp(`/user-edit?id=${own.id}`, { user: userAdmin });
    await screen.findByRole('heading', { name: '編輯使用者：陳美' });
    expect(
      screen.getByText('這是您自己的帳號：不能變更自己的角色或停用自己，請由其他管理員處理。'),
    ).toBeTruthy();
    await waitFor(() => expect(checkbox(memberRole.nameZh).checked).toBe(true));
    expect(checkbox(memberRole.nameZh).disabled).toBe(true);
    expect(checkbox(logReaderRole.nameZh).disabled).toBe(true);
    expect(buttonWith('儲存角色').disabled).toBe(true);
    const toggle = screen.getByRole('switch', { name: '帳號啟用' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    await userEvent.click(toggle);
    expect(screen.queryByText(/要停用「陳美」嗎/)).toBeNull();
    // The profile stays editable.
    expect((screen.getByLabelText('姓名') as HTMLInputElement).disabled).toBe(false);
    expect(api.callsTo('PUT Users')).toHaveLength(0);
  });

  it('resends the verification and sends a reset link, each after a confirmation', async () => {
    const verified: AdminUser = { ...sampleUser, emailVerified: true, hasPassword: true };
    const api = mockApi(
      routes(sampleUser, { [`POST ${userPath}/ResendVerification`]: { body: { sent: true } } }),
    );
    const { unmount } = renderApp(editUrl, { user: userAdmin });
    await screen.findByRole('heading', { name: '編輯使用者：陳美' });

    await userEvent.click(buttonWith('重寄驗證信'));
    const resend = await popover(
      '要寄送驗證信到 mei@example.test 嗎？尚未設定密碼的使用者會收到新的歡迎信（含設定密碼連結），其他人會收到 6 位數驗證碼。',
    );
    expect(api.callsTo(`POST ${userPath}/ResendVerification`)).toHaveLength(0);
    await userEvent.click(buttonWith('確定', resend));
    await waitFor(() => expect(api.callsTo(`POST ${userPath}/ResendVerification`)).toHaveLength(1));
    expect(await screen.findByText('資訊: 已寄出驗證信到 mei@example.test。')).toBeTruthy();
    // A reset link goes only to a verified e-mail.
    expect(buttonWith('寄送重設密碼連結').disabled).toBe(true);
    expect(screen.getByText('電子郵件尚未驗證：重設密碼連結只寄到使用者確認過的地址。')).toBeTruthy();
    unmount();

    const resetApi = mockApi(
      routes(verified, {
        [`POST ${userPath}/SendPasswordReset`]: apiError(429, {
          code: 'RATE_LIMITED',
          message: '請稍後再試。',
        }),
      }),
    );
    renderApp(editUrl, { user: userAdmin });
    await screen.findByRole('heading', { name: '編輯使用者：陳美' });
    await userEvent.click(buttonWith('寄送重設密碼連結'));
    const reset = await popover(/要寄送重設密碼連結到 mei@example.test 嗎？/);
    await userEvent.click(buttonWith('確定', reset));
    await waitFor(() => expect(resetApi.callsTo(`POST ${userPath}/SendPasswordReset`)).toHaveLength(1));
    expect(await screen.findByText('錯誤: 請稍後再試。')).toBeTruthy();
  });

  it('offers no verification for a verified e-mail and no mail at all for a disabled user', async () => {
    const verified: AdminUser = { ...sampleUser, emailVerified: true, hasPassword: true };
    mockApi(routes(verified));
    const { unmount } = renderApp(editUrl, { user: userAdmin });
    await screen.findByRole('heading', { name: '編輯使用者：陳美' });
    expect(buttonWith('重寄驗證信').disabled).toBe(true);
    expect(screen.getByText('電子郵件已驗證，沒有需要驗證的項目。')).toBeTruthy();
    expect(buttonWith('寄送重設密碼連結').disabled).toBe(false);
    unmount();

    mockApi(routes({ ...verified, status: 'disabled' }));
    renderApp(editUrl, { user: userAdmin });
    await screen.findByRole('heading', { name: '編輯使用者：陳美' });
    expect(buttonWith('重寄驗證信').disabled).toBe(true);
    expect(buttonWith('寄送重設密碼連結').disabled).toBe(true);
    expect(screen.getAllByText('已停用的使用者無法收信，請先啟用。')).toHaveLength(2);
    expect(screen.getByText('此帳號已停用：無法登入，也不會收到系統信件。')).toBeTruthy();
  });

  it('says so for an unknown user', async () => {
    mockApi({
      'GET Roles': roleList,
      [`GET ${userPath}`]: apiError(404, { code: 'NOT_FOUND', message: '找不到。' }),
    });
    renderApp(editUrl, { user: userAdmin });
    expect(await screen.findByText('找不到這位使用者，可能是網址有誤。')).toBeTruthy();
  });
});
