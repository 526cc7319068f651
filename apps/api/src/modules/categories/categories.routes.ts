import { optionRequestSchema, optionResponseSchema } from '@portal/contracts/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { categoryOptions } from './category-options.service';

/** Whether an If-None-Match header names this ETag (a list, weak forms, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * `POST /Option`: the enabled category trees asked for by name, in the caller's language. Public (the
 * sign-up and application forms need them before anything else), limited per address, and answered
 * 304 when the caller already holds this version.
 */
export const categoryOptionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/Option',
    {
      // A form asks once when it opens: 120 a minute leaves room for an office behind one address.
      config: { access: 'public', rateLimit: { max: 120, windowSeconds: 60 } },
      schema: {
        tags: ['categories'],
        summary: 'The enabled product and service category trees, by name (ETag; 304 on If-None-Match)',
        body: optionRequestSchema,
        response: { 200: optionResponseSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const { body, etag } = await categoryOptions(db, request.body.names, request.language);
      reply.header('ETag', etag);
      reply.header('Cache-Control', 'public, no-cache');
      reply.header('Vary', 'Accept-Language');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return body;
    },
  );
};
