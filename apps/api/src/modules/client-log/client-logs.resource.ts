import {
  type ClientLogEntry,
  clientLogEntrySchema,
  clientLogListQuerySchema,
} from '@portal/contracts/client-log';
import type { ResourceDefinition } from '../resources/resource-definition';
import { type ClientLogQuery, findClientLog, listClientLogs } from './client-log.repository';

/** The browser error log (`POST /Log` entries) for administrators: read-only. */
export const clientLogsResource: ResourceDefinition<ClientLogEntry, ClientLogQuery> = {
  path: 'ClientLogs',
  entityType: 'client-log',
  tag: 'system',
  noun: 'browser error report',
  readAccess: { permission: 'clientlog:read' },
  itemSchema: clientLogEntrySchema,
  listQuerySchema: clientLogListQuerySchema,
  list: (db, query) => listClientLogs(db, query),
  get: (db, id) => findClientLog(db, id),
};
