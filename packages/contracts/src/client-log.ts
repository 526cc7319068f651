import { z } from 'zod';

/** Longest `content` the error log accepts; the browser truncates before sending. */
export const maxClientLogContent = 4000;

/** What the web app sends to `POST /Log` when an uncaught browser error happens. */
export const clientLogInputSchema = z.strictObject({
  createdTime: z.iso.datetime({ offset: true }),
  type: z.enum(['error', 'warning', 'info']),
  content: z.string().min(1).max(maxClientLogContent),
});
export type ClientLogInput = z.infer<typeof clientLogInputSchema>;

export const clientLogAcceptedSchema = z.object({ id: z.string().uuid() });
