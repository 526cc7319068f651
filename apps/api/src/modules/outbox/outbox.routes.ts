import { outboxResentSchema } from '@portal/contracts/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { actionContextOf, recordAction } from '../action-log/action-log.recorder';
import type { Messaging } from '../messaging/messaging.service';

/** `POST /Outbox/{id}/Resend` (outbox:write): queues a copy of the message; logged. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Database; messaging: Messaging }> = async (
  app,
  { db, messaging },
) => {
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
      const copy = await db.transaction(async (tx) => {
        const resent = await messaging.resend(tx, request.params.id);
        if (resent === undefined) throw AppError.of('NOT_FOUND');
        if (resent === null) throw AppError.of('MESSAGE_NOT_RESENDABLE');
        await recordAction(tx, actionContextOf(request), {
          action: 'resend',
          entityType: 'outbox-message',
          entityId: request.params.id,
          after: { copyId: resent.id, status: resent.status },
        });
        return resent;
      });
      return reply.status(201).send(copy);
    },
  );
};
