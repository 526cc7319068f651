import { readNotificationRetentionDays } from '@portal/contracts/notifications';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobLog, JobRunner } from '../../lib/jobs';
import { deleteReadBefore } from './notifications.repository';

const dayMilliseconds = 86_400_000;
/** Rows removed per statement, so one sweep never holds a long lock or a huge transaction. */
const batchSize = 5_000;

export const notificationRetentionQueue = 'notification-retention';

/**
 * Removes notifications read more than the retention period ago (unread ones stay). A daily schedule
 * on the job runner, so one instance sweeps per due time however many run.
 */
export function createNotificationRetention(deps: {
  db: Database;
  clock: Clock;
  log: JobLog;
  jobs?: JobRunner;
  retentionDays?: number;
}) {
  const days = deps.retentionDays ?? readNotificationRetentionDays;

  async function runOnce(): Promise<number> {
    const cutOff = new Date(deps.clock.now().getTime() - days * dayMilliseconds);
    let swept = 0;
    for (;;) {
      const removed = await deleteReadBefore(deps.db, cutOff, batchSize);
      swept += removed;
      if (removed < batchSize) break;
    }
    if (swept > 0) deps.log.info({ swept, cutOff: cutOff.toISOString() }, 'read notifications swept');
    return swept;
  }

  deps.jobs?.define({
    name: notificationRetentionQueue,
    queue: { retryLimit: 0 },
    schedule: { cron: '40 3 * * *', timeZone: 'Asia/Taipei' },
    worker: {
      pollingIntervalSeconds: 60,
      handler: async () => {
        await runOnce();
      },
    },
  });

  return { runOnce };
}
