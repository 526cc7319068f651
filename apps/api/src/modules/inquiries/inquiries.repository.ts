import { type InquirySide, type InquiryView, inquirySearchForm } from '@portal/contracts/inquiry';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { inquiryArchives, inquiryMessages, inquiryThreads } from '../../db/inquiry-schema';
import { products } from '../../db/product-schema';
import { users } from '../../db/schema';
import { vendors } from '../../db/vendor-schema';
import { countAll, offsetOf } from '../resources/list-sql';

export type ThreadRow = typeof inquiryThreads.$inferSelect;
export type ThreadRecord = ThreadRow & {
  vendorName: string;
  buyerName: string;
  productName: string | null;
  productNameEn: string | null;
  archived: boolean;
};

/** Whose mailbox a list reads: a buyer's own threads, or a vendor's (read by one of its answerers). */
export interface MailboxScope {
  side: InquirySide;
  userId: string;
  vendorId: string | null;
}

const buyers = alias(users, 'inquiry_buyer');

/**
 * Not archived by the person, as `id not in (…)`: PostgreSQL hashes the person's few archives once and
 * keeps reading the list's index in order (a `not exists` anti-join would read every thread and sort).
 * `thread_id` is never null, so `not in` means what it says.
 */
function notArchivedBy(userId: string): SQL {
  return sql`${inquiryThreads.id} not in (select ${inquiryArchives.threadId} from ${inquiryArchives} where ${inquiryArchives.userId} = ${userId})`;
}

function archivedBy(userId: string): SQL {
  return sql<boolean>`exists (select 1 from ${inquiryArchives} where ${inquiryArchives.userId} = ${userId} and ${inquiryArchives.threadId} = ${inquiryThreads.id})`;
}

function selectThreads(db: Database, userId: string) {
  return db
    .select({
      thread: inquiryThreads,
      vendorName: vendors.name,
      buyerName: buyers.name,
      productName: products.nameZh,
      productNameEn: products.nameEn,
      archived: archivedBy(userId).mapWith(Boolean),
    })
    .from(inquiryThreads)
    .innerJoin(vendors, eq(vendors.id, inquiryThreads.vendorId))
    .innerJoin(buyers, eq(buyers.id, inquiryThreads.buyerUserId))
    .leftJoin(products, eq(products.id, inquiryThreads.productId));
}

type SelectedThread = {
  thread: ThreadRow;
  vendorName: string;
  buyerName: string;
  productName: string | null;
  productNameEn: string | null;
  archived: boolean;
};

function toRecord(row: SelectedThread): ThreadRecord {
  return {
    ...row.thread,
    vendorName: row.vendorName,
    buyerName: row.buyerName,
    productName: row.productName,
    productNameEn: row.productNameEn,
    archived: row.archived,
  };
}

export async function findThread(
  db: Database,
  id: string,
  userId: string,
): Promise<ThreadRecord | undefined> {
  const [row] = await selectThreads(db, userId).where(eq(inquiryThreads.id, id));
  return row && toRecord(row);
}

/** The thread row alone, locked: messages to one thread are written one after another. */
export async function lockThread(db: Database, id: string): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(inquiryThreads).where(eq(inquiryThreads.id, id)).for('update');
  return row;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Each view's condition; every one is one of the partial indexes' ranges (see inquiry-schema.ts). */
function viewCondition(scope: MailboxScope, view: InquiryView): SQL[] {
  const owner =
    scope.side === 'vendor'
      ? eq(inquiryThreads.vendorId, scope.vendorId ?? '')
      : eq(inquiryThreads.buyerUserId, scope.userId);
  const notArchived = notArchivedBy(scope.userId);
  const otherSideWrote = sql`${inquiryThreads.lastVendorMessageAt} is not null`;
  const unread =
    scope.side === 'vendor' ? sql`${inquiryThreads.vendorUnread}` : sql`${inquiryThreads.buyerUnread}`;
  switch (view) {
    case 'inbox':
      // Every thread reaches the vendor from the buyer; a buyer's inbox holds the answered ones.
      return scope.side === 'vendor' ? [owner, notArchived] : [owner, otherSideWrote, notArchived];
    case 'sent':
      return scope.side === 'vendor' ? [owner, otherSideWrote, notArchived] : [owner, notArchived];
    case 'unread':
      return [owner, unread, notArchived];
    case 'archived':
      return [owner, archivedBy(scope.userId)];
  }
}

export async function listThreads(
  db: Database,
  scope: MailboxScope,
  query: {
    page: number;
    pageSize: number;
    view: InquiryView;
    keyword?: string | undefined;
    oldestFirst: boolean;
  },
) {
  const where = viewCondition(scope, query.view);
  const keyword = inquirySearchForm(query.keyword ?? '');
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    where.push(
      sql`(${inquiryThreads.searchText} like ${pattern} or exists (select 1 from ${inquiryMessages} where ${inquiryMessages.threadId} = ${inquiryThreads.id} and ${inquiryMessages.searchText} like ${pattern}))`,
    );
  }
  const filter = and(...where);
  const direction = query.oldestFirst ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectThreads(db, scope.userId)
      .where(filter)
      .orderBy(direction(inquiryThreads.lastMessageAt), direction(inquiryThreads.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(inquiryThreads).where(filter),
  ]);
  return { totalCount: total?.count ?? 0, rows: rows.map(toRecord) };
}

export async function countUnread(db: Database, scope: MailboxScope): Promise<number> {
  const [row] = await db
    .select(countAll)
    .from(inquiryThreads)
    .where(and(...viewCondition(scope, 'unread')));
  return row?.count ?? 0;
}

export async function insertThread(
  db: Database,
  values: Omit<typeof inquiryThreads.$inferInsert, 'id' | 'searchText'>,
): Promise<string> {
  const [row] = await db
    .insert(inquiryThreads)
    .values({ ...values, searchText: inquirySearchForm(values.subject) })
    .returning({ id: inquiryThreads.id });
  if (!row) throw new Error('inquiry thread insert returned nothing');
  return row.id;
}

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

/** A message arrived: the thread's summary moves, the other side has something unread. */
export async function recordMessageOnThread(
  db: Database,
  threadId: string,
  message: { side: InquirySide; at: Date; preview: string },
): Promise<void> {
  const fromVendor = message.side === 'vendor';
  await db
    .update(inquiryThreads)
    .set({
      messageCount: sql`${inquiryThreads.messageCount} + 1`,
      lastMessageAt: message.at,
      lastSide: message.side,
      lastPreview: message.preview,
      ...(fromVendor
        ? { lastVendorMessageAt: message.at, buyerUnread: true, vendorUnread: false }
        : { vendorUnread: true, buyerUnread: false }),
    })
    .where(eq(inquiryThreads.id, threadId));
}

export async function setUnread(db: Database, threadId: string, side: InquirySide, unread: boolean) {
  await db
    .update(inquiryThreads)
    .set(side === 'vendor' ? { vendorUnread: unread } : { buyerUnread: unread })
    .where(eq(inquiryThreads.id, threadId));
}

export async function archiveThread(db: Database, userId: string, threadId: string, at: Date) {
  await db.insert(inquiryArchives).values({ userId, threadId, archivedAt: at }).onConflictDoNothing();
}

export async function unarchiveThread(db: Database, userId: string, threadId: string) {
  await db
    .delete(inquiryArchives)
    .where(and(eq(inquiryArchives.userId, userId), eq(inquiryArchives.threadId, threadId)));
}

/** A new message brings the thread back to the inbox of everyone who archived it, but its writer's. */
export async function unarchiveForOthers(db: Database, threadId: string, writerId: string) {
  await db
    .delete(inquiryArchives)
    .where(and(eq(inquiryArchives.threadId, threadId), sql`${inquiryArchives.userId} <> ${writerId}`));
}

/** The messages of a thread, oldest first, with their authors' names. */
export async function messagesOf(db: Database, threadId: string) {
  return db
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
    .where(eq(inquiryMessages.threadId, threadId))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
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

/** An active vendor a buyer may write to. */
export async function findActiveVendor(db: Database, vendorId: string) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.status, 'active')));
  return row;
}

/** A published product of that vendor. */
export async function findPublishedProduct(db: Database, productId: string, vendorId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.id, productId), eq(products.vendorId, vendorId), eq(products.status, 'published')),
    );
  return row;
}

export async function namesOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}
