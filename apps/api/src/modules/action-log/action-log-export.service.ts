import {
  type ActionLogEntry,
  actionLogExportLimit,
  entityTypeText,
  type exportFormatSchema,
} from '@portal/contracts/action-log';
import type { Language } from '@portal/contracts/i18n';
import { taipeiToday } from '@portal/contracts/taipei-date';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { spreadsheetContentTypes, toCsv, toXlsx } from '../../lib/spreadsheet-export';
import { type ActionContext, recordAction } from './action-log.recorder';
import { type ActionLogQuery, selectActionLogsForExport } from './action-log.repository';

type ExportFormat = z.infer<typeof exportFormatSchema>;

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

/** The action log as a file; the export itself is written to the log. */
export function createActionLogExportService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** The filtered entries (newest first, at most `actionLogExportLimit`) as CSV or XLSX. */
    async export(
      query: Pick<ActionLogQuery, 'condition' | 'sortings'>,
      format: ExportFormat,
      language: Language,
      context: ActionContext,
    ) {
      const entries = await selectActionLogsForExport(db, query, actionLogExportLimit);
      const rows = entries.map((entry) => toRow(entry, language));
      const columns = headers[language];
      const file = format === 'xlsx' ? await toXlsx('ActionLog', columns, rows) : toCsv(columns, rows);
      await recordAction(db, context, {
        action: 'export',
        entityType: 'action-log',
        after: { format, count: entries.length, condition: query.condition ?? {} },
      });
      return {
        file,
        contentType: spreadsheetContentTypes[format],
        fileName: `action-log-${taipeiToday()}.${format}`,
      };
    },
  };
}

export type ActionLogExportService = ReturnType<typeof createActionLogExportService>;
