import { useCallback, useEffect, useState } from 'react';

/** Whole seconds until `endsAt` (0 once passed). */
export function secondsUntil(endsAt: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A countdown in whole seconds that follows the clock (not the number of ticks), so a tab left in the
 * background still shows the right figure when it comes back.
 */
export function useCountdown(initialSeconds = 0) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);

  useEffect(() => {
    setSecondsLeft(secondsUntil(endsAt));
    if (secondsUntil(endsAt) === 0) return;
    const timer = window.setInterval(() => {
      const left = secondsUntil(endsAt);
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return { secondsLeft, start };
}

/** `mm:ss` for a number of seconds. */
export function formatMinutesSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
