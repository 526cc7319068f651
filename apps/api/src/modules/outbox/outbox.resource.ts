import { type OutboxMessage, outboxListQuerySchema, outboxMessageSchema } from '@portal/contracts/outbox';
import type { Messaging } from '../messaging/messaging.service';
import type { ResourceDefinition } from '../resources/resource-definition';
import { findOutboxRow, listOutboxRows, type OutboxQuery, type OutboxRow } from './outbox.repository';

/**
 * A message as administrators see it. A body carrying a code or link is hidden while its channel has a
 * transport (the recipient got it; nobody else needs it); without one the outbox is the only mailbox,
 * so it is shown in full, or nobody could finish a sign-up or a password reset.
 */
function toMessage(row: OutboxRow, delivery: Messaging['delivery']): OutboxMessage {
  const bodyHidden = row.sensitive && delivery[row.channel] !== 'outbox';
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    template: row.template,
    language: row.language,
    subject: row.subject,
    bodyText: bodyHidden ? null : row.bodyText,
    bodyHidden,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdTime: row.createdAt.toISOString(),
    sentTime: row.sentAt?.toISOString() ?? null,
    resendable: row.bodyText.length > 0,
  };
}

/** The mail and SMS outbox for administrators: read-only here; resending is its own call. */
export function outboxResource(options: {
  delivery: Messaging['delivery'];
}): ResourceDefinition<OutboxMessage, OutboxQuery> {
  const { delivery } = options;
  return {
    path: 'Outbox',
    entityType: 'outbox-message',
    tag: 'system',
    noun: 'outbox message',
    readAccess: { permission: 'outbox:read' },
    itemSchema: outboxMessageSchema,
    listQuerySchema: outboxListQuerySchema,
    list: (db, query) => listOutboxRows(db, query, (row) => toMessage(row, delivery)),
    async get(db, id) {
      const row = await findOutboxRow(db, id);
      return row ? toMessage(row, delivery) : undefined;
    },
  };
}
