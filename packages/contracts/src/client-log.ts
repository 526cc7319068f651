import { z } from 'zod';
import { isoDateOrDateTimeSchema, isoDateTimeSchema } from './iso-date';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { multilineText } from './text';

/** Longest `content` the error log accepts; the browser truncates before sending. */
export const maxClientLogContent = 4000;

/** What the web app sends to `POST /Log` when an uncaught browser error happens. */
export const clientLogInputSchema = z.strictObject({
  createdTime: isoDateTimeSchema,
  type: z.enum(['error', 'warning', 'info']),
  content: multilineText(maxClientLogContent, 1),
});
export type ClientLogInput = z.infer<typeof clientLogInputSchema>;

export const clientLogAcceptedSchema = z.object({ id: z.string().uuid() });

/** An entry of the browser error log as administrators read it (`GET /ClientLogs`). */
export const clientLogEntrySchema = z.object({
  id: z.uuid(),
  createdTime: z.iso.datetime(),
  receivedTime: z.iso.datetime(),
  type: z.enum(['error', 'warning', 'info']),
  content: z.string(),
  userId: z.uuid().nullable(),
  userAccount: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;

export const clientLogListQuerySchema = listQuerySchema({
  filters: {
    keyword: listKeywordSchema,
    userId: z.uuid(),
    type: z.enum(['error', 'warning', 'info']),
    /** Inclusive range on when the server received it: dates (Taiwan days) or date-times. */
    from: isoDateOrDateTimeSchema,
    to: isoDateOrDateTimeSchema,
  },
  sortable: ['receivedTime', 'type'],
});
export const clientLogListSchema = listResponseSchema(clientLogEntrySchema);
