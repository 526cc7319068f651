import type { FastifyInstance } from 'fastify';
import type { RateLimit, RateLimiter } from '../modules/rate-limits/rate-limits.service';
import { RouteDeclarationError } from './route-access';

/** A route's limit: `max` calls in `windowSeconds`, counted per client address unless `per` says user. */
export interface RouteRateLimit extends RateLimit {
  /**
   * Routes naming the same bucket share one counter (the staff and member sign-in forms are one door).
   * Without it the bucket is the canonical route: method and path without `/api/v1` or `/api`.
   */
  bucket?: string;
  /** `user`: the signed-in user (people behind one office address do not block each other). */
  per?: 'address' | 'user';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Every public route declares one, or the app refuses to start. `false` says deliberately
     * unlimited: only the health probes (no data, no side effects, asked every few seconds).
     */
    rateLimit?: RouteRateLimit | false;
    /** Set from `rateLimit` when the route is registered. */
    rateLimitBucket?: string;
  }
}

/** The route as the API knows it, whichever of the two prefixes it was registered under. */
export function canonicalRoute(method: string | string[], url: string): string {
  const methods = [method].flat().map((m) => (m === 'HEAD' ? 'GET' : m));
  const path = url.replace(/^\/api(?:\/v1)?(?=\/|$)/, '') || '/';
  return `${[...new Set(methods)].join(',')} ${path}`;
}

/**
 * Rate limits, one mechanism for all (counters in PostgreSQL, see `createRateLimiter`): refuses to
 * build the app when a public API route declares no `config.rateLimit`, and counts each limited call
 * before anything else runs.
 */
export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter) {
  app.addHook('onRoute', function declareRateLimit(route) {
    const isCorsPreflight = route.method === 'OPTIONS' && route.url === '*';
    if (this.publicFilesScope || isCorsPreflight) return;
    const limit = route.config?.rateLimit;
    if (limit === undefined && route.config?.access === 'public') {
      throw new RouteDeclarationError(
        route,
        'is public and declares no rate limit (config.rateLimit): refusing to start.',
      );
    }
    if (!limit) return;
    route.config = {
      ...route.config,
      rateLimitBucket: limit.bucket ?? canonicalRoute(route.method, route.url),
    };
  });

  // After authentication (registered before), so a per-user limit knows the user.
  // A callback hook: an unlimited route (most signed-in reads) goes on without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const { rateLimit, rateLimitBucket } = request.routeOptions.config;
    if (!rateLimit || !rateLimitBucket) return done();
    const principal = request.principal;
    const subject =
      rateLimit.per === 'user' && principal ? `user:${principal.userId}` : `address:${request.ip}`;
    limiter.hit(rateLimitBucket, subject, rateLimit).then(() => done(), done);
  });
}
