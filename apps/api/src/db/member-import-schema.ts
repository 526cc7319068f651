import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, users } from './schema';
import { vendorInvitations, vendors } from './vendor-schema';

// Bulk import of a vendor's people: a preview (one row per sheet row, with its verdict) that applying
// turns into invitations, row by row, each row marked done in the transaction that creates its invitation.

/** One upload or sheet read: owned by its vendor and its uploader; expires unless applied. */
export const memberImports = pgTable(
  'member_imports',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The rank the uploader acted with (their vendor role, or owner for staff with vendors:write). */
    acting: text('acting', { enum: ['owner', 'manager', 'member'] }).notNull(),
    source: text('source', { enum: ['file', 'sheets'] }).notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['preview', 'queued', 'running', 'done'] })
      .notNull()
      .default('preview'),
    totalRows: integer('total_rows').notNull(),
    /** Rows per verdict at preview time. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    unknownColumns: jsonb('unknown_columns').$type<string[]>().notNull(),
    /** The `invite` rows, and how many of them are done or failed (kept with each row's transaction). */
    inviteRows: integer('invite_rows').notNull(),
    doneRows: integer('done_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    /** The action context of the apply call, so the job logs each invitation as its requester. */
    applyContext: jsonb('apply_context').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** The worker's last step: a stalled import (its process died) is picked up again after a while. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('member_imports_vendor_idx').on(t.vendorId, t.createdAt),
    index('member_imports_status_idx').on(t.status, t.heartbeatAt),
  ],
);

export interface ImportProblemRecord {
  field?: string;
  code: string;
  params?: Record<string, string | number>;
}

/** One sheet row: its cells as read (normalised), its verdict, and what applying did with it. */
export const memberImportRows = pgTable(
  'member_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => memberImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    jobTitle: text('job_title').notNull(),
    role: text('role').notNull(),
    verdict: text('verdict', {
      enum: ['invite', 'member', 'otherVendor', 'pending', 'duplicate', 'invalid'],
    }).notNull(),
    state: text('state', { enum: ['waiting', 'done', 'failed', 'skipped'] }).notNull(),
    problems: jsonb('problems').$type<ImportProblemRecord[]>().notNull(),
    invitationId: uuid('invitation_id').references(() => vendorInvitations.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber] }),
    index('member_import_rows_state_idx').on(t.importId, t.state, t.rowNumber),
  ],
);
