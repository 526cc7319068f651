import { type InquirySide, type InquiryView, inquirySearchForm } from '@portal/contracts/inquiry';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  inquiryArchives,
  inquiryMailboxCounts,
  inquiryMessages,
  inquiryThreads,
} from '../../db/inquiry-schema';
import { products } from '../../db/product-schema';
import { users } from '../../db/schema';
import { vendors } from '../../db/vendor-schema';
import { countAll, offsetOf } from '../resources/list-sql';
import { readBy } from './inquiry-reads.repository';

export type ThreadRow = typeof inquiryThreads.$inferSelect;
export type ThreadRecord = ThreadRow & {
  vendorName: string;
  buyerName: string;
  productName: string | null;
  productNameEn: string | null;
  archived: boolean;
  /** Read by the person the record was read for (the vendor side's read state is each person's own). */
  readByMe: boolean;
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

/** Archived by the person, as `id in (…)`: the planner starts from the person's few archives. */
function archivedIn(userId: string): SQL {
  return sql`${inquiryThreads.id} in (select ${inquiryArchives.threadId} from ${inquiryArchives} where ${inquiryArchives.userId} = ${userId})`;
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
      readByMe: readBy(userId, inquiryThreads).mapWith(Boolean),
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
  readByMe: boolean;
};

function toRecord(row: SelectedThread): ThreadRecord {
  return {
    ...row.thread,
    vendorName: row.vendorName,
    buyerName: row.buyerName,
    productName: row.productName,
    productNameEn: row.productNameEn,
    archived: row.archived,
    readByMe: row.readByMe,
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

/** The mailbox's threads: a vendor's, or a buyer's own. */
function ownerOf(scope: MailboxScope): SQL {
  return scope.side === 'vendor'
    ? eq(inquiryThreads.vendorId, scope.vendorId ?? '')
    : eq(inquiryThreads.buyerUserId, scope.userId);
}

/**
 * What a view holds beyond its owner and the archive rule (null: every thread), and which kept count is
 * its size (see `inquiryMailboxCounts`; the vendor side's unread view is counted per person apart).
 */
function viewFilter(scope: MailboxScope, view: Exclude<InquiryView, 'archived'>) {
  const otherSideWrote = sql`${inquiryThreads.lastVendorMessageAt} is not null`;
  const unread =
    scope.side === 'vendor'
      ? sql`not ${readBy(scope.userId, inquiryThreads)}`
      : sql`${inquiryThreads.buyerUnread}`;
  // Every thread reaches the vendor from the buyer; a buyer's inbox holds the answered ones.
  const answeredView = scope.side === 'vendor' ? 'sent' : 'inbox';
  if (view === 'unread') return { filter: unread, kept: inquiryMailboxCounts.unread };
  if (view === answeredView) return { filter: otherSideWrote, kept: inquiryMailboxCounts.answered };
  return { filter: null, kept: inquiryMailboxCounts.threads };
}

/** Each view's condition. Archived threads are the person's own few, read from their archives. */
function viewCondition(scope: MailboxScope, view: InquiryView): SQL[] {
  if (view === 'archived') return [ownerOf(scope), archivedIn(scope.userId)];
  const { filter } = viewFilter(scope, view);
  return [ownerOf(scope), ...(filter ? [filter] : []), notArchivedBy(scope.userId)];
}

/**
 * A view's size without a keyword: the mailbox's kept count less the person's own archives in that
 * view (a walk of their archives, not of the mailbox). The archived view counts the archives alone.
 */
async function countView(db: Database, scope: MailboxScope, view: InquiryView): Promise<number> {
  const archived = db
    .select({ n: sql<number>`count(*)::int` })
    .from(inquiryArchives)
    .innerJoin(inquiryThreads, eq(inquiryThreads.id, inquiryArchives.threadId))
    .where(
      and(
        eq(inquiryArchives.userId, scope.userId),
        ownerOf(scope),
        view === 'archived' ? undefined : (viewFilter(scope, view).filter ?? undefined),
      ),
    );
  if (view === 'archived') {
    const [row] = await archived;
    return row?.n ?? 0;
  }
  const partyId = scope.side === 'vendor' ? (scope.vendorId ?? '') : scope.userId;
  const [row] = await db
    .select({
      n: sql<number>`coalesce((select ${viewFilter(scope, view).kept} from ${inquiryMailboxCounts} where ${and(
        eq(inquiryMailboxCounts.side, scope.side),
        eq(inquiryMailboxCounts.partyId, partyId),
      )}), 0) - (${archived})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row?.n ?? 0;
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
    /** The person's unread count, already known: the unread view's size. */
    unreadCount: number;
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
  // The indexes are `desc nulls last`; a bare `desc` means `nulls first` and no index gives that order,
  // so PostgreSQL read and sorted the whole mailbox. Both columns are never null: the order is the same.
  const direction = query.oldestFirst ? sql.raw('asc nulls first') : sql.raw('desc nulls last');
  const order = [sql`${inquiryThreads.lastMessageAt} ${direction}`, sql`${inquiryThreads.id} ${direction}`];
  // The page's ids alone first: one walk of the view's index in order that stops at the page; the names
  // are joined to those rows only, whatever plan the joins would otherwise get.
  const page = db
    .select({ id: inquiryThreads.id })
    .from(inquiryThreads)
    .where(filter)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .as('page');
  const [rows, total] = await Promise.all([
    selectThreads(db, scope.userId)
      .innerJoin(page, eq(page.id, inquiryThreads.id))
      .orderBy(...order),
    keyword
      ? db
          .select(countAll)
          .from(inquiryThreads)
          .where(filter)
          .then(([row]) => row?.count ?? 0)
      : query.view === 'unread'
        ? query.unreadCount
        : countView(db, scope, query.view),
  ]);
  return { totalCount: total, rows: rows.map(toRecord) };
}

/** A buyer's unread count: their kept figure less their archives (a vendor's people count their own). */
export async function countBuyerUnread(db: Database, scope: MailboxScope): Promise<number> {
  return countView(db, scope, 'unread');
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

/** A message arrived: the thread's summary moves; from the vendor, the buyer has something unread. */
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
      ...(fromVendor ? { lastVendorMessageAt: message.at, buyerUnread: true } : { buyerUnread: false }),
    })
    .where(eq(inquiryThreads.id, threadId));
}

export async function setBuyerUnread(db: Database, threadId: string, unread: boolean) {
  await db.update(inquiryThreads).set({ buyerUnread: unread }).where(eq(inquiryThreads.id, threadId));
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
