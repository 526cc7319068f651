import type { FastifyInstance } from 'fastify';
import { type PortalUrlPolicy, portalUrlResolver, withPortalUrl } from '../lib/portal-url';

/**
 * Each request runs with the portal address its mail links to (lib/portal-url.ts): its own origin
 * (`request.protocol`, `request.host`, which honour X-Forwarded-* only with TRUST_PROXY) when trusted,
 * else PUBLIC_URL.
 */
export function registerPortalUrl(app: FastifyInstance, policy: PortalUrlPolicy) {
  const portalUrlOf = portalUrlResolver(policy);
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.host ? `${request.protocol}://${request.host}` : undefined;
    withPortalUrl(portalUrlOf(origin), done);
  });
}
