import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import type { Messaging } from '../messaging/messaging.service';

/** The outbox's own calls (reading it is the generic resource in `outbox.resource.ts`). */
export function createOutboxService(deps: { db: Database; messaging: Messaging }) {
  const { db, messaging } = deps;
  return {
    /** How each channel is delivered: a transport, or the outbox itself. */
    delivery: () => messaging.delivery,

    /** Queues a copy of a message (the original stays), logged in the same transaction. */
    resend(messageId: string, context: ActionContext) {
      return db.transaction(async (tx) => {
        const resent = await messaging.resend(tx, messageId);
        if (resent === undefined) throw AppError.of('NOT_FOUND');
        if (resent === null) throw AppError.of('MESSAGE_NOT_RESENDABLE');
        await recordAction(tx, context, {
          action: 'resend',
          entityType: 'outbox-message',
          entityId: messageId,
          after: { copyId: resent.id, status: resent.status },
        });
        return resent;
      });
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
