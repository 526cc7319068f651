import { z } from 'zod';
import { actionKinds, type EntityType, entityTypes } from './action-log-keys';
import { isoDateOrDateTimeSchema } from './iso-date';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { lineText } from './text';

export {
  type ActionKind,
  actionKinds,
  actionLogCsvExportLimit,
  actionLogExportLimit,
  type EntityType,
  entityTypes,
  entityTypeText,
  entityTypeTexts,
  isEntityType,
  redactedValue,
} from './action-log-keys';

export const entityTypeSchema = z.enum(entityTypes as [EntityType, ...EntityType[]]);

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
    keyword: listKeywordSchema,
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

export const exportFormatSchema = z.enum(['csv', 'xlsx']);
