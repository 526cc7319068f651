import { healthResponseSchema, readyResponseSchema } from '@portal/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { AppError } from '../../lib/app-error';

/** `health`: the process answers. `ready`: the database answers too (load balancers route on this). */
export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    '/health',
    {
      // Unlimited on purpose: load balancers probe every few seconds, and the answer holds no data.
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['system'], summary: 'Process is alive', response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['system'], summary: 'Database is reachable', response: { 200: readyResponseSchema } },
    },
    async (request) => {
      try {
        await pool.query({ text: 'select 1', query_timeout: 2_000 } as pg.QueryConfig);
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        throw AppError.of('SERVICE_UNAVAILABLE');
      }
      return { status: 'ready' as const, database: 'up' as const };
    },
  );
};
