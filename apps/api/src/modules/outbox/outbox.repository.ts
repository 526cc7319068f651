import type { outboxListQuerySchema } from '@portal/contracts/outbox';
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

export type OutboxQuery = z.output<typeof outboxListQuerySchema>;
export type OutboxRow = typeof outboxMessages.$inferSelect;

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

/** One page of the outbox, newest first unless sorted otherwise, each row shaped by `toItem`. */
export async function listOutboxRows<Item>(
  db: Database,
  query: OutboxQuery,
  toItem: (row: OutboxRow) => Item,
) {
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
    toItem,
  );
}

export async function findOutboxRow(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}
