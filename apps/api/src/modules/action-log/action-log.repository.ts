import type { ActionLogEntry, actionLogListQuerySchema } from '@portal/contracts/action-log';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import { insertByColumns } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import { type CopyOut, copyOut } from '../../db/copy-out';
import { actionLogs, users } from '../../db/schema';
import { newId } from '../../lib/uuid-v7';
import {
  countAll,
  dateRangeCondition,
  keywordCondition,
  orderByOf,
  pageWithTotal,
  rowsInIdOrder,
} from '../resources/list-sql';
import { pageIdColumns, pageIds } from '../resources/page-ids';

export type ActionLogQuery = z.output<typeof actionLogListQuerySchema>;
type Filters = NonNullable<ActionLogQuery['condition']>;

export function actionLogWhere(filters: Filters = {}): SQL | undefined {
  return and(
    keywordCondition(filters.keyword, [
      actionLogs.actorAccount,
      actionLogs.entityType,
      actionLogs.entityId,
      actionLogs.action,
      sql`${actionLogs.before}::text`,
      sql`${actionLogs.after}::text`,
    ]),
    filters.actorId ? eq(actionLogs.actorId, filters.actorId) : undefined,
    filters.entityType ? eq(actionLogs.entityType, filters.entityType) : undefined,
    filters.entityId ? eq(actionLogs.entityId, filters.entityId) : undefined,
    filters.action ? eq(actionLogs.action, filters.action) : undefined,
    dateRangeCondition(actionLogs.createdAt, filters),
  );
}

type ActionLogRow = typeof actionLogs.$inferSelect;

export function toActionLogEntry(row: ActionLogRow): ActionLogEntry {
  return {
    id: row.id,
    createdTime: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorAccount: row.actorAccount,
    action: row.action as ActionLogEntry['action'],
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    userAgent: row.userAgent,
    requestId: row.requestId,
  };
}

function orderOf(query: Pick<ActionLogQuery, 'sortings'>) {
  return orderByOf(
    query.sortings,
    { createdTime: actionLogs.createdAt, action: actionLogs.action, entityType: actionLogs.entityType },
    [sql`${actionLogs.createdAt} desc`, sql`${actionLogs.id} desc`],
  );
}

/**
 * One page of entries and the total. The page's ids come first from a narrow query, which the index on
 * (created_at, id) answers by an index-only walk in the list's own order: a deep page skips index
 * entries, not whole rows with their JSON (page 1000 read 20 000 rows of the log before). Then the 20
 * rows themselves.
 */
export async function listActionLogs(db: Database, query: ActionLogQuery) {
  const where = actionLogWhere(query.condition);
  const ids = pageIds({
    query,
    rows: (seek) => db.select(pageIdColumns(actionLogs)).from(actionLogs).where(and(where, seek)).$dynamic(),
    table: actionLogs,
    chosenOrder: orderOf(query),
  });
  return pageWithTotal(
    ids.then((page) =>
      rowsInIdOrder(page, (found) => db.select().from(actionLogs).where(inArray(actionLogs.id, found))),
    ),
    db.select(countAll).from(actionLogs).where(where),
    toActionLogEntry,
  );
}

export async function findActionLog(db: Database, id: string) {
  const [row] = await db.select().from(actionLogs).where(eq(actionLogs.id, id));
  return row ? toActionLogEntry(row) : undefined;
}

/** Up to `limit` entries matching the filters, newest first (for export). */
export async function selectActionLogsForExport(
  db: Database,
  query: Pick<ActionLogQuery, 'condition' | 'sortings'>,
  limit: number,
) {
  const rows = await db
    .select()
    .from(actionLogs)
    .where(actionLogWhere(query.condition))
    .orderBy(...orderOf(query))
    .limit(limit);
  return rows.map(toActionLogEntry);
}

// A cell that a spreadsheet would read as a formula: the same rule as `escapeCell` (real tab and CR).
const formulaStartPattern = '^[=+@\t\r-]';

/**
 * One CSV cell of a text expression, as `lib/spreadsheet-export`'s `csvLines` writes it once COPY has
 * quoted it: empty for null and for empty text (COPY would write `""`), and a leading apostrophe before
 * a formula-like start.
 */
function csvCell(value: SQL): SQL {
  return sql`(case when ${value} ~ ${formulaStartPattern} then '''' || ${value} else nullif(${value}, '') end)`;
}

/**
 * Up to `limit` entries matching the filters, in export order, as CSV rows written by PostgreSQL's COPY
 * (LF-ended; a cell quoted when it holds a comma, a quote or a line break): Taiwan time, the entity type
 * in the file's language (`entityTypeNames`: code → text), the JSON cells, formula-like cells defused.
 * PostgreSQL writes the file in its own process, four times cheaper than formatting each line in a
 * query and passing it through the server (bench P4, docs/performance.md); the server only passes
 * bytes on, as fast as the client reads them. One statement: one consistent snapshot.
 */
export function copyActionLogCsv(
  db: Database,
  query: Pick<ActionLogQuery, 'condition' | 'sortings'>,
  limit: number,
  entityTypeNames: Record<string, string>,
): Promise<CopyOut> {
  const t = actionLogs;
  const cells = [
    sql`to_char(${t.createdAt} at time zone 'Asia/Taipei', 'YYYY-MM-DD HH24:MI:SS')`,
    csvCell(sql`${t.actorAccount}`),
    csvCell(sql`${t.action}`),
    csvCell(sql`coalesce(${JSON.stringify(entityTypeNames)}::jsonb ->> ${t.entityType}, ${t.entityType})`),
    csvCell(sql`${t.entityId}`),
    csvCell(sql`${t.before}::text`),
    csvCell(sql`${t.after}::text`),
    csvCell(sql`${t.ip}`),
    csvCell(sql`${t.userAgent}`),
    csvCell(sql`${t.requestId}`),
  ];
  const statement = db
    .select({ cells: sql`${sql.join(cells, sql`, `)}` })
    .from(actionLogs)
    .where(actionLogWhere(query.condition))
    .orderBy(...orderOf(query))
    .limit(limit)
    .toSQL();
  // The pool behind `db` (drizzle keeps it as `$client`): COPY needs a connection of its own.
  return copyOut((db as unknown as { $client: pg.Pool }).$client, statement, 'format csv');
}

/**
 * Deletes entries older than `before`. The append-only trigger lets only this transaction delete, by
 * the setting it sets locally.
 */
export async function pruneActionLogs(db: Database, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('portal.action_log_prune', 'on', true)`);
    const deleted = await tx
      .delete(actionLogs)
      .where(lt(actionLogs.createdAt, before))
      .returning({ id: actionLogs.id });
    return deleted.length;
  });
}

export type NewActionLog = Omit<typeof actionLogs.$inferInsert, 'id' | 'actorAccount'>;

/** Appends one entry; its actor's account is read as it is now, so the entry reads well after a rename. */
/** Many entries of one actor in one statement (the actor's account is looked up once). */
export async function insertActionLogs(
  db: Database,
  actorId: string | null,
  entries: NewActionLog[],
): Promise<void> {
  if (entries.length === 0) return;
  const [actor] = actorId
    ? await db.select({ account: users.account }).from(users).where(eq(users.id, actorId))
    : [];
  const t = actionLogs;
  const of = <K extends keyof NewActionLog>(key: K) => entries.map((entry) => entry[key] ?? null);
  await insertByColumns(db, t, [
    { column: t.id, type: 'uuid', values: entries.map(() => newId()) },
    { column: t.createdAt, type: 'timestamptz', values: of('createdAt') },
    { column: t.actorId, type: 'uuid', values: of('actorId') },
    { column: t.actorAccount, type: 'text', values: entries.map(() => actor?.account ?? null) },
    { column: t.action, type: 'text', values: of('action') },
    { column: t.entityType, type: 'text', values: of('entityType') },
    { column: t.entityId, type: 'text', values: of('entityId') },
    { column: t.before, type: 'jsonb', values: of('before') },
    { column: t.after, type: 'jsonb', values: of('after') },
    { column: t.ip, type: 'text', values: of('ip') },
    { column: t.userAgent, type: 'text', values: of('userAgent') },
    { column: t.requestId, type: 'text', values: of('requestId') },
  ]);
}

export async function insertActionLog(db: Database, entry: NewActionLog): Promise<void> {
  await db.insert(actionLogs).values({
    ...entry,
    actorAccount: entry.actorId
      ? sql`(select ${users.account} from ${users} where ${users.id} = ${entry.actorId})`
      : null,
  });
}
