import type { ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  corsOrigins: string[];
}

// Google and Facebook sign-in: the sign-in page loads the provider's script when its button is clicked,
// and that script opens the provider's frames and pop-up and calls back to it. Only these addresses.
const google = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frames: 'https://accounts.google.com/gsi/',
};
const facebook = { script: 'https://connect.facebook.net', site: 'https://www.facebook.com' };

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", google.script, facebook.script],
      // antd writes its theme's CSS variables (and, in the dev server, its styles) at run time.
      styleSrc: ["'self'", "'unsafe-inline'", google.style],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", google.frames, facebook.site],
      frameSrc: ["'self'", google.frames, facebook.site],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Plain-HTTP installs on a LAN address must keep working.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // The providers' sign-in pop-ups answer the page that opened them, which `same-origin` would cut off.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
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

/**
 * The API's answers (JSON, and stored files such as pictures and documents) are never pages that load
 * anything: they get the headers that matter for such answers (OWASP's REST set), with a policy that
 * forbids every source. That also keeps an uploaded file opened in a tab from running anything, and
 * spares every call some 700 bytes of page policy (bench P1, docs/performance.md).
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** API calls, as opposed to pages: the web app, its files and the API's documentation pages. */
export function isApiCall(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** Security headers and an opt-in CORS allow-list (rate limits: plugins/rate-limits.ts). */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const pageHeaders = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isApiCall(request.url) ? apiSecurityHeaders : pageHeaders);
    done();
  });
  // Same-origin only unless an allow-list is configured.
  if (options.corsOrigins.length > 0) {
    await app.register(cors, { origin: options.corsOrigins, credentials: false, maxAge: 600 });
  }
}
