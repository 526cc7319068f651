import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, users } from './schema';

// A list export too large to stream at once: the job's row, its progress, and the file it made.

/** One job-backed export; only its requester can read or download it. */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that asked: the job reads the list with that session's current access. */
    sessionId: uuid('session_id').notNull(),
    list: text('list').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    /** The list's filters and order as validated when asked for. */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    language: text('language', { enum: ['zh-Hant', 'en'] }).notNull(),
    /** The action context of the request, so the finished export is logged as its requester's. */
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    rowCount: integer('row_count').notNull().default(0),
    totalCount: integer('total_count').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('export_jobs_user_idx').on(t.userId, t.createdAt),
    index('export_jobs_expires_idx').on(t.expiresAt),
  ],
);

export type ExportJobRow = typeof exportJobs.$inferSelect;
