import { setTimeout as wait } from 'node:timers/promises';

/**
 * Rate limits count in fixed windows on the wall clock (`rate-limits.service.ts`). A test that makes the
 * limit's calls one after another on the real clock starts them here: if fewer than `marginMs` of the
 * current window are left, it waits for the next window, so its calls never straddle two windows.
 */
export async function startOfUnbrokenWindow(windowSeconds: number, marginMs = 15_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await wait(left + 10);
}
