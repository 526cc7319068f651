import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, users } from './schema';
import { storedFiles } from './vendor-schema';

/**
 * Announcements. `visible_from` is when readers start to see a published item (its `publish_from`, or
 * the moment it was published when none was given); drafts have none. `search_text` holds the titles and
 * the bodies' text, NFKC and lower case, kept by the service on every write (the keyword is a `LIKE`).
 */
export const news = pgTable(
  'news',
  {
    id: id(),
    category: text('category', { enum: ['notice', 'event', 'regulation', 'system'] }).notNull(),
    audience: text('audience', { enum: ['everyone', 'vendors', 'buyers', 'staff'] }).notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull().default(''),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    publishFrom: timestamp('publish_from', { withTimezone: true }),
    publishUntil: timestamp('publish_until', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    searchText: text('search_text').notNull().default(''),
    /** Staff asked for the item to be mailed to its audience when it becomes visible. */
    mailAudience: boolean('mail_audience').notNull().default(false),
    /** When the audience mail was set going (once per item, whatever later saves say). */
    audienceMailQueuedAt: timestamp('audience_mail_queued_at', { withTimezone: true }),
    /** The last person a batch mailed (people go by id); the next batch starts after them. */
    audienceMailCursor: uuid('audience_mail_cursor'),
    audienceMailedAt: timestamp('audience_mailed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The board: one audience's published items, pinned first, then newest. The migration adds
    // `INCLUDE (publish_until)`, so a page walks the index alone (drizzle cannot declare it).
    index('news_board_idx')
      .on(t.audience, t.pinned.desc(), t.visibleFrom.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('news_created_idx').on(t.createdAt),
    // The published items expired at a moment, for the kept counts below (the scheduled ones are a range
    // of `news_board_idx`).
    index('news_expiry_idx')
      .on(t.audience, t.publishUntil)
      .where(sql`${t.status} = 'published' and ${t.publishUntil} is not null`),
    // The published items with a window: the only ones that can be scheduled later or expired at a
    // moment. Small, so a prepared statement's generic plan takes it whatever moment it is asked about.
    index('news_windowed_idx')
      .on(t.audience, t.category)
      .where(
        sql`${t.status} = 'published' and (${t.publishFrom} is not null or ${t.publishUntil} is not null)`,
      ),
    index('news_drafts_idx').on(t.audience).where(sql`${t.status} <> 'published'`),
    check(
      'news_window_order',
      sql`${t.publishUntil} is null or ${t.publishFrom} is null or ${t.publishUntil} > ${t.publishFrom}`,
    ),
    check('news_visible_when_published', sql`(${t.status} = 'published') = (${t.visibleFrom} is not null)`),
  ],
);

/**
 * What each person has read: one row per (person, announcement) opened. Keyed by the person first, so a
 * person's marks are one index range whatever the table's size.
 */
export const newsReads = pgTable(
  'news_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] }), index('news_reads_news_idx').on(t.newsId)],
);

/**
 * "Mark all read": everything visible from before `read_up_to` counts as read for that person, so the
 * button writes one row, not one per announcement.
 */
export const newsReadWatermarks = pgTable('news_read_watermarks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readUpTo: timestamp('read_up_to', { withTimezone: true }).notNull(),
});

/**
 * Published items per audience and category, whatever their window: kept by a trigger on `news` in the
 * writing statement's own transaction. Visible now = this less the published items scheduled later or
 * expired (two small index ranges), so a board's total never counts the whole board.
 */
export const newsPublishedCounts = pgTable(
  'news_published_counts',
  {
    audience: text('audience').notNull(),
    category: text('category').notNull(),
    published: integer('published').notNull(),
  },
  (t) => [primaryKey({ columns: [t.audience, t.category] })],
);

/**
 * Each person's read marks per audience of the item marked, kept by triggers on `news_reads` (and on
 * `news` when an item changes audience) in the writing statement's transaction. Unread = visible since
 * the watermark less the marks on visible items, without walking the person's marks.
 */
export const newsReadCounts = pgTable(
  'news_read_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull(),
    marks: integer('marks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.audience] })],
);

/**
 * Files attached to an announcement: documents uploaded through the files module (type read from the
 * bytes with `file-type`), in the order staff put them. Readers download them through the announcement,
 * so whoever may read it may read its files, and nobody else.
 */
export const newsAttachments = pgTable(
  'news_attachments',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.fileId] }), index('news_attachments_file_idx').on(t.fileId)],
);
