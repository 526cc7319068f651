import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { CodeResend } from './code-resend';

function renderResend(onResend: () => Promise<number>, onResendError = vi.fn()) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <CodeResend expiresInSeconds={120} onResend={onResend} onResendError={onResendError} />
    </AppProviders>,
  );
  return { onResendError };
}

describe('code resend', () => {
  it('counts the code down and allows a new one after the wait, then counts again', async () => {
    // The clock moves by itself too, so Testing Library's own waiting still works.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onResend = vi.fn(async () => 600);
    renderResend(onResend);
    expect(screen.getByText('驗證碼 2:00 後失效。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '60 秒後可重新發送' })).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('驗證碼 1:00 後失效。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重新發送驗證碼' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('已重新發送驗證碼。')).toBeTruthy();
    // A countdown shows its new start from an effect, one render after the status line.
    expect(await screen.findByText('驗證碼 10:00 後失效。')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '60 秒後可重新發送' })).toHaveProperty('disabled', true);
  });

  it('says when the code has expired and hands a failed resend to the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const failure = new Error('rate limited');
    const { onResendError } = renderResend(async () => {
      throw failure;
    });
    act(() => vi.advanceTimersByTime(121_000));
    expect(screen.getByText('驗證碼已失效，請重新發送。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重新發送驗證碼' }));
    expect(onResendError).toHaveBeenCalledWith(failure);
  });
});
