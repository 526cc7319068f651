import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inquiryArchives, inquiryReads, inquiryThreads, inquiryUnreadCounts } from '../../db/inquiry-schema';
import { vendorMembers } from '../../db/vendor-schema';

// Each of a vendor's answerers has their own read state (`inquiry_reads`) and a kept unread count
// (`inquiry_unread_counts`). Every change to what a count rests on runs in a transaction that holds the
// vendor's count lock shared and then the thread's row, and moves the counts by what it changed; a
// recount holds the lock alone, so it never misses a change made while it counted.

/** Read by the person: their mark reaches the thread's last message. */
export function readBy(
  userId: SQLWrapper | string,
  thread: { id: SQLWrapper | string; messageCount: SQLWrapper | number },
): SQL {
  return sql`exists (select 1 from ${inquiryReads} r where r.user_id = ${userId}
    and r.thread_id = ${thread.id} and r.read_messages >= ${thread.messageCount})`;
}

const archivedBy = (userId: string, threadId: string) =>
  sql`exists (select 1 from ${inquiryArchives} a where a.user_id = ${userId} and a.thread_id = ${threadId})`;

const lockKey = (vendorId: string) => sql`hashtextextended(${`inquiry-unread:${vendorId}`}, 0)`;

/** Every change to a vendor's read state or threads holds this, shared, before the thread's row. */
export async function shareCountLock(tx: Database, vendorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${lockKey(vendorId)})`);
}

export async function keptUnreadCount(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ unread: inquiryUnreadCounts.unread })
    .from(inquiryUnreadCounts)
    .where(eq(inquiryUnreadCounts.userId, userId));
  return row?.unread;
}

/**
 * Counts the person's unread threads of the vendor (archived aside) and keeps the figure, holding the
 * vendor's count lock alone and the person's membership row (so a membership change, whose trigger drops
 * the figure, waits for this one to be kept). No membership in that vendor: 0, nothing kept.
 */
export async function recountUnread(tx: Database, userId: string, vendorId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(vendorId)})`);
  const [member] = await tx
    .select({ userId: vendorMembers.userId })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.userId, userId), eq(vendorMembers.vendorId, vendorId)))
    .for('share');
  if (!member) return 0;
  const thread = { id: sql`t.id`, messageCount: sql`t.message_count` };
  const result = await tx.execute<{ unread: number }>(sql`
    insert into ${inquiryUnreadCounts} (user_id, unread)
    select ${userId}, count(*)::int from ${inquiryThreads} t
    where t.vendor_id = ${vendorId} and not ${readBy(userId, thread)}
      and not exists (select 1 from ${inquiryArchives} a where a.user_id = ${userId} and a.thread_id = t.id)
    on conflict (user_id) do update set unread = excluded.unread
    returning unread`);
  return result.rows[0]?.unread ?? 0;
}

async function moveCount(tx: Database, userId: string, by: number): Promise<void> {
  await tx
    .update(inquiryUnreadCounts)
    .set({ unread: sql`${inquiryUnreadCounts.unread} + ${by}` })
    .where(eq(inquiryUnreadCounts.userId, userId));
}

/** The person's mark moves to the thread's last message; their count drops if it counted. */
export async function markRead(
  tx: Database,
  userId: string,
  thread: { id: string; messageCount: number },
): Promise<void> {
  const [state] = await tx
    .execute<{ read: boolean; archived: boolean }>(
      sql`select ${readBy(userId, thread)} as read, ${archivedBy(userId, thread.id)} as archived`,
    )
    .then((result) => result.rows);
  if (state?.read) return;
  await tx
    .insert(inquiryReads)
    .values({ userId, threadId: thread.id, readMessages: thread.messageCount })
    .onConflictDoUpdate({
      target: [inquiryReads.userId, inquiryReads.threadId],
      set: { readMessages: thread.messageCount },
    });
  if (!state?.archived) await moveCount(tx, userId, -1);
}

/** "Mark unread": the person's mark goes; their count grows if the thread was read and is in their lists. */
export async function markUnread(
  tx: Database,
  userId: string,
  thread: { id: string; messageCount: number },
): Promise<void> {
  const [state] = await tx
    .execute<{ read: boolean; archived: boolean }>(
      sql`select ${readBy(userId, thread)} as read, ${archivedBy(userId, thread.id)} as archived`,
    )
    .then((result) => result.rows);
  await tx
    .delete(inquiryReads)
    .where(and(eq(inquiryReads.userId, userId), eq(inquiryReads.threadId, thread.id)));
  if (state?.read && !state.archived) await moveCount(tx, userId, 1);
}

/** Archiving (or bringing back) takes an unread thread out of the person's count (or puts it back). */
export async function countArchiveChange(
  tx: Database,
  userId: string,
  thread: { id: string; messageCount: number },
  archiving: boolean,
): Promise<void> {
  const [state] = await tx
    .execute<{ read: boolean; archived: boolean }>(
      sql`select ${readBy(userId, thread)} as read, ${archivedBy(userId, thread.id)} as archived`,
    )
    .then((result) => result.rows);
  if (!state || state.read || state.archived === archiving) return;
  await moveCount(tx, userId, archiving ? -1 : 1);
}

/**
 * A message is about to be added (before the thread, the archives or any mark move): it is new to every
 * kept count of the vendor's people but its writer's, and back in their lists (a message unarchives the
 * thread for everyone else), so each count that did not already hold it grows by one. A vendor-side
 * writer has read the thread by writing: their count drops if it held it, and their mark moves past it.
 * `thread.messageCount` is before this message, null for a thread being started.
 */
export async function countNewMessage(
  tx: Database,
  thread: { id: string; vendorId: string; messageCount: number | null },
  writer: { userId: string; vendorSide: boolean },
): Promise<void> {
  const before = thread.messageCount;
  const heldBy = (userId: SQL | string): SQL =>
    before === null
      ? sql`false`
      : sql`(not ${readBy(userId, { id: thread.id, messageCount: before })}
          and not exists (select 1 from ${inquiryArchives} a where a.user_id = ${userId} and a.thread_id = ${thread.id}))`;
  await tx.execute(sql`
    update ${inquiryUnreadCounts} c set unread = c.unread + 1
    from ${vendorMembers} m
    where m.user_id = c.user_id and m.vendor_id = ${thread.vendorId} and c.user_id <> ${writer.userId}
      and not ${heldBy(sql`c.user_id`)}`);
  if (!writer.vendorSide) return;
  const [held] = await tx
    .execute<{ held: boolean }>(sql`select ${heldBy(writer.userId)} as held`)
    .then((result) => result.rows);
  if (held?.held) await moveCount(tx, writer.userId, -1);
  const seen = (before ?? 0) + 1;
  await tx
    .insert(inquiryReads)
    .values({ userId: writer.userId, threadId: thread.id, readMessages: seen })
    .onConflictDoUpdate({
      target: [inquiryReads.userId, inquiryReads.threadId],
      set: { readMessages: seen },
    });
}
