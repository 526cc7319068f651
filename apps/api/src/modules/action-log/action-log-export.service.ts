import { Readable } from 'node:stream';
import {
  type ActionLogEntry,
  actionLogCsvExportLimit,
  actionLogExportLimit,
  entityTypeText,
  entityTypeTexts,
  type exportFormatSchema,
} from '@portal/contracts/action-log';
import type { Language } from '@portal/contracts/i18n';
import { taipeiToday } from '@portal/contracts/taipei-date';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { exportBytesPerSecond, paced } from '../../lib/export-stream';
import { csvStart, spreadsheetContentTypes, toXlsx } from '../../lib/spreadsheet-export';
import { type ActionContext, recordAction } from './action-log.recorder';
import { type ActionLogQuery, copyActionLogCsv, selectActionLogsForExport } from './action-log.repository';

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

// Times in the file read as Taiwan time, the association's clock: UTC+8 all year (no summer time), so
// plain arithmetic gives `YYYY-MM-DD HH:mm:ss`, several times cheaper per row than Intl formatting.
const taipeiOffsetMs = 8 * 3600_000;
function taipeiTime(iso: string): string {
  return new Date(Date.parse(iso) + taipeiOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

function toRow(entry: ActionLogEntry, language: Language) {
  return [
    taipeiTime(entry.createdTime),
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
    /**
     * The filtered entries (newest first unless sorted) as a file: CSV streamed from COPY (at most
     * `actionLogCsvExportLimit`), XLSX built in memory (at most `actionLogExportLimit`). The export is
     * written to the log with its count once the file is complete.
     */
    async export(
      query: Pick<ActionLogQuery, 'condition' | 'sortings'>,
      format: ExportFormat,
      language: Language,
      context: ActionContext,
    ): Promise<{ file: Buffer | Readable; contentType: string; fileName: string }> {
      const columns = headers[language];
      const logExport = (count: number) =>
        recordAction(db, context, {
          action: 'export',
          entityType: 'action-log',
          after: { format, count, condition: query.condition ?? {} },
        });
      const fileName = `action-log-${taipeiToday()}.${format}`;
      if (format === 'xlsx') {
        const entries = await selectActionLogsForExport(db, query, actionLogExportLimit);
        const file = await toXlsx(
          'ActionLog',
          columns,
          entries.map((entry) => toRow(entry, language)),
        );
        await logExport(entries.length);
        return { file, contentType: spreadsheetContentTypes.xlsx, fileName };
      }
      // PostgreSQL's COPY writes the rows; the reply pulls them, at most `exportBytesPerSecond`, so a
      // slow client (or the pace) holds the database back rather than filling memory.
      const entityTypeNames = Object.fromEntries(
        Object.entries(entityTypeTexts).map(([code, texts]) => [code, texts[language]]),
      );
      // COPY starts once the reply reads past the header: a reply that never reads holds no connection.
      async function* file() {
        yield Buffer.from(csvStart(columns, '\n'));
        const rows = await copyActionLogCsv(db, query, actionLogCsvExportLimit, entityTypeNames);
        try {
          yield* paced(rows.data, { bytesPerSecond: exportBytesPerSecond });
        } finally {
          // Once ended this changes nothing; stopped early, it closes the COPY's connection.
          rows.data.destroy();
        }
        await logExport(rows.rowCount());
      }
      return {
        file: Readable.from(file(), { objectMode: false, highWaterMark: 64 * 1024 }),
        contentType: spreadsheetContentTypes.csv,
        fileName,
      };
    },
  };
}

export type ActionLogExportService = ReturnType<typeof createActionLogExportService>;
