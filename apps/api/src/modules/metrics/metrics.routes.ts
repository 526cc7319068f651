import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Metrics } from './metrics';

/**
 * `GET /metrics` (Prometheus text). Public to the route-access layer (no user session: a scraper is a
 * machine) but guarded by its own bearer token, METRICS_TOKEN; unset, the path answers 404 as if it
 * did not exist. Not rate-limited, like the health probes: a scraper calls it every few seconds, and
 * a wrong token is refused before anything is gathered.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ metrics: Metrics | null }> = async (app, { metrics }) => {
  app.get(
    '/metrics',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Metrics in Prometheus text (Authorization: Bearer METRICS_TOKEN; 404 when that is unset)',
        response: { 200: z.string().describe('Prometheus text exposition format') },
      },
    },
    async (request, reply) => {
      if (!metrics) throw AppError.of('NOT_FOUND');
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !metrics.acceptsToken(token)) {
        void reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw AppError.of('UNAUTHENTICATED');
      }
      const { contentType, text } = await metrics.render();
      return reply.type(contentType).send(text);
    },
  );
};
