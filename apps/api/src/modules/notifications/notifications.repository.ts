import {
  type MailPreferenceKind,
  maxCountedTotal,
  maxCountedUnread,
  type NotificationKind,
} from '@portal/contracts/notifications';
import { type AnyColumn, and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { insertByColumns } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/notification-schema';
import { newId } from '../../lib/uuid-v7';
import { offsetOf, pageWithTotal } from '../resources/list-sql';

export type NotificationRow = typeof notifications.$inferSelect;

/** One row per recipient, in one `insert … select from unnest(…)` whatever their number. */
export async function insertNotifications(
  db: Database,
  input: { userIds: string[]; kind: NotificationKind; entityId: string; link: string; params: object },
): Promise<void> {
  const count = input.userIds.length;
  const same = <T>(value: T) => Array.from({ length: count }, () => value);
  await insertByColumns(db, notifications, [
    { column: notifications.id, type: 'uuid', values: input.userIds.map(() => newId()) },
    { column: notifications.userId, type: 'uuid', values: input.userIds },
    { column: notifications.kind, type: 'text', values: same(input.kind) },
    { column: notifications.entityId, type: 'uuid', values: same(input.entityId) },
    { column: notifications.link, type: 'text', values: same(input.link) },
    { column: notifications.params, type: 'jsonb', values: same(input.params) },
  ]);
}

const mine = (userId: string) => eq(notifications.userId, userId);

// Counts stop at the contract's caps: counting a few thousand index entries keeps them fast for a
// person holding 100 000.

/** `count(*)` of at most `cap` rows of the person's matching rows (a LIMIT inside, so the scan stops). */
function cappedCount(db: Database, where: SQL | undefined, cap: number) {
  return db.execute<{ count: number }>(
    sql`select count(*)::int as count from (select 1 from ${notifications} where ${where} limit ${cap}) as counted`,
  );
}

/** The person's notifications, newest first (the index `notifications_newest_idx` or the unread one). */
export async function listOf(
  db: Database,
  userId: string,
  query: { page: number; pageSize: number; unread?: boolean | undefined; newestFirst: boolean },
) {
  const where = and(
    mine(userId),
    query.unread === undefined
      ? undefined
      : query.unread
        ? isNull(notifications.readAt)
        : isNotNull(notifications.readAt),
  );
  // The indexes are `desc nulls last`: the order says so too, or PostgreSQL cannot read it from them.
  const direction = query.newestFirst ? sql`desc nulls last` : sql`asc nulls first`;
  return pageWithTotal(
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(sql`${notifications.createdAt} ${direction}`, sql`${notifications.id} ${direction}`)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    cappedCount(db, where, maxCountedTotal).then((result) => result.rows),
    (row) => row,
  );
}

export async function countUnreadOf(db: Database, userId: string): Promise<number> {
  const result = await cappedCount(db, and(mine(userId), isNull(notifications.readAt)), maxCountedUnread);
  return result.rows[0]?.count ?? 0;
}

/** Marks the person's own unread ones among `ids` (anyone else's ids match nothing); how many. */
export async function markRead(db: Database, userId: string, ids: string[], at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(mine(userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function markAllRead(db: Database, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(mine(userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Removes up to `limit` notifications read before `cutOff`; how many. */
export async function deleteReadBefore(db: Database, cutOff: Date, limit: number): Promise<number> {
  const rows = await db.execute<{
    id: string;
  }>(sql`delete from ${notifications} where ${notifications.id} in (
      select ${notifications.id} from ${notifications}
      where ${notifications.readAt} is not null and ${notifications.readAt} < ${cutOff}
      limit ${limit}) returning ${notifications.id}`);
  return rows.rowCount ?? rows.rows.length;
}

/** The person's stored preferences (changes from the defaults only). */
export async function preferencesOf(db: Database, userId: string) {
  return db
    .select({ kind: notificationPreferences.kind, mail: notificationPreferences.mail })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function savePreferences(
  db: Database,
  userId: string,
  changes: { kind: MailPreferenceKind; mail: boolean }[],
  at: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(changes.map((change) => ({ userId, kind: change.kind, mail: change.mail, updatedAt: at })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { mail: sql`excluded.mail`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Of `userIds`, those who turned mail of `kind` off. */
export async function mailRefusers(
  db: Database,
  userIds: string[],
  kind: MailPreferenceKind,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.kind, kind),
        eq(notificationPreferences.mail, false),
        inArray(notificationPreferences.userId, userIds),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * A condition on a query of people: the person (`userId`, e.g. `users.id`) has not turned mail of `kind`
 * off. For batch mailings that choose their recipients in SQL (one `not exists` on the preferences' key),
 * so nobody is filtered one by one afterwards.
 */
export function mailNotRefused(userId: AnyColumn | SQL, kind: MailPreferenceKind): SQL {
  return sql`not exists (select 1 from ${notificationPreferences} refused
    where refused.user_id = ${userId} and refused.kind = ${kind} and refused.mail = false)`;
}
