import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { countHit, sweepExpiredCounters } from './rate-limits.repository';

export interface RateLimit {
  /** Hits allowed in one window. */
  max: number;
  windowSeconds: number;
}

/** How often one instance sweeps ended windows (a hit that comes due does it). */
const sweepEverySeconds = 60;

/**
 * The one rate limiter: fixed windows counted in PostgreSQL, so every instance shares each counter
 * (N instances allow the limit, not N times it). A key is `bucket` (what is limited: a canonical
 * route, "sign-in per account") and `subject` (who: an address, an account, a user id); the subject is
 * stored hashed, so the table keeps no addresses or e-mails.
 */
export function createRateLimiter(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweepWhenDue(now: number) {
    if (now - lastSweep < sweepEverySeconds * 1000) return;
    lastSweep = now;
    await sweepExpiredCounters(db, new Date(now));
  }

  return {
    /** Counts one hit; throws RATE_LIMITED (429 with Retry-After) past the limit. */
    async hit(bucket: string, subject: string, limit: RateLimit): Promise<void> {
      const now = clock.now().getTime();
      const windowMs = limit.windowSeconds * 1000;
      const windowStart = Math.floor(now / windowMs) * windowMs;
      await sweepWhenDue(now);
      const hashed = createHash('sha256').update(subject).digest('base64url');
      const hits = await countHit(db, {
        key: `${bucket}|${limit.windowSeconds}|${hashed}`,
        windowStart: new Date(windowStart),
        expiresAt: new Date(windowStart + windowMs),
      });
      if (hits > limit.max) {
        const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
        throw AppError.of('RATE_LIMITED', { params: { retryAfter } });
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
