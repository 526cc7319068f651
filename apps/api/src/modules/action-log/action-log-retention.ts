import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobRunner } from '../../lib/jobs';
import { pruneActionLogs } from './action-log.repository';

const dayMilliseconds = 86_400_000;

export const retentionQueue = 'action-log-retention';

export interface RetentionLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Prunes action-log entries older than the configured retention. It is a schedule on the job runner
 * (every six hours, Taiwan time), so one instance prunes per due time however many run.
 */
export function createActionLogRetention(deps: {
  db: Database;
  clock: Clock;
  retentionDays: () => Promise<number>;
  log: RetentionLog;
  /** The process's job runner; without one, only `runOnce` is available. */
  jobs?: JobRunner;
  cron?: string;
}) {
  async function runOnce(): Promise<number> {
    const days = await deps.retentionDays();
    const cutOff = new Date(deps.clock.now().getTime() - days * dayMilliseconds);
    const pruned = await pruneActionLogs(deps.db, cutOff);
    if (pruned > 0) deps.log.info({ pruned, cutOff: cutOff.toISOString() }, 'action log pruned');
    return pruned;
  }

  deps.jobs?.define({
    name: retentionQueue,
    queue: { retryLimit: 0 },
    schedule: { cron: deps.cron ?? '20 */6 * * *', timeZone: 'Asia/Taipei' },
    worker: {
      pollingIntervalSeconds: 30,
      handler: async () => {
        await runOnce();
      },
    },
  });

  return { runOnce };
}
