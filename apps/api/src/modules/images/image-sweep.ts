import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobLog, JobRunner } from '../../lib/jobs';
import type { FileStorage } from '../files/file-storage';
import { deleteUnattachedBefore } from './images.repository';

/** An upload nobody attaches (a form abandoned, an image taken off a product) is kept this long. */
export const unattachedImageHours = 24;
export const imageSweepQueue = 'image-sweep';
const batchSize = 200;

/**
 * Removes images unattached for a day: their rows (in a transaction, a batch at a time) and then their
 * stored files. A schedule on the job runner (hourly), so one instance sweeps per due time.
 * Rows go first: a crash in between leaves files nobody points at, never a row pointing at nothing.
 */
export function createImageSweep(deps: {
  db: Database;
  clock: Clock;
  files: FileStorage;
  log: JobLog;
  jobs?: JobRunner;
}) {
  const { db, clock, files, log } = deps;

  async function runOnce(): Promise<number> {
    const cutOff = new Date(clock.now().getTime() - unattachedImageHours * 3_600_000);
    let removed = 0;
    for (;;) {
      if (deps.jobs?.isStopping()) break;
      const { imageIds, storageKeys } = await db.transaction((tx) =>
        deleteUnattachedBefore(tx, cutOff, batchSize),
      );
      if (imageIds.length === 0) break;
      for (const key of storageKeys) {
        await files.remove(key).catch((error: Error) => {
          log.warn({ key, error: error.message }, 'image file not removed');
        });
      }
      removed += imageIds.length;
    }
    if (removed > 0) log.info({ images: removed, cutOff: cutOff.toISOString() }, 'unattached images swept');
    return removed;
  }

  deps.jobs?.define({
    name: imageSweepQueue,
    queue: { retryLimit: 0 },
    schedule: { cron: '40 * * * *', timeZone: 'Asia/Taipei' },
    worker: {
      pollingIntervalSeconds: 30,
      handler: async () => {
        await runOnce();
      },
    },
  });

  return { runOnce };
}
