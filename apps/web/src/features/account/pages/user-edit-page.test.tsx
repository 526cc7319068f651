import type { Profile } from '@portal/contracts/account';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStoredUser } from '../../../lib/session';
import { type ApiCall, apiError, mockApi, sampleProfile } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const current: Profile = { ...sampleProfile, pendingMobile: null, mobileVerified: true };

describe('user edit page', () => {
  it('sends only the changes; a new e-mail then waits for its code, entered on the same page', async () => {
    // The server's state: the saved profile is what the next GET answers too.
    let state: Profile = current;
    const api = mockApi({
      'GET Account': () => ({ body: state }),
      'POST Account': ({ body }: ApiCall) => {
        state = { ...state, name: (body as { name: string }).name, pendingEmail: 'new@example.test' };
        return { body: state };
      },
      'POST Verification/Verify/Email': () => {
        state = { ...state, email: state.pendingEmail, pendingEmail: null };
        return { body: state };
      },
    });
    renderApp('/user-edit', { user: testUser });
    const name = await screen.findByLabelText('姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '王大明');
    await userEvent.clear(screen.getByLabelText('電子郵件'));
    await userEvent.type(screen.getByLabelText('電子郵件'), 'new@example.test');
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));

    expect(
      await screen.findByText('新的電子郵件 new@example.test 尚未驗證，請輸入寄到該信箱的驗證碼。'),
    ).toBeTruthy();
    expect(api.callsTo('POST Account')[0]?.body).toEqual({ name: '王大明', email: 'new@example.test' });
    expect(getStoredUser()?.name).toBe('王大明');
    expect((screen.getByLabelText('電子郵件') as HTMLInputElement).value).toBe('ming@example.test');

    await userEvent.type(screen.getByLabelText('驗證碼'), '246810');
    await userEvent.click(screen.getByRole('button', { name: '驗證' }));
    await waitFor(() =>
      expect(
        screen.queryByText('新的電子郵件 new@example.test 尚未驗證，請輸入寄到該信箱的驗證碼。'),
      ).toBeNull(),
    );
    expect(api.callsTo('POST Verification/Verify/Email')[0]?.body).toEqual({ code: '246810' });
    expect((screen.getByLabelText('電子郵件') as HTMLInputElement).value).toBe('new@example.test');
  }, 15_000);

  it('puts a taken e-mail on the e-mail field', async () => {
    mockApi({
      'GET Account': { body: current },
      'POST Account': apiError(409, {
        code: 'EMAIL_TAKEN',
        message: '此電子郵件已註冊，請直接登入或使用忘記密碼。',
        field: 'email',
      }),
    });
    renderApp('/user-edit', { user: testUser });
    const email = await screen.findByLabelText('電子郵件');
    await userEvent.clear(email);
    await userEvent.type(email, 'someone@example.test');
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('此電子郵件已註冊，請直接登入或使用忘記密碼。')).toBeTruthy();
    expect(screen.getByLabelText('電子郵件').getAttribute('aria-invalid')).toBe('true');
  });
});
