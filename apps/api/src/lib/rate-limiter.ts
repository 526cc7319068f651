import { AppError } from './app-error';
import type { Clock } from './clock';

/**
 * Counts hits per key in fixed windows, for limits keyed by something other than the address (an
 * account, an e-mail). Per process: with several instances each enforces its own share.
 */
export function createRateLimiter(options: { max: number; windowSeconds: number; clock: Clock }) {
  const windows = new Map<string, { start: number; hits: number }>();

  return {
    /** Counts one hit; throws RATE_LIMITED (429 with Retry-After) past the limit. */
    hit(key: string): void {
      const now = options.clock.now().getTime();
      const windowMs = options.windowSeconds * 1000;
      let current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        current = { start: now, hits: 0 };
        windows.set(key, current);
      }
      current.hits += 1;
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      }
      if (current.hits > options.max) {
        const retryAfter = Math.max(1, Math.ceil((current.start + windowMs - now) / 1000));
        throw AppError.of('RATE_LIMITED', { params: { retryAfter } });
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
