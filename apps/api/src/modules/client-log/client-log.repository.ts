import type { ClientLogEntry, clientLogListQuerySchema } from '@portal/contracts/client-log';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { clientLogs, users } from '../../db/schema';
import {
  countAll,
  dateRangeCondition,
  keywordCondition,
  offsetOf,
  orderByOf,
  pageWithTotal,
} from '../resources/list-sql';

export type NewClientLog = typeof clientLogs.$inferInsert;

export async function insertClientLog(db: Database, entry: NewClientLog): Promise<{ id: string }> {
  const [row] = await db.insert(clientLogs).values(entry).returning({ id: clientLogs.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type ClientLogQuery = z.output<typeof clientLogListQuerySchema>;

const columns = {
  id: clientLogs.id,
  createdTime: clientLogs.createdTime,
  receivedAt: clientLogs.receivedAt,
  type: clientLogs.type,
  content: clientLogs.content,
  userId: clientLogs.userId,
  userAccount: users.account,
  ip: clientLogs.ip,
  userAgent: clientLogs.userAgent,
};

function toEntry(row: {
  id: string;
  createdTime: Date;
  receivedAt: Date;
  type: ClientLogEntry['type'];
  content: string;
  userId: string | null;
  userAccount: string | null;
  ip: string | null;
  userAgent: string | null;
}): ClientLogEntry {
  return {
    ...row,
    createdTime: row.createdTime.toISOString(),
    receivedTime: row.receivedAt.toISOString(),
  };
}

function whereOf(filters: ClientLogQuery['condition'] = {}): SQL | undefined {
  return and(
    keywordCondition(filters.keyword, [clientLogs.content, users.account, users.name, clientLogs.userAgent]),
    filters.userId ? eq(clientLogs.userId, filters.userId) : undefined,
    filters.type ? eq(clientLogs.type, filters.type) : undefined,
    dateRangeCondition(clientLogs.receivedAt, filters),
  );
}

export async function listClientLogs(db: Database, query: ClientLogQuery) {
  const where = whereOf(query.condition);
  return pageWithTotal(
    db
      .select(columns)
      .from(clientLogs)
      .leftJoin(users, eq(users.id, clientLogs.userId))
      .where(where)
      .orderBy(
        ...orderByOf(query.sortings, { receivedTime: clientLogs.receivedAt, type: clientLogs.type }, [
          sql`${clientLogs.receivedAt} desc`,
          sql`${clientLogs.id} desc`,
        ]),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(clientLogs).leftJoin(users, eq(users.id, clientLogs.userId)).where(where),
    toEntry,
  );
}

export async function findClientLog(db: Database, id: string): Promise<ClientLogEntry | undefined> {
  const [row] = await db
    .select(columns)
    .from(clientLogs)
    .leftJoin(users, eq(users.id, clientLogs.userId))
    .where(eq(clientLogs.id, id));
  return row ? toEntry(row) : undefined;
}
