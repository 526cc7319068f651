import type { Database } from '../../db/client';
import { drizzleExecutor } from '../../db/pg-boss-drizzle-executor';
import type { Clock } from '../../lib/clock';
import type { JobLog, JobRunner } from '../../lib/jobs';
import type { Messaging } from '../messaging/messaging.service';
import {
  audienceBatch,
  claimAudienceMail,
  dueMailings,
  lockMailing,
  recordMailedBatch,
} from './news-audience-mail.repository';

export const audienceMailQueue = 'news-audience-mail';
export const newsMailSweepQueue = 'news-audience-mail-sweep';

export interface AudienceMailTuning {
  /** People mailed by one job (one transaction). */
  batchSize: number;
  pollingIntervalSeconds: number;
  sweepCron: string;
}

const defaultTuning: AudienceMailTuning = {
  batchSize: 500,
  pollingIntervalSeconds: 2,
  sweepCron: '* * * * *',
};

/**
 * "Also mail the audience" of an announcement: a job mails one batch of its audience (people by id, each
 * in their language) in one transaction with the item locked and its cursor moved, then sends the job of
 * the next batch; so each person is mailed once, even when a job is retried or two instances run. A
 * sweep each minute sends the job of every unfinished mailing that is due (an item published for later
 * is mailed when it becomes visible; a job lost with its instance is sent again).
 */
export function createNewsAudienceMail(deps: {
  db: Database;
  clock: Clock;
  jobs: JobRunner;
  messaging: Messaging;
  publicUrl: string;
  log: JobLog;
  tuning?: Partial<AudienceMailTuning>;
}) {
  const { db, clock, jobs, messaging, log } = deps;
  const tuning = { ...defaultTuning, ...deps.tuning };
  const base = deps.publicUrl.replace(/\/+$/, '');

  // The next batch's job is sent as is; the sweep's once per item per minute, however many instances sweep.
  const sendNext = (newsId: string) => jobs.send(audienceMailQueue, { newsId }, { retryLimit: 3 });
  const sendFromSweep = (newsId: string) =>
    jobs.send(audienceMailQueue, { newsId }, { singletonKey: newsId, singletonSeconds: 60, retryLimit: 3 });

  /** Mails the next batch; true when people are left for another. */
  async function mailBatch(newsId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const row = await lockMailing(tx, newsId);
      const now = clock.now();
      if (row?.status !== 'published' || !row.visibleFrom || row.visibleFrom > now) return false;
      // Taken down before its mail went out: nobody is mailed about what they can no longer read.
      if (row.publishUntil && row.publishUntil <= now) {
        await recordMailedBatch(tx, row.id, row.audienceMailCursor, now);
        return false;
      }
      const people = await audienceBatch(tx, row.audience, row.audienceMailCursor, tuning.batchSize);
      await messaging.queueMany(
        tx,
        people.map((person) => ({
          channel: 'email' as const,
          recipient: person.email,
          template: 'news-published' as const,
          language: person.language,
          params: {
            name: person.name,
            title: person.language === 'en' && row.titleEn ? row.titleEn : row.titleZh,
            link: `${base}/announcement-detail?id=${row.id}`,
          },
        })),
      );
      const isLast = people.length < tuning.batchSize;
      await recordMailedBatch(tx, row.id, people.at(-1)?.id ?? row.audienceMailCursor, isLast ? now : null);
      return !isLast;
    });
  }

  async function sweep(): Promise<void> {
    for (const newsId of await dueMailings(db, clock.now())) await sendFromSweep(newsId);
  }

  jobs.define<{ newsId: string }>({
    name: audienceMailQueue,
    worker: {
      pollingIntervalSeconds: tuning.pollingIntervalSeconds,
      handler: async (job) => {
        if (await mailBatch(job.data.newsId)) await sendNext(job.data.newsId);
      },
    },
  });
  jobs.define({
    name: newsMailSweepQueue,
    queue: { retryLimit: 0 },
    schedule: { cron: tuning.sweepCron, timeZone: 'UTC' },
    worker: {
      pollingIntervalSeconds: tuning.pollingIntervalSeconds,
      handler: async () => {
        if (jobs.isStopping()) return;
        await sweep().catch((error: unknown) => log.error({ err: error }, 'news audience mail sweep failed'));
      },
    },
  });

  return {
    mailBatch,
    sweep,
    /**
     * In the save's transaction: sets the item's audience mail going when it is published with the box
     * ticked and was never set going; its first job goes with the save (startAfter its window's start).
     */
    async requestWithin(tx: Database, item: { id: string; visibleFrom: Date | null }): Promise<void> {
      if (!(await claimAudienceMail(tx, item.id, clock.now()))) return;
      // Until this process has prepared pg-boss, the sweep sends the job instead.
      if (!jobs.isReady()) return;
      const startAfter = item.visibleFrom && item.visibleFrom > clock.now() ? item.visibleFrom : undefined;
      await jobs.insert(
        [
          {
            name: audienceMailQueue,
            data: { newsId: item.id },
            retryLimit: 3,
            ...(startAfter ? { startAfter } : {}),
          },
        ],
        drizzleExecutor(tx),
      );
    },
  };
}

export type NewsAudienceMail = ReturnType<typeof createNewsAudienceMail>;
