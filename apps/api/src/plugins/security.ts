import type { ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/app-error';

export interface SecurityOptions {
  corsOrigins: string[];
}

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its CSS-in-JS styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Plain-HTTP installs on a LAN address must keep working.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers depend only on its options, so they are worked out once at start; running helmet on
 * every request halved the throughput of a plain route (docs/performance.md).
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as never, response, () => {});
  return headers;
}

/** Security headers, an opt-in CORS allow-list and per-route rate limits. */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  // Same-origin only unless an allow-list is configured.
  if (options.corsOrigins.length > 0) {
    await app.register(cors, { origin: options.corsOrigins, credentials: false, maxAge: 600 });
  }
  // Routes opt in with `config.rateLimit`; the counter is per client address.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      AppError.of('RATE_LIMITED', { params: { retryAfter: Math.ceil(context.ttl / 1000) } }),
  });
}
