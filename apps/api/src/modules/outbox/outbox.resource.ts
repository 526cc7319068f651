import { type OutboxMessage, outboxListQuerySchema, outboxMessageSchema } from '@portal/contracts/outbox';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import {
  countAll,
  dateRangeCondition,
  keywordCondition,
  offsetOf,
  orderByOf,
  pageWithTotal,
} from '../resources/list-sql';
import type { ResourceDefinition } from '../resources/resource-definition';

type OutboxQuery = z.output<typeof outboxListQuerySchema>;
type OutboxRow = typeof outboxMessages.$inferSelect;

/** A message as administrators see it: a body carrying a code or link is never shown. */
function toMessage(row: OutboxRow): OutboxMessage {
  const bodyHidden = row.sensitive;
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

function whereOf(filters: OutboxQuery['condition'] = {}): SQL | undefined {
  return and(
    keywordCondition(filters.keyword, [
      outboxMessages.recipient,
      outboxMessages.subject,
      outboxMessages.template,
    ]),
    filters.channel ? eq(outboxMessages.channel, filters.channel) : undefined,
    filters.status ? eq(outboxMessages.status, filters.status) : undefined,
    filters.template ? eq(outboxMessages.template, filters.template) : undefined,
    dateRangeCondition(outboxMessages.createdAt, filters),
  );
}

async function listOutbox(db: Database, query: OutboxQuery) {
  const where = whereOf(query.condition);
  return pageWithTotal(
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(
        ...orderByOf(
          query.sortings,
          {
            createdTime: outboxMessages.createdAt,
            status: outboxMessages.status,
            recipient: outboxMessages.recipient,
          },
          [sql`${outboxMessages.createdAt} desc`, sql`${outboxMessages.id} desc`],
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(outboxMessages).where(where),
    toMessage,
  );
}

/** The mail and SMS outbox for administrators: read-only here; resending is its own call. */
export const outboxResource: ResourceDefinition<OutboxMessage, OutboxQuery> = {
  path: 'Outbox',
  entityType: 'outbox-message',
  tag: 'system',
  noun: 'outbox message',
  readAccess: { permission: 'outbox:read' },
  itemSchema: outboxMessageSchema,
  listQuerySchema: outboxListQuerySchema,
  list: (db, query) => listOutbox(db, query),
  async get(db, id) {
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    return row ? toMessage(row) : undefined;
  },
};
