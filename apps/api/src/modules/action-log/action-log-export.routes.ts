import {
  type ActionLogEntry,
  actionLogExportLimit,
  actionLogListQuerySchema,
  entityTypeText,
  exportFormatSchema,
} from '@portal/contracts/action-log';
import type { Language } from '@portal/contracts/i18n';
import { taipeiToday } from '@portal/contracts/taipei-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { spreadsheetContentTypes, toCsv, toXlsx } from '../../lib/spreadsheet-export';
import { actionContextOf, recordAction } from './action-log.recorder';
import { selectActionLogsForExport } from './action-log.repository';

const headers: Record<Language, string[]> = {
  'zh-Hant': [
    '時間',
    '操作者',
    '動作',
    '資料類型',
    '資料編號',
    '變更前',
    '變更後',
    'IP',
    '瀏覽器',
    '請求編號',
  ],
  en: [
    'Time',
    'Actor',
    'Action',
    'Entity type',
    'Entity id',
    'Before',
    'After',
    'IP',
    'User agent',
    'Request id',
  ],
};

// Times in the file read as Taiwan time, the association's clock.
const taipeiTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Taipei',
  dateStyle: 'short',
  timeStyle: 'medium',
});

function toRow(entry: ActionLogEntry, language: Language) {
  return [
    taipeiTime.format(new Date(entry.createdTime)),
    entry.actorAccount,
    entry.action,
    entityTypeText(entry.entityType, language),
    entry.entityId,
    entry.before ? JSON.stringify(entry.before) : '',
    entry.after ? JSON.stringify(entry.after) : '',
    entry.ip,
    entry.userAgent,
    entry.requestId,
  ];
}

const exportQuerySchema = actionLogListQuerySchema
  .pick({ condition: true, sortings: true })
  .extend({ format: exportFormatSchema.default('csv') });

/** `GET /ActionLogs/Export`: the filtered entries as CSV or XLSX (formula-like cells escaped). */
export const actionLogExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/ActionLogs/Export',
    {
      config: { access: { permission: 'actionlog:read' } },
      schema: {
        tags: ['action log'],
        summary: `Export the filtered entries (newest first, at most ${actionLogExportLimit})`,
        querystring: exportQuerySchema,
        response: { 200: z.instanceof(Buffer).describe('CSV or XLSX file') },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const entries = await selectActionLogsForExport(db, query, actionLogExportLimit);
      const columns = headers[request.language];
      const rows = entries.map((entry) => toRow(entry, request.language));
      const file = format === 'xlsx' ? await toXlsx('ActionLog', columns, rows) : toCsv(columns, rows);
      await recordAction(db, actionContextOf(request), {
        action: 'export',
        entityType: 'action-log',
        after: { format, count: entries.length, condition: query.condition ?? {} },
      });
      const stamp = taipeiToday();
      return reply
        .header('content-type', spreadsheetContentTypes[format])
        .header('content-disposition', `attachment; filename="action-log-${stamp}.${format}"`)
        .send(file);
    },
  );
};
