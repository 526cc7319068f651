import { clientLogAcceptedSchema, clientLogInputSchema } from '@portal/contracts/client-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { recordClientLog } from './client-log.service';

/** `POST /Log`: public (errors happen before sign-in too), so it is rate limited and size capped. */
export const clientLogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/Log',
    {
      config: { access: 'public', rateLimit: { max: 30, windowSeconds: 60 } },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['system'],
        summary: 'Report an uncaught browser error',
        body: clientLogInputSchema,
        response: { 201: clientLogAcceptedSchema },
      },
    },
    async (request, reply) => {
      const saved = await recordClientLog(db, request.body, {
        userId: request.principal?.userId ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send(saved);
    },
  );
};
