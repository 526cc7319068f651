import { importLimits } from '@portal/contracts/member-import';
import type { VendorRole } from '@portal/contracts/permissions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import type { JobLog, JobRunner } from '../../lib/jobs';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction, systemContext } from '../action-log/action-log.recorder';
import type { InvitationService } from '../vendor-members/invitations.service';
import { lockVendor } from '../vendor-members/vendor-members.repository';
import { toSummary } from './import-view';
import {
  addProgress,
  countImportedSince,
  findStalledImports,
  lockImportById,
  markRows,
  nextWaitingRows,
  updateImport,
} from './member-import.repository';
import { ownedImport } from './member-import.service';

export const importQueue = 'member-import-apply';
export const importSweepQueue = 'member-import-sweep';

export interface ImportApplyTuning {
  /** Rows per transaction: the chunk's invitations, mails and `done` marks commit together. */
  chunkRows: number;
  /** An applied import whose worker was quiet this long is picked up again (its process died). */
  stalledAfterSeconds: number;
  pollingIntervalSeconds: number;
  /**
   * Called inside the chunk's transaction after its writes, before it commits (tests throw from it: the
   * transaction is lost as when the process is killed, with the invitations it made).
   */
  onChunk?: (importId: string, rows: number) => void;
}

const defaultTuning: ImportApplyTuning = {
  chunkRows: 1_000,
  stalledAfterSeconds: 60,
  pollingIntervalSeconds: 2,
};

/**
 * Applying a preview: `apply` marks it queued and sends a job; the job turns the `invite` rows into
 * invitations a chunk per transaction, set-based (`createInvitations`: the single invitation's rules,
 * checked with one lookup per kind for the whole chunk, then one insert of invitations, one of mails,
 * one action-log entry on the import listing the chunk's invitations, one update of the rows and one of
 * the progress). A row the rules refuse now
 * (e.g. an address another vendor invited today) is marked failed with its reason and the rest go on.
 * A row is `waiting` until the transaction that created its invitation marks it `done`, so a process
 * killed mid-chunk loses that chunk's work whole and the next run redoes exactly those rows: none twice,
 * none lost. The sweep (every minute) re-sends the job of an import whose worker went quiet.
 */
export function createMemberImportApply(deps: {
  db: Database;
  clock: Clock;
  jobs: JobRunner;
  invitations: Pick<InvitationService, 'createInvitations'>;
  log: JobLog;
  tuning?: Partial<ImportApplyTuning>;
}) {
  const { db, clock, jobs, invitations, log } = deps;
  const tuning = { ...defaultTuning, ...deps.tuning };

  /** Idempotent: an import already applied answers its progress and queues nothing new. */
  async function apply(
    principal: Principal,
    vendorId: string | undefined,
    id: string,
    context: ActionContext,
  ) {
    const record = await db.transaction(async (tx) => {
      const { record: found } = await ownedImport(tx, principal, vendorId, id, { forUpdate: true });
      if (found.status !== 'preview') return found;
      const now = clock.now();
      if (found.expiresAt <= now) throw AppError.of('IMPORT_EXPIRED');
      // The vendor's lock serialises applies of its imports, so two cannot both pass the cap.
      if (!(await lockVendor(tx, found.vendorId))) throw AppError.of('NOT_FOUND');
      const importedToday = await countImportedSince(tx, found.vendorId, addSeconds(now, -24 * 3600));
      const left = Math.max(0, importLimits.perVendorPerDay - importedToday);
      if (found.inviteRows > left)
        throw AppError.of('IMPORT_DAILY_LIMIT', { params: { max: importLimits.perVendorPerDay, left } });
      const queued = await updateImport(tx, id, {
        status: found.inviteRows > 0 ? 'queued' : 'done',
        appliedAt: now,
        heartbeatAt: now,
        finishedAt: found.inviteRows > 0 ? null : now,
        applyContext: { ...context },
      });
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'member-import',
        entityId: id,
        before: { status: found.status },
        after: { status: queued.status, inviteRows: found.inviteRows },
      });
      return queued;
    });
    if (record.status === 'queued') await jobs.send(importQueue, { importId: id });
    return toSummary(record, clock.now());
  }

  /** One chunk in one transaction; false once nothing is left (the import is then done). */
  async function runChunk(importId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const record = await lockImportById(tx, importId);
      if (!record || (record.status !== 'queued' && record.status !== 'running')) return false;
      const now = clock.now();
      const rows = await nextWaitingRows(tx, importId, tuning.chunkRows);
      const context = (record.applyContext as ActionContext | null) ?? systemContext;
      if (rows.length === 0) {
        await updateImport(tx, importId, { status: 'done', finishedAt: now, heartbeatAt: now });
        await recordAction(tx, context, {
          action: 'update',
          entityType: 'member-import',
          entityId: importId,
          before: { status: record.status },
          after: { status: 'done', done: record.doneRows, failed: record.failedRows },
        });
        return false;
      }
      if (record.status === 'queued') await updateImport(tx, importId, { status: 'running' });
      const vendor = await lockVendor(tx, record.vendorId);
      if (!vendor) throw new Error(`vendor of import ${importId} is gone`);
      const inviter = { userId: record.uploadedBy, acting: record.acting as VendorRole };
      const results = await invitations.createInvitations(
        tx,
        vendor,
        inviter,
        rows.map((row) => ({
          email: row.email,
          role: row.role as VendorRole,
          ...(row.name ? { name: row.name } : {}),
        })),
        context,
        { bulk: true, logUnder: { entityType: 'member-import', entityId: importId } },
      );
      const outcomes = rows.map((row, at) => {
        const result = results[at];
        if (!result) throw new Error('invitation outcome missing');
        if (!(result instanceof AppError))
          return { rowNumber: row.rowNumber, state: 'done' as const, invitationId: result.id, problems: [] };
        // A row refused now (e.g. an address another vendor invited today) fails with its reason.
        const problems = result.details.map((detail) => ({
          field: detail.field === 'role' ? 'role' : 'email',
          code: detail.code,
          ...(detail.params ? { params: detail.params } : {}),
        }));
        return { rowNumber: row.rowNumber, state: 'failed' as const, invitationId: null, problems };
      });
      await markRows(tx, importId, outcomes, now);
      const done = outcomes.filter((outcome) => outcome.state === 'done').length;
      const failed = outcomes.length - done;
      tuning.onChunk?.(importId, rows.length);
      await addProgress(tx, importId, done, failed, now);
      return true;
    });
  }

  /** Runs an import to its end (or until the process stops: the sweep resumes it later). */
  async function run(importId: string) {
    while (!jobs.isStopping()) {
      if (!(await runChunk(importId))) return;
    }
  }

  /** Re-sends the job of every applied import whose worker went quiet. */
  async function sweep() {
    const stalled = await findStalledImports(db, addSeconds(clock.now(), -tuning.stalledAfterSeconds));
    for (const { id } of stalled) {
      log.info({ importId: id }, 'member import resumed');
      await jobs.send(importQueue, { importId: id });
    }
    return stalled.length;
  }

  jobs.define<{ importId: string }>({
    name: importQueue,
    // Jobs of a dead process expire and are not retried: the sweep, which sees the rows, resumes them.
    queue: { retryLimit: 0, expireInSeconds: 3600 },
    worker: {
      pollingIntervalSeconds: tuning.pollingIntervalSeconds,
      concurrency: 1,
      handler: (job) => run(job.data.importId),
    },
  });
  jobs.define({
    name: importSweepQueue,
    queue: { policy: 'stately', retryLimit: 0 },
    schedule: { cron: '* * * * *', timeZone: 'Asia/Taipei' },
    worker: {
      pollingIntervalSeconds: tuning.pollingIntervalSeconds,
      handler: async () => {
        if (!jobs.isStopping()) await sweep();
      },
    },
  });

  return { apply, run, runChunk, sweep };
}

export type MemberImportApply = ReturnType<typeof createMemberImportApply>;
