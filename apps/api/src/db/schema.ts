import { sql } from 'drizzle-orm';
import {
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
import { newId } from '../lib/uuid-v7';
import type { MailAttachment } from '../modules/messaging/mail-attachment';

// UUID v7: time-ordered (index friendly) and not guessable from a neighbour's id.
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => newId());
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    account: text('account').notNull(),
    name: text('name').notNull(),
    /** Stored lower-case (NFKC); unique among users. */
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    pendingEmail: text('pending_email'),
    /** E.164, e.g. +886912345678. */
    mobile: text('mobile'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    pendingMobile: text('pending_mobile'),
    jobTitle: text('job_title'),
    avatarUrl: text('avatar_url'),
    language: text('language', { enum: ['zh-Hant', 'en'] })
      .notNull()
      .default('zh-Hant'),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** Failed sign-ins since the last success (lockout grows with it). */
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What a search for a person reads: name, account and e-mail in the search form (NFKC, lower case),
     * kept by PostgreSQL. Its companion `search_bigrams` (every two neighbouring characters, GIN-indexed,
     * hand-written in the migration as the catalogue's) finds a name part among 100 000 people without
     * reading them all; `ilike` over every row cost 40 ms a query (docs/performance.md).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(`lower(normalize(name || chr(31) || account || chr(31) || coalesce(email, ''), NFKC))`),
    ),
  },
  (t) => [
    uniqueIndex('users_account_lower_key').on(sql`lower(${t.account})`),
    uniqueIndex('users_email_key').on(t.email),
    // The administrators' list, newest first by default (read backwards for `created_at desc, id desc`).
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

/** A signed-in device: the access token names one; ending it makes the token worthless at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** 6-digit codes sent by mail or SMS; only a keyed hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    purpose: text('purpose', {
      enum: ['signup', 'email-change', 'mobile-change', 'password-reset'],
    }).notNull(),
    /** The address the code went to (e-mail or E.164). */
    target: text('target').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target, t.createdAt)],
);

/** Short-lived single-use tickets between the steps of a flow (sign-up, reset, social link). */
export const authTickets = pgTable('auth_tickets', {
  id: id(),
  purpose: text('purpose', { enum: ['signup', 'password-reset', 'social-link'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  target: text('target').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

export const captchas = pgTable('captchas', {
  id: id(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** PDPA and marketing consents: what was agreed, which version, when and from where. */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pdpa', 'marketing'] }).notNull(),
    version: text('version').notNull(),
    granted: boolean('granted').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

export const buyerProfiles = pgTable('buyer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company: text('company').notNull().default(''),
  industry: text('industry').notNull().default(''),
  interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
  address: text('address').notNull().default(''),
  updatedAt: updatedAt(),
});

export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identities_user_idx').on(t.userId)],
);

/** Secrets the portal generates itself and shares between its instances (e.g. the token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Every mail and SMS: queued here, delivered by a job with retries, kept as the outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    language: text('language', { enum: ['zh-Hant', 'en'] }).notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** Carries a code or a link: its body is blanked once delivered. */
    sensitive: boolean('sensitive').notNull().default(false),
    /** Files sent with the mail (a meeting's `.ics`): name, type and text content. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'stored'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_status_idx').on(t.status),
  ],
);

/**
 * Roles are data; `permissions` holds `resource:action` names, `*` meaning every permission.
 * Built-in roles carry a `code` the code relies on; roles administrators create have none.
 */
export const roles = pgTable('roles', {
  id: id(),
  code: text('code').unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  description: text('description').notNull().default(''),
  /** The description in English; empty shows the Chinese one. Built-in roles carry both. */
  descriptionEn: text('description_en').notNull().default(''),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  isSystem: boolean('is_system').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Uncaught browser errors reported by the web app (`POST /Log`). */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: id(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type', { enum: ['error', 'warning', 'info'] }).notNull(),
    content: text('content').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('client_logs_received_at_idx').on(t.receivedAt)],
);

/**
 * The action log: one entry per change, written in the change's own transaction, plus sign-ins and
 * refusals. Append-only: a trigger refuses updates, and deletes except the retention job's.
 * No foreign key to users, so an entry outlives anything it mentions.
 */
export const actionLogs = pgTable(
  'action_logs',
  {
    id: id(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id'),
    actorAccount: text('actor_account'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
  },
  (t) => [
    // (created_at, id): the list's own order (newest first, id breaking ties), walked index-only to pick
    // a page's ids; also the retention's range.
    index('action_logs_created_id_idx').on(t.createdAt, t.id),
    index('action_logs_entity_idx').on(t.entityType, t.entityId),
    index('action_logs_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/** Settings edited on the configuration page: one JSON document per key (`portal` for the main one). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by'),
});

/**
 * Rate-limit counters, shared by every instance: hits of one key (limit, caller) in one fixed window.
 * `expires_at` is the window's end; expired rows are swept by the limiter.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Devices that signed in to an account with its password (OWASP device cookies): the browser keeps a
 * signed cookie naming the row. Failures from such a device lock the device, not the account.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);
