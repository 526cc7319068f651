import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, users } from './schema';
import { storedFiles } from './vendor-schema';

/**
 * A consultation: one question a person asks the association, and its answers. `state` follows the last
 * post (staff: answered, the asker: open) until someone closes it. `search_text` holds the subject and
 * every post's text, NFKC and lower case, kept by the service on every post (the keyword is a `LIKE`).
 * `staff_mailed_at` is when staff were last mailed about the case (at most one mail per case per window).
 */
export const consultations = pgTable(
  'consultations',
  {
    id: id(),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    state: text('state', { enum: ['open', 'answered', 'closed'] }).notNull(),
    searchText: text('search_text').notNull().default(''),
    postCount: integer('post_count').notNull().default(0),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    staffMailedAt: timestamp('staff_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // "My cases", newest activity first; and staff's queue by state.
    index('consultations_asker_idx').on(t.askerId, t.lastPostAt.desc(), t.id.desc()),
    index('consultations_state_idx').on(t.state, t.lastPostAt.desc(), t.id.desc()),
    index('consultations_last_post_idx').on(t.lastPostAt.desc(), t.id.desc()),
  ],
);

/** The posts of a case, oldest first: the question, the answers and the replies, each with an optional file. */
export const consultationPosts = pgTable(
  'consultation_posts',
  {
    id: id(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by staff answering for the association (not by the asker). */
    fromAssociation: boolean('from_association').notNull(),
    content: text('content').notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consultation_posts_case_idx').on(t.consultationId, t.createdAt),
    index('consultation_posts_file_idx').on(t.fileId).where(sql`${t.fileId} is not null`),
  ],
);
