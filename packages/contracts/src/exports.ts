import { z } from 'zod';
import { exportFormatSchema } from './action-log';

export { exportFormatSchema };

/**
 * Exports of the lists (`GET /Exports/{list}`): the rows the list would show for the same filters and
 * order, every page of them, as CSV (UTF-8 with a byte-order mark) or Excel.
 */
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** Up to this many rows the file is streamed at once; above it the export runs as a job. */
export const exportDirectLimit = 10_000;
/** How long a finished job's file can be downloaded. */
export const exportLinkHours = 24;

/** The lists that export, by their path under `/Exports/`. */
export const exportLists = [
  'Users',
  'Vendors',
  'Applications',
  'Members',
  'Products',
  'Announcements',
  'Inquiries',
  'Meetings',
] as const;
export type ExportList = (typeof exportLists)[number];

export const exportJobStatuses = ['queued', 'running', 'done', 'failed'] as const;

/** A job-backed export, as its requester polls it (`GET /Exports/Jobs/{id}`). */
export const exportJobSchema = z.object({
  id: z.uuid(),
  list: z.enum(exportLists),
  format: exportFormatSchema,
  status: z.enum(exportJobStatuses),
  /** Rows written so far, and the rows the list held when the export was asked for. */
  rowCount: z.number().int().min(0),
  totalCount: z.number().int().min(0),
  fileName: z.string(),
  /** The failure's error code (translated by the web app), when `failed`. */
  errorCode: z.string().nullable(),
  createdTime: z.iso.datetime(),
  /** Until when the file can be downloaded (set once done). */
  expiresTime: z.iso.datetime().nullable(),
  /** False once the link expired. */
  downloadable: z.boolean(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** `202` of `GET /Exports/{list}` when the list holds more than `exportDirectLimit` rows. */
export const exportStartedSchema = z.object({ job: exportJobSchema });
export const exportJobParamsSchema = z.strictObject({ id: z.uuid() });
