import type { Clock } from '../../lib/clock';

/**
 * A small in-process cache of answers for at most `ttlMs`, keyed by widget and scope. It keeps the
 * promise, so callers asking at the same moment share one query; a failed load is forgotten at once.
 * Bounded: past `maxEntries` the expired entries go first, then the oldest.
 */
export function createTtlCache(options: { clock: Clock; ttlMs: number; maxEntries?: number }) {
  const { clock, ttlMs } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  function makeRoom(now: number) {
    if (entries.size < maxEntries) return;
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    // Maps iterate in insertion order: the first keys are the oldest.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) return cached.value as Promise<T>;
      entries.delete(key);
      makeRoom(now);
      const value = load();
      entries.set(key, { expiresAt: now + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
export type TtlCache = ReturnType<typeof createTtlCache>;
