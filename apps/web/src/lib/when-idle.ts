/**
 * Runs `callback` once the browser has nothing better to do, or after `timeoutMs` at the latest: for
 * work nobody waits for (fetching code a later page will need). Where the browser has no idle
 * callbacks (Safari), after the timeout. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, timeoutMs);
  return () => clearTimeout(timer);
}
