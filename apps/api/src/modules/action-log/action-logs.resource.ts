import {
  type ActionLogEntry,
  actionLogEntrySchema,
  actionLogListQuerySchema,
} from '@portal/contracts/action-log';
import type { ResourceDefinition } from '../resources/resource-definition';
import { type ActionLogQuery, findActionLog, listActionLogs } from './action-log.repository';

/** ActionLogs through the generic pattern, read-only: its write calls answer 405. */
export const actionLogsResource: ResourceDefinition<ActionLogEntry, ActionLogQuery> = {
  path: 'ActionLogs',
  entityType: 'action-log',
  tag: 'action log',
  noun: 'action-log entry',
  readAccess: { permission: 'actionlog:read' },
  itemSchema: actionLogEntrySchema,
  listQuerySchema: actionLogListQuerySchema,
  list: (db, query) => listActionLogs(db, query),
  get: (db, id) => findActionLog(db, id),
};
