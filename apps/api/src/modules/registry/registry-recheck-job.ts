import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobRunner } from '../../lib/jobs';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import type { RegistryService } from './registry.service';
import { type RecheckLog, runRegistryRecheck } from './registry-recheck';

export interface RecheckJobTuning {
  /** Weekly by default: Monday 03:00 in Taiwan. */
  cron: string;
  timeZone: string;
  pollingIntervalSeconds: number;
}

export const defaultRecheckTuning: RecheckJobTuning = {
  cron: '0 3 * * 1',
  timeZone: 'Asia/Taipei',
  pollingIntervalSeconds: 30,
};

export const recheckQueue = 'registry-recheck';

const silentLog: RecheckLog = { info() {}, warn() {} };

/**
 * The weekly registry re-check as a queue and a schedule on the process's job runner, queued on
 * demand too. The queue's `stately` policy holds at most one waiting and one running job across every
 * instance, so two instances never run it at once, and asking again while one waits adds nothing.
 */
export function createRegistryRecheckJob(deps: {
  jobs: JobRunner;
  db: Database;
  clock: Clock;
  registry: Pick<RegistryService, 'refresh'>;
  log?: RecheckLog;
  tuning?: Partial<RecheckJobTuning>;
}) {
  const tuning = { ...defaultRecheckTuning, ...deps.tuning };
  const { jobs } = deps;
  jobs.define({
    name: recheckQueue,
    queue: {
      policy: 'stately',
      retryLimit: 0,
      // A run asks about one vendor a second; pg-boss allows at most 24 hours.
      expireInSeconds: 23 * 3600,
    },
    schedule: { cron: tuning.cron, timeZone: tuning.timeZone },
    worker: {
      pollingIntervalSeconds: tuning.pollingIntervalSeconds,
      handler: async () => {
        await runRegistryRecheck({ ...deps, log: deps.log ?? silentLog, shouldStop: jobs.isStopping });
      },
    },
  });

  return {
    /**
     * Queues a run now (instead of waiting for the week), noting who asked in the action log; a run
     * already waiting makes the queuing a no-op.
     */
    async requestRun(context: ActionContext): Promise<void> {
      await deps.db.transaction(async (tx) => {
        await recordAction(tx, context, {
          action: 'create',
          entityType: 'registry-check',
          after: { queued: true },
        });
        // Queued last: a failure to queue rolls the entry back.
        await jobs.send(recheckQueue, {});
      });
    },
  };
}

export type RegistryRecheckJob = ReturnType<typeof createRegistryRecheckJob>;
