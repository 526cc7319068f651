import { PassThrough, type Readable } from 'node:stream';
import {
  type ExportFormat,
  type ExportJob,
  type ExportList,
  exportDirectLimit,
  exportLinkHours,
} from '@portal/contracts/exports';
import { taipeiToday } from '@portal/contracts/taipei-date';
import type { Database } from '../../db/client';
import type { ExportJobRow } from '../../db/export-schema';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import type { JobLog, JobRunner } from '../../lib/jobs';
import { spreadsheetContentTypes } from '../../lib/spreadsheet-export';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { type FileStorage, newStorageKey } from '../files/file-storage';
import { findSessionWithAccess } from '../sessions/sessions.repository';
import type { ExportDefinition, ExportReader } from './export-definition';
import {
  clearStorageKey,
  deleteOldExportJobs,
  findExpiredFiles,
  findExportJob,
  findOwnExportJob,
  insertExportJob,
  updateExportJob,
} from './export-jobs.repository';
import { exportBatchSize, writeExport } from './export-writer';

export const exportRunQueue = 'export-run';
export const exportSweepQueue = 'export-sweep';
/** Rows of finished exports are kept this long (their files only until the link expires). */
const keepRowsDays = 7;

export interface ExportFile {
  file: Readable;
  fileName: string;
  contentType: string;
}

export type ExportStart = ({ kind: 'file' } & ExportFile) | { kind: 'job'; job: ExportJob };

function toJob(row: ExportJobRow, now: Date): ExportJob {
  return {
    id: row.id,
    list: row.list as ExportList,
    format: row.format,
    status: row.status,
    rowCount: row.rowCount,
    totalCount: row.totalCount,
    fileName: row.fileName,
    errorCode: row.errorCode,
    createdTime: row.createdAt.toISOString(),
    expiresTime: row.expiresAt?.toISOString() ?? null,
    downloadable: row.status === 'done' && row.storageKey !== null && (row.expiresAt ?? now) > now,
  };
}

/**
 * Exports of the lists: up to `exportDirectLimit` rows streamed at once; more as a job on the job runner
 * that writes the file to the file store with its progress in `export_jobs`, then a link that expires
 * after `exportLinkHours` (a schedule deletes expired files). Only the requester reads or downloads a job.
 */
export function createExportService(deps: {
  db: Database;
  clock: Clock;
  files: FileStorage;
  jobs: JobRunner;
  log: JobLog;
  definitions: readonly ExportDefinition[];
}) {
  const { db, clock, files, jobs, log } = deps;
  const byList = new Map(deps.definitions.map((definition) => [definition.list, definition]));

  function definitionOf(list: string): ExportDefinition {
    const definition = byList.get(list as ExportList);
    if (!definition) throw new Error(`no export definition for ${list}`);
    return definition;
  }

  const fileNameOf = (definition: ExportDefinition, format: ExportFormat) =>
    `${definition.fileStem}-${taipeiToday()}.${format}`;

  const logExport = (
    context: ActionContext,
    details: { list: string; format: ExportFormat; count: number; query: object; jobId?: string },
  ) =>
    recordAction(db, context, {
      action: 'export',
      entityType: 'list-export',
      entityId: details.jobId ?? null,
      after: { list: details.list, format: details.format, count: details.count, query: details.query },
    });

  /**
   * Starts an export of `list` with the list's own filters and order: the file itself when the list
   * holds at most `exportDirectLimit` rows for the caller, otherwise a queued job.
   */
  async function start(
    list: ExportList,
    query: object,
    format: ExportFormat,
    reader: ExportReader,
  ): Promise<ExportStart> {
    const definition = definitionOf(list);
    // The first batch both counts the rows (the list's total) and, for a small export, starts the file.
    const firstPage = await definition.read(reader, { ...query, page: 1, pageSize: exportBatchSize });
    const fileName = fileNameOf(definition, format);
    if (firstPage.totalCount > exportDirectLimit) {
      const row = await insertExportJob(db, {
        userId: reader.principal.userId,
        sessionId: reader.principal.sessionId,
        list,
        format,
        query: query as Record<string, unknown>,
        language: reader.language,
        context: { ...reader.context },
        totalCount: firstPage.totalCount,
        fileName,
      });
      await jobs.send(exportRunQueue, { exportId: row.id });
      return { kind: 'job', job: toJob(row, clock.now()) };
    }
    const file = new PassThrough();
    writeExport({ definition, reader, query, format, firstPage }, file)
      .then((count) => logExport(reader.context, { list, format, count, query }))
      .catch((error: unknown) => {
        // Mostly a client that went away; the half-sent file is cut off, never completed wrongly.
        log.warn({ err: error, list }, 'export stream stopped');
        file.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    return { kind: 'file', file, fileName, contentType: spreadsheetContentTypes[format] };
  }

  async function principalOfJob(row: ExportJobRow): Promise<Principal> {
    const session = await findSessionWithAccess(db, row.sessionId);
    if (!session || session.endedAt || session.userStatus !== 'active' || session.userId !== row.userId) {
      throw AppError.of('EXPORT_SESSION_ENDED');
    }
    return {
      userId: session.userId,
      sessionId: session.id,
      permissions: new Set(session.permissions),
      vendor: session.vendor,
    };
  }

  /** The job's work: the file into the store, its progress after every batch, then its link. */
  async function run(exportId: string): Promise<void> {
    const row = await findExportJob(db, exportId);
    if (!row || row.status === 'done' || row.status === 'failed') return;
    const definition = definitionOf(row.list);
    await updateExportJob(db, row.id, { status: 'running', rowCount: 0 });
    const key = newStorageKey();
    try {
      const reader: ExportReader = {
        principal: await principalOfJob(row),
        context: row.context as unknown as ActionContext,
        language: row.language,
      };
      const out = new PassThrough();
      const stored = files.putStream(key, out);
      const count = await writeExport(
        {
          definition,
          reader,
          query: row.query,
          format: row.format,
          onProgress: (rowCount) => updateExportJob(db, row.id, { rowCount }),
        },
        out,
      ).catch((error: unknown) => {
        out.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
      await stored;
      const now = clock.now();
      await updateExportJob(db, row.id, {
        status: 'done',
        rowCount: count,
        storageKey: key,
        finishedAt: now,
        expiresAt: addSeconds(now, exportLinkHours * 3600),
      });
      await logExport(reader.context, {
        list: row.list,
        format: row.format,
        count,
        query: row.query,
        jobId: row.id,
      });
    } catch (error) {
      const code = error instanceof AppError ? error.details[0].code : 'EXPORT_FAILED';
      if (!(error instanceof AppError)) log.error({ err: error, exportId }, 'export job failed');
      await files.remove(key).catch(() => {});
      await updateExportJob(db, row.id, { status: 'failed', errorCode: code, finishedAt: clock.now() });
    }
  }

  /** Deletes the files of expired links, and the rows of exports a week old. */
  async function sweep(): Promise<number> {
    const now = clock.now();
    let removed = 0;
    for (;;) {
      const expired = await findExpiredFiles(db, now, 200);
      for (const { id, storageKey } of expired) {
        if (storageKey) await files.remove(storageKey);
        await clearStorageKey(db, id);
        removed += 1;
      }
      if (expired.length < 200) break;
    }
    await deleteOldExportJobs(db, addSeconds(now, -keepRowsDays * 86_400));
    return removed;
  }

  jobs.define<{ exportId: string }>({
    name: exportRunQueue,
    // A job of a process that died is tried once more, from the start (the file is written anew).
    queue: { retryLimit: 1, retryDelay: 30, expireInSeconds: 3600 },
    worker: { pollingIntervalSeconds: 2, concurrency: 1, handler: (job) => run(job.data.exportId) },
  });
  jobs.define({
    name: exportSweepQueue,
    queue: { policy: 'stately', retryLimit: 0 },
    schedule: { cron: '23 * * * *', timeZone: 'Asia/Taipei' },
    worker: {
      pollingIntervalSeconds: 30,
      handler: async () => {
        if (!jobs.isStopping()) await sweep();
      },
    },
  });

  return {
    start,
    run,
    sweep,
    /** One of my job-backed exports (anyone else's is not found). */
    async job(id: string, userId: string): Promise<ExportJob> {
      const row = await findOwnExportJob(db, id, userId);
      if (!row) throw AppError.of('NOT_FOUND');
      return toJob(row, clock.now());
    },
    /** The file of one of my finished exports while its link lasts (410 after). */
    async download(id: string, userId: string): Promise<ExportFile> {
      const row = await findOwnExportJob(db, id, userId);
      if (!row) throw AppError.of('NOT_FOUND');
      if (row.status === 'failed') throw AppError.of('EXPORT_FAILED');
      if (row.status !== 'done') throw AppError.of('EXPORT_NOT_READY');
      if (!row.storageKey || !row.expiresAt || row.expiresAt <= clock.now()) {
        throw AppError.of('EXPORT_EXPIRED');
      }
      return {
        file: await files.read(row.storageKey),
        fileName: row.fileName,
        contentType: spreadsheetContentTypes[row.format],
      };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
