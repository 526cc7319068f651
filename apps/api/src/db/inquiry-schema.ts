import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './product-schema';
import { createdAt, id, users } from './schema';
import { storedFiles, vendorMembers, vendors } from './vendor-schema';

/**
 * An inquiry: a buyer writes to a vendor, optionally about one of its products. The thread carries what
 * its lists read, kept by the service on every message: the last message's time and side, a preview, and
 * the buyer's read state (the buyer is one person; each of the vendor's answerers has their own, in
 * `inquiry_reads`). Every list is one index range in `last_message_at` order, whatever the vendor's
 * number of threads.
 */
export const inquiryThreads = pgTable(
  'inquiry_threads',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    /** The subject, NFKC and lower case (the keyword is a `LIKE`). */
    searchText: text('search_text').notNull(),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastSide: text('last_side', { enum: ['buyer', 'vendor'] }).notNull(),
    lastPreview: text('last_preview').notNull().default(''),
    /** Set once the vendor side wrote: the vendor's "sent" view and the buyer's inbox. */
    lastVendorMessageAt: timestamp('last_vendor_message_at', { withTimezone: true }),
    buyerUnread: boolean('buyer_unread').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiry_threads_vendor_idx').on(t.vendorId, t.lastMessageAt.desc(), t.id.desc()),
    index('inquiry_threads_vendor_sent_idx')
      .on(t.vendorId, t.lastMessageAt.desc(), t.id.desc())
      .where(sql`${t.lastVendorMessageAt} is not null`),
    index('inquiry_threads_buyer_idx').on(t.buyerUserId, t.lastMessageAt.desc(), t.id.desc()),
    index('inquiry_threads_buyer_inbox_idx')
      .on(t.buyerUserId, t.lastMessageAt.desc(), t.id.desc())
      .where(sql`${t.lastVendorMessageAt} is not null`),
    index('inquiry_threads_buyer_unread_idx')
      .on(t.buyerUserId, t.lastMessageAt.desc(), t.id.desc())
      .where(sql`${t.buyerUnread}`),
    index('inquiry_threads_product_idx').on(t.productId),
  ],
);

/** The messages of a thread, oldest first (one index range per thread). */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => inquiryThreads.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['buyer', 'vendor'] }).notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The body, NFKC and lower case. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiry_messages_thread_idx').on(t.threadId, t.createdAt, t.id),
    index('inquiry_messages_author_idx').on(t.authorUserId),
  ],
);

/** Files attached to a message (documents of the files module), in the order the writer put them. */
export const inquiryAttachments = pgTable(
  'inquiry_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => inquiryMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.fileId] }),
    index('inquiry_attachments_file_idx').on(t.fileId),
  ],
);

/** Archive is for one person only: the thread leaves that person's lists, nobody else's. */
export const inquiryArchives = pgTable(
  'inquiry_archives',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => inquiryThreads.id, { onDelete: 'cascade' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.threadId] }),
    index('inquiry_archives_thread_idx').on(t.threadId),
  ],
);

/**
 * What each of a vendor's answerers has read: a thread is read by them while `read_messages` (how many of
 * its messages they had seen) reaches its `message_count`; opening it, or writing in it, moves the mark to
 * its last message. A count, not a time: two messages in one instant stay two. A colleague's message is
 * new to the others, as the buyer's is.
 */
export const inquiryReads = pgTable(
  'inquiry_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => inquiryThreads.id, { onDelete: 'cascade' }),
    readMessages: integer('read_messages').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId] }), index('inquiry_reads_thread_idx').on(t.threadId)],
);

/**
 * Each answerer's unread count in their vendor's mailbox (archived threads aside), moved by the service
 * in the transaction of every message, opening, archive and read mark. A row is made by counting on first
 * need, and dropped by triggers whenever what it rests on changes wholesale: the person's membership or
 * right to answer, or a thread deleted (hand-written SQL of the migration).
 */
export const inquiryUnreadCounts = pgTable('inquiry_unread_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull(),
});

/**
 * Members (role `member`) an owner allows to answer inquiries; owners and managers always may. Keyed by
 * the membership, so leaving the vendor (or being removed) takes the right away with it.
 */
export const inquiryAnswerers = pgTable(
  'inquiry_answerers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => vendorMembers.userId, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('inquiry_answerers_vendor_idx').on(t.vendorId)],
);

/**
 * A pending digest mail: one row per thread and recipient, made by the first message the recipient has
 * not been mailed about; the job due at `due_at` mails everything since `since` and removes the row. So a
 * recipient gets at most one mail per thread per digest window, however many messages come.
 */
export const inquiryDigests = pgTable(
  'inquiry_digests',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => inquiryThreads.id, { onDelete: 'cascade' }),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.recipientUserId] }),
    index('inquiry_digests_due_idx').on(t.dueAt),
    index('inquiry_digests_recipient_idx').on(t.recipientUserId),
  ],
);

/**
 * Each mailbox's kept counts, kept by triggers on `inquiry_threads` in the writing statement's own
 * transaction (hand-written SQL of the migration): per vendor (`side` 'vendor', `party_id` the vendor)
 * and per buyer (`side` 'buyer', `party_id` the buyer). `answered`: threads the vendor side wrote in (the
 * vendor's sent view, the buyer's inbox); `unread`: unread for the buyer (0 on a vendor's row: each of its
 * answerers has their own, `inquiry_unread_counts`). A list's count is the kept figure less the caller's
 * own archives, so no count walks a vendor's threads.
 */
export const inquiryMailboxCounts = pgTable(
  'inquiry_mailbox_counts',
  {
    side: text('side', { enum: ['buyer', 'vendor'] }).notNull(),
    partyId: uuid('party_id').notNull(),
    threads: integer('threads').notNull(),
    answered: integer('answered').notNull(),
    unread: integer('unread').notNull(),
  },
  (t) => [primaryKey({ columns: [t.side, t.partyId] })],
);
