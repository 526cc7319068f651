import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, users } from './schema';

// The vendor feature's tables: vendors and their people, applications with their timeline and
// documents, uploaded files, and the registry cache. The identity and back-office tables are in schema.ts.

/** A supplier company on the register, with its company data and what the registry last said of it. */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    /** 統一編號, 8 digits; never changes once registered. */
    ubn: text('ubn').notNull().unique(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    address: text('address'),
    phone: text('phone'),
    website: text('website'),
    /** NTD. */
    capital: bigint('capital', { mode: 'number' }),
    representative: text('representative'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    contact: jsonb('contact').$type<VendorContact>(),
    /** registered: on the register; certified: 合格供應商 after an upgrade audit. */
    level: text('level', { enum: ['registered', 'certified'] })
      .notNull()
      .default('registered'),
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    /** The registry re-check: when, what it said (mapped record), and whether it no longer looks active. */
    registryCheckedAt: timestamp('registry_checked_at', { withTimezone: true }),
    registryStatus: text('registry_status', { enum: ['active', 'suspended', 'revoked', 'other'] }),
    registryFlagged: boolean('registry_flagged').notNull().default(false),
    registrySnapshot: jsonb('registry_snapshot').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendors_created_idx').on(t.createdAt, t.id)],
);

export interface VendorContact {
  name: string;
  contact_Title: string | null;
  position: string | null;
  email: string;
  mobile: string;
}

/** A person belongs to at most one vendor at a time, with a role inside it. */
export const vendorMembers = pgTable(
  'vendor_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'manager', 'member'] }).notNull(),
    /** The person's job title inside this vendor (set by its owners and managers). */
    jobTitle: text('job_title'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_members_vendor_idx').on(t.vendorId),
    // The member list's default order (newest first) and its role filter, read within one vendor.
    index('vendor_members_vendor_created_idx').on(t.vendorId, t.createdAt, t.userId),
    index('vendor_members_vendor_role_idx').on(t.vendorId, t.role),
  ],
);

/**
 * People per vendor, kept by a trigger on `vendor_members` in the writing statement's own transaction:
 * the member list's total without a search or role filter reads this row instead of counting them all.
 */
export const vendorMemberCounts = pgTable('vendor_member_counts', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  members: integer('members').notNull(),
});

/**
 * An invitation to join a vendor, bound to one e-mail address. Only the SHA-256 of the link's token is
 * kept; resending replaces it (the old link dies). At most one pending invitation per vendor and address.
 */
export const vendorInvitations = pgTable(
  'vendor_invitations',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** NFKC, lower case. */
    email: text('email').notNull(),
    name: text('name'),
    role: text('role', { enum: ['owner', 'manager', 'member'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'revoked'] })
      .notNull()
      .default('pending'),
    language: text('language', { enum: ['zh-Hant', 'en'] }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the current link was mailed (the first send or the latest resend); the daily limits count it. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_invitations_one_pending').on(t.vendorId, t.email).where(sql`${t.status} = 'pending'`),
    index('vendor_invitations_vendor_sent_idx').on(t.vendorId, t.sentAt),
    index('vendor_invitations_email_sent_idx').on(t.email, t.sentAt),
  ],
);

/** A signed-in person's request to join a vendor; owners and managers decide it. One pending per person. */
export const vendorJoinRequests = pgTable(
  'vendor_join_requests',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status', { enum: ['pending', 'accepted', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    /** The role given on acceptance. */
    role: text('role', { enum: ['owner', 'manager', 'member'] }),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_join_requests_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('vendor_join_requests_vendor_idx').on(t.vendorId, t.status, t.createdAt),
    index('vendor_join_requests_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A vendor application (`apply`) or upgrade request (`upgrade`). Each submission is its own row; a
 * resubmission points at the rejected one (`previous_id`). At most one pending row per applicant and kind.
 */
export const vendorApplications = pgTable(
  'vendor_applications',
  {
    id: id(),
    kind: text('kind', { enum: ['apply', 'upgrade'] }).notNull(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** upgrade: the vendor asking; apply: the vendor created on acceptance. */
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    previousId: uuid('previous_id'),
    ubn: text('ubn').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    /** The company fields as typed (contracts' CompanyFields). */
    company: jsonb('company').$type<Record<string, unknown>>().notNull(),
    /** The registry's mapped record at submission, or null. */
    registrySnapshot: jsonb('registry_snapshot').$type<Record<string, unknown>>(),
    registryVerified: boolean('registry_verified').notNull().default(false),
    notes: text('notes'),
    rejectReason: text('reject_reason'),
    auditorId: uuid('auditor_id').references(() => users.id, { onDelete: 'set null' }),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the audit queue's keyword searches: company name, UBN, contact name and e-mail, NFKC and
     * lower case, split by U+001F so no match spans two of them. Kept by PostgreSQL: a plain LIKE on
     * it is several times cheaper than ILIKE on four values read out of the JSON.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `lower(normalize(coalesce(company->>'name', '') || chr(31) || ubn || chr(31) || ` +
          `coalesce(company->'contact'->>'name', '') || chr(31) || coalesce(company->'contact'->>'email', ''), NFKC))`,
      ),
    ),
  },
  (t) => [
    uniqueIndex('vendor_applications_one_pending')
      .on(t.applicantId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    // The queue's order with its tie-breaker: a deep page skips index entries, never sorts the queue.
    index('vendor_applications_queue_idx').on(t.status, t.createdAt, t.id),
    index('vendor_applications_applicant_idx').on(t.applicantId, t.createdAt),
  ],
);

/** The timeline of an application: submitted, withdrawn, accepted, rejected (with the reason as note). */
export const vendorApplicationEvents = pgTable(
  'vendor_application_events',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => vendorApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['submitted', 'withdrawn', 'accepted', 'rejected'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_application_events_app_idx').on(t.applicationId, t.createdAt)],
);

/**
 * An uploaded file: its bytes live in the storage adapter under `storage_key`; the type was read from
 * the content (never the name or the Content-Type the browser sent).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: ['vendor-document', 'consultation-file'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId, t.createdAt)],
);

/** The documents attached to an application. */
export const vendorApplicationDocuments = pgTable(
  'vendor_application_documents',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => vendorApplications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.fileId] }),
    index('vendor_app_docs_file_idx').on(t.fileId),
  ],
);

/** Registry answers cached for a day (found or not found; an unreachable registry is never cached). */
export const registryLookups = pgTable('registry_lookups', {
  ubn: text('ubn').primaryKey(),
  found: boolean('found').notNull(),
  /** The mapped company when found. */
  company: jsonb('company').$type<Record<string, unknown>>(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
