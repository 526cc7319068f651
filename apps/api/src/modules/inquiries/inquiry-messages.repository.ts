import type { InquirySide } from '@portal/contracts/inquiry';
import { inquirySearchForm } from '@portal/contracts/inquiry';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inquiryMessages } from '../../db/inquiry-schema';
import { users } from '../../db/schema';

// A thread's messages: written one at a time, read a page at a time and by the digest mails.

export async function insertMessage(
  db: Database,
  values: { threadId: string; side: InquirySide; authorUserId: string; body: string; at: Date },
): Promise<string> {
  const [row] = await db
    .insert(inquiryMessages)
    .values({
      threadId: values.threadId,
      side: values.side,
      authorUserId: values.authorUserId,
      body: values.body,
      searchText: inquirySearchForm(values.body),
      createdAt: values.at,
    })
    .returning({ id: inquiryMessages.id });
  if (!row) throw new Error('inquiry message insert returned nothing');
  return row.id;
}

/**
 * A thread's latest messages (or those before one of its messages), at most `limit`, oldest first, with
 * their authors' names: one walk of the thread's index backwards that stops at the page, whatever the
 * thread's length. `hasEarlier` says whether older ones remain.
 */
export async function messagesOf(
  db: Database,
  threadId: string,
  page: { limit: number; beforeId?: string | undefined },
) {
  const before = page.beforeId
    ? sql`(${inquiryMessages.createdAt}, ${inquiryMessages.id}) < (select m.created_at, m.id from ${inquiryMessages} m where m.id = ${page.beforeId} and m.thread_id = ${threadId})`
    : undefined;
  const rows = await db
    .select({
      id: inquiryMessages.id,
      side: inquiryMessages.side,
      authorId: inquiryMessages.authorUserId,
      authorName: users.name,
      body: inquiryMessages.body,
      createdAt: inquiryMessages.createdAt,
    })
    .from(inquiryMessages)
    .leftJoin(users, eq(users.id, inquiryMessages.authorUserId))
    .where(and(eq(inquiryMessages.threadId, threadId), before))
    .orderBy(desc(inquiryMessages.createdAt), desc(inquiryMessages.id))
    .limit(page.limit + 1);
  return { hasEarlier: rows.length > page.limit, messages: rows.slice(0, page.limit).reverse() };
}

/** Messages of one side since a time, oldest first (what a digest mail tells about). */
export async function messagesSince(db: Database, threadId: string, side: InquirySide, since: Date) {
  return db
    .select({ body: inquiryMessages.body, authorName: users.name, createdAt: inquiryMessages.createdAt })
    .from(inquiryMessages)
    .leftJoin(users, eq(users.id, inquiryMessages.authorUserId))
    .where(
      and(
        eq(inquiryMessages.threadId, threadId),
        eq(inquiryMessages.side, side),
        sql`${inquiryMessages.createdAt} >= ${since}`,
      ),
    )
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
}
