import { z } from 'zod';

export const errorItemSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** Facts the web app may act on, e.g. the existing vendor of VENDOR_ALREADY_EXISTS (`vendorId`, `vendorName`). */
  data: z.record(z.string(), z.string()).optional(),
});
export type ErrorItem = z.infer<typeof errorItemSchema>;

/** The one error body every failing API call answers. */
export const errorBodySchema = z.object({
  errors: z.array(errorItemSchema).min(1),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
