/** Polls until `probe` answers something truthy, with a deadline, instead of sleeping a fixed time. */
export async function waitFor<T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = 15_000, intervalMs = 50, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A log that keeps its entries, so tests can check what was (not) logged. */
export function captureLog() {
  const entries: string[] = [];
  const keep = (o: object | string, m?: string) => {
    entries.push(JSON.stringify([o, m ?? null]));
  };
  return { entries, info: keep, warn: keep, error: keep };
}
