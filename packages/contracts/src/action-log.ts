import { z } from 'zod';
import { isoDateOrDateTimeSchema } from './iso-date';
import { listQuerySchema, listResponseSchema } from './list';
import { lineText } from './text';

/**
 * What an action-log entry says was done. Record changes use create / update / delete; the rest are
 * events worth an entry of their own.
 */
export const actionKinds = [
  'create',
  'update',
  'delete',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'access-denied',
  'password-changed',
  'password-reset',
  'sessions-ended',
  'resend',
  'export',
] as const;
export type ActionKind = (typeof actionKinds)[number];

/** Values in `before` / `after` that held a secret read this instead. */
export const redactedValue = '[REDACTED]';

export const actionLogEntrySchema = z.object({
  id: z.uuid(),
  createdTime: z.iso.datetime(),
  actorId: z.uuid().nullable(),
  /** The actor's account when the entry was written (kept even if the account changes later). */
  actorAccount: z.string().nullable(),
  action: z.enum(actionKinds),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type ActionLogEntry = z.infer<typeof actionLogEntrySchema>;

export const actionLogListQuerySchema = listQuerySchema({
  filters: {
    keyword: lineText(100),
    actorId: z.uuid(),
    entityType: lineText(50),
    entityId: lineText(100),
    action: z.enum(actionKinds),
    /** Inclusive range on `createdTime`, ISO dates or date-times. */
    from: isoDateOrDateTimeSchema,
    to: isoDateOrDateTimeSchema,
  },
  sortable: ['createdTime', 'action', 'entityType'],
});
export type ActionLogListQuery = z.input<typeof actionLogListQuerySchema>;
export const actionLogListSchema = listResponseSchema(actionLogEntrySchema);

/** `GET /ActionLogs/Export?format=csv|xlsx&condition=…`: the filtered entries as a file (at most this many). */
export const actionLogExportLimit = 50_000;
export const exportFormatSchema = z.enum(['csv', 'xlsx']);
