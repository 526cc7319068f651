import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMinutesSeconds, secondsUntil, useCountdown } from './use-countdown';

function Countdown({ seconds }: { seconds: number }) {
  const { secondsLeft, start } = useCountdown(seconds);
  return (
    <>
      <output>{secondsLeft}</output>
      <button type="button" onClick={() => start(90)}>
        again
      </button>
    </>
  );
}

describe('countdown', () => {
  it('counts whole seconds down to zero and can start again', () => {
    vi.useFakeTimers();
    render(<Countdown seconds={3} />);
    expect(screen.getByRole('status').textContent).toBe('3');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('2');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('status').textContent).toBe('90');
  });

  it('works out seconds from the clock and writes minutes and seconds', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
    expect(formatMinutesSeconds(600)).toBe('10:00');
    expect(formatMinutesSeconds(59)).toBe('0:59');
  });
});
