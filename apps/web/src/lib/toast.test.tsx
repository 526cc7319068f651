import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { i18n } from './i18n';
import { createQueryClient } from './query-client';
import { toast, toastColors, toastText } from './toast';

function renderHost() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <div />
    </AppProviders>,
  );
}

const notice = async (text: string) =>
  (await screen.findByText(text)).closest('.ant-notification-notice') as HTMLElement;

describe('toastText', () => {
  it('reads `subject: content` with the default subjects in both languages', async () => {
    expect(toastText('info', '已儲存')).toBe('資訊: 已儲存');
    expect(toastText('warning', '即將到期')).toBe('警告: 即將到期');
    expect(toastText('error', '儲存失敗')).toBe('錯誤: 儲存失敗');
    await i18n.changeLanguage('en');
    expect(toastText('info', 'Saved')).toBe('Information: Saved');
    expect(toastText('warning', 'Expiring')).toBe('Warning: Expiring');
    expect(toastText('error', 'Not saved')).toBe('Error: Not saved');
  });

  it('uses a given subject instead of the default', () => {
    expect(toastText('info', '已寄出邀請', '成員')).toBe('成員: 已寄出邀請');
  });
});

describe('toast', () => {
  it('shows closable notices at the bottom left, coloured by kind', async () => {
    renderHost();
    act(() => {
      toast.info('資料已儲存');
      toast.warning('名額即將額滿');
      toast.error('無法儲存');
    });

    const info = await notice('資訊: 資料已儲存');
    expect(info.closest('.ant-notification-bottomLeft')).toBeTruthy();
    expect(info.style.borderInlineStart).toContain(toastColors.info);
    expect((await notice('警告: 名額即將額滿')).style.borderInlineStart).toContain(toastColors.warning);
    const error = await notice('錯誤: 無法儲存');
    expect(error.style.borderInlineStart).toContain(toastColors.error);
    expect(error.getAttribute('role')).toBe('alert');

    await userEvent.click(within(info).getByRole('button', { name: /close|關閉/i }));
    // jsdom runs no CSS transitions, so the notice stays in its leaving state.
    await waitFor(() => expect(info.className).toContain('leave'));
  });
});
