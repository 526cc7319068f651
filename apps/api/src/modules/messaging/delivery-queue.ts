import type { Database } from '../../db/client';
import { drizzleExecutor } from '../../db/pg-boss-drizzle-executor';
import type { JobRunner } from '../../lib/jobs';

/** Timing of delivery; the defaults suit production, tests shorten them. */
export interface DeliveryTuning {
  /** Retries after the first attempt (so `retryLimit + 1` attempts in all). */
  retryLimit: number;
  /** First retry delay; pg-boss doubles it (with jitter) on each retry. Whole seconds, at least 1. */
  retryDelaySeconds: number;
  pollingIntervalSeconds: number;
  /** Deliveries in flight at once in this process (each holds one pool connection while it sends). */
  concurrency: number;
  /** A queued message older than this is re-enqueued by the sweep. */
  staleAfterSeconds: number;
  /** When the outbox sweep runs (a pg-boss schedule: once per due minute across every instance). */
  sweepCron: string;
  /** How often an idle sweep worker asks for a sweep job. */
  sweepPollingIntervalSeconds: number;
  /** Bound on each SMTP step and each SMS gateway call. */
  sendTimeoutMs: number;
}

export const defaultTuning: DeliveryTuning = {
  retryLimit: 4,
  retryDelaySeconds: 4,
  pollingIntervalSeconds: 1,
  concurrency: 2,
  staleAfterSeconds: 60,
  sweepCron: '* * * * *',
  // Sweeps come once a minute: asking for them more often than every few seconds buys nothing.
  sweepPollingIntervalSeconds: 5,
  sendTimeoutMs: 15_000,
};

export const deliverQueue = 'messaging-deliver';
export const sweepQueue = 'messaging-sweep';

export interface DeliverJob {
  messageId: string;
  isLastTry: boolean;
}

export interface DeliveryQueue {
  /** Adds the delivery job inside the caller's transaction, so it exists exactly when the message does. */
  enqueueWithin(db: Database, messageId: string): Promise<void>;
  /** The same for many messages in one statement (a bulk import's mails). */
  enqueueManyWithin(db: Database, messageIds: string[]): Promise<void>;
  enqueue(messageIds: string[]): Promise<void>;
  /** Queues a sweep now (besides the schedule); an administrator's resend or a test asks for one. */
  requestSweep(): Promise<void>;
}

/**
 * The delivery and sweep queues on the process's job runner. The sweep is a schedule (every minute by
 * default), so however many instances run, one sweep runs per minute.
 */
export function createDeliveryQueue(options: {
  jobs: JobRunner;
  tuning: DeliveryTuning;
  handlers: { deliver(job: DeliverJob): Promise<void>; sweep(): Promise<void> };
}): DeliveryQueue {
  const { jobs, tuning, handlers } = options;
  const jobOptions = {
    retryLimit: tuning.retryLimit,
    retryDelay: Math.max(1, Math.round(tuning.retryDelaySeconds)),
    retryBackoff: true,
    // Longer than any one send (three bounded SMTP steps), so only a lost worker's job expires.
    expireInSeconds: Math.ceil((tuning.sendTimeoutMs * 4) / 1000) + 30,
  };

  jobs.define<{ messageId: string }>({
    name: deliverQueue,
    worker: {
      pollingIntervalSeconds: tuning.pollingIntervalSeconds,
      concurrency: tuning.concurrency,
      handler: (job) =>
        handlers.deliver({ messageId: job.data.messageId, isLastTry: job.retryCount >= job.retryLimit }),
    },
  });
  jobs.define({
    name: sweepQueue,
    queue: { retryLimit: 0 },
    schedule: { cron: tuning.sweepCron, timeZone: 'UTC' },
    worker: {
      pollingIntervalSeconds: tuning.sweepPollingIntervalSeconds,
      handler: async () => {
        if (!jobs.isStopping()) await handlers.sweep();
      },
    },
  });

  return {
    async enqueueWithin(db, messageId) {
      // Until this process has prepared pg-boss, the sweep picks the message up instead.
      if (!jobs.isReady()) return;
      await jobs.insert(
        [{ name: deliverQueue, id: messageId, data: { messageId }, ...jobOptions }],
        drizzleExecutor(db),
      );
    },

    async enqueueManyWithin(db, messageIds) {
      if (!jobs.isReady() || messageIds.length === 0) return;
      await jobs.insert(
        messageIds.map((messageId) => ({
          name: deliverQueue,
          id: messageId,
          data: { messageId },
          ...jobOptions,
        })),
        drizzleExecutor(db),
      );
    },

    async enqueue(messageIds) {
      if (messageIds.length === 0) return;
      const singletonSeconds = Math.max(1, Math.round(tuning.staleAfterSeconds));
      await jobs.insert(
        messageIds.map((messageId) => ({
          name: deliverQueue,
          data: { messageId },
          // One re-enqueued job per message per period, however many sweeps run.
          singletonKey: messageId,
          singletonSeconds,
          ...jobOptions,
        })),
      );
    },

    async requestSweep() {
      await jobs.send(sweepQueue, {});
    },
  };
}
