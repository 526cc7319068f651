import { asc, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inquiryDigests } from '../../db/inquiry-schema';

/**
 * Opens a digest for each recipient who has none pending on the thread; answers those opened (the first
 * event of a window: they get a job). Recipients with a pending digest are left alone: that mail will
 * tell about this message too.
 */
export async function openDigests(
  db: Database,
  input: { threadId: string; recipientIds: string[]; since: Date; dueAt: Date },
): Promise<string[]> {
  if (input.recipientIds.length === 0) return [];
  const rows = await db
    .insert(inquiryDigests)
    .values(
      input.recipientIds.map((recipientUserId) => ({
        threadId: input.threadId,
        recipientUserId,
        since: input.since,
        dueAt: input.dueAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ recipientUserId: inquiryDigests.recipientUserId });
  return rows.map((row) => row.recipientUserId);
}

export type DueDigest = typeof inquiryDigests.$inferSelect;

/** Takes (deletes and answers) up to `limit` digests due at `now`, skipping those another instance holds. */
export async function takeDueDigests(db: Database, now: Date, limit: number): Promise<DueDigest[]> {
  const due = db
    .select({ threadId: inquiryDigests.threadId, recipientUserId: inquiryDigests.recipientUserId })
    .from(inquiryDigests)
    .where(lte(inquiryDigests.dueAt, now))
    .orderBy(asc(inquiryDigests.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .delete(inquiryDigests)
    .where(sql`(${inquiryDigests.threadId}, ${inquiryDigests.recipientUserId}) in (${due})`)
    .returning();
}
