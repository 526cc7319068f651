import {
  type ClientLogEntry,
  clientLogEntrySchema,
  clientLogListQuerySchema,
} from '@portal/contracts/client-log';
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
import type { ResourceDefinition } from '../resources/resource-definition';

type ClientLogQuery = z.output<typeof clientLogListQuerySchema>;

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

async function listClientLogs(db: Database, query: ClientLogQuery) {
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

/** The browser error log (`POST /Log` entries) for administrators: read-only. */
export const clientLogsResource: ResourceDefinition<ClientLogEntry, ClientLogQuery> = {
  path: 'ClientLogs',
  entityType: 'client-log',
  tag: 'system',
  noun: 'browser error report',
  readAccess: { permission: 'clientlog:read' },
  itemSchema: clientLogEntrySchema,
  listQuerySchema: clientLogListQuerySchema,
  list: (db, query) => listClientLogs(db, query),
  async get(db, id) {
    const [row] = await db
      .select(columns)
      .from(clientLogs)
      .leftJoin(users, eq(users.id, clientLogs.userId))
      .where(eq(clientLogs.id, id));
    return row ? toEntry(row) : undefined;
  },
};
