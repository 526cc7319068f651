import { outboxDeliverySchema, outboxResentSchema } from '@portal/contracts/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { OutboxService } from './outbox.service';

/**
 * `POST /Outbox/{id}/Resend` (outbox:write): queues a copy of the message; logged.
 * `GET /Outbox/Delivery` (outbox:read): whether mail and SMS are sent or only kept in the outbox.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get(
    '/Outbox/Delivery',
    {
      config: { access: { permission: 'outbox:read' } },
      schema: {
        tags: ['system'],
        summary: 'How mail and SMS are delivered (outbox: not sent, kept here and shown in full)',
        response: { 200: outboxDeliverySchema },
      },
    },
    async () => outbox.delivery(),
  );

  app.post(
    '/Outbox/:id/Resend',
    {
      config: { access: { permission: 'outbox:write' } },
      schema: {
        tags: ['system'],
        summary: 'Send a mail or SMS again (a new copy; the original stays)',
        params: z.strictObject({ id: z.uuid() }),
        response: { 201: outboxResentSchema },
      },
    },
    async (request, reply) => {
      const copy = await outbox.resend(request.params.id, actionContextOf(request));
      return reply.status(201).send(copy);
    },
  );
};
