import { mailPreferenceKinds, notificationKinds } from '@portal/contracts/notifications';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, users } from './schema';

/**
 * The bell: one row per recipient and event. `link` is a path inside the web app; `params` holds the
 * facts the web app writes the text from, in the reader's language. Both indexes start with the
 * recipient, so "my newest page" and "my unread count" stay one short index range whatever the table's
 * size (a person may hold 100 000); the unread one holds only unread rows.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    entityId: uuid('entity_id').notNull(),
    link: text('link').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.readAt} is null`),
    // The retention sweep: read rows by age.
    index('notifications_read_at_idx').on(t.readAt).where(sql`${t.readAt} is not null`),
  ],
);

/** Per person and kind: whether it also comes by mail. Only changes from the defaults are stored. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: mailPreferenceKinds }).notNull(),
    mail: boolean('mail').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
