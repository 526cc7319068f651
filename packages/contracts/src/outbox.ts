import { z } from 'zod';
import { isoDateOrDateTimeSchema } from './iso-date';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { outboxStatuses } from './outbox-keys';
import { lineText } from './text';

export { outboxStatuses } from './outbox-keys';

/**
 * A mail or SMS in the outbox (`GET /Outbox`). `stored` means no transport is configured: the outbox is
 * the delivery. The body of a message carrying a code or a link is answered only while its channel has
 * no transport (the outbox is then the only mailbox); otherwise it is hidden (`bodyHidden`).
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
    template: lineText(50),
    from: isoDateOrDateTimeSchema,
    to: isoDateOrDateTimeSchema,
  },
  sortable: ['createdTime', 'status', 'recipient'],
});
export const outboxListSchema = listResponseSchema(outboxMessageSchema);

/** `POST /Outbox/{id}/Resend`: a new copy is queued; the original stays as it was. */
export const outboxResentSchema = z.object({ id: z.uuid(), status: z.enum(outboxStatuses) });

/**
 * `GET /Outbox/Delivery`: how each channel is delivered. `outbox` means nothing is sent: the messages
 * stay in the outbox, shown in full to its readers.
 */
export const outboxDeliverySchema = z.object({
  email: z.enum(['smtp', 'outbox']),
  sms: z.enum(['mitake', 'every8d', 'outbox']),
});
export type OutboxDelivery = z.infer<typeof outboxDeliverySchema>;
