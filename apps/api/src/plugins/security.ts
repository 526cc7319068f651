import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

export interface SecurityOptions {
  corsOrigins: string[];
}

/** Security headers, an opt-in CORS allow-list and per-route rate limits. */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
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
