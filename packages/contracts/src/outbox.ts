import { z } from 'zod';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';

export const outboxStatuses = ['queued', 'sent', 'failed', 'stored'] as const;

/**
 * A mail or SMS in the outbox (`GET /Outbox`). `stored` means no transport is configured: the outbox is
 * the delivery. The body of a message carrying a code or a link is never answered (`bodyHidden`).
 */
export const outboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  template: z.string(),
  language: z.enum(['zh-Hant', 'en']),
  subject: z.string().nullable(),
  bodyText: z.string().nullable(),
  bodyHidden: z.boolean(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdTime: z.iso.datetime(),
  sentTime: z.iso.datetime().nullable(),
  /** Whether `POST /Outbox/{id}/Resend` can send it again (its body is still kept). */
  resendable: z.boolean(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListQuerySchema = listQuerySchema({
  filters: {
    keyword: listKeywordSchema,
    channel: z.enum(['email', 'sms']),
    status: z.enum(outboxStatuses),
    template: z.string().trim().max(50),
    from: z.iso.datetime({ offset: true }).or(z.iso.date()),
    to: z.iso.datetime({ offset: true }).or(z.iso.date()),
  },
  sortable: ['createdTime', 'status', 'recipient'],
});
export const outboxListSchema = listResponseSchema(outboxMessageSchema);

/** `POST /Outbox/{id}/Resend`: a new copy is queued; the original stays as it was. */
export const outboxResentSchema = z.object({ id: z.uuid(), status: z.enum(outboxStatuses) });
