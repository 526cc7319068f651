import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { pgBossPoolExecutor } from '../../lib/pg-boss-executor';
import type { MessagingLog } from './messaging.service';

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
  sweepIntervalSeconds: number;
  /** Bound on each SMTP step and each SMS gateway call. */
  sendTimeoutMs: number;
  stopTimeoutMs: number;
  /** pg-boss's own schema in the same database. */
  bossSchema: string;
}

export const defaultTuning: DeliveryTuning = {
  retryLimit: 4,
  retryDelaySeconds: 4,
  pollingIntervalSeconds: 1,
  concurrency: 2,
  staleAfterSeconds: 60,
  sweepIntervalSeconds: 60,
  sendTimeoutMs: 15_000,
  // Within the server's default SHUTDOWN_TIMEOUT_MS (10 s), which also closes the pool afterwards.
  stopTimeoutMs: 5_000,
  bossSchema: 'pgboss',
};

const deliverQueue = 'messaging-deliver';
const sweepQueue = 'messaging-sweep';

export interface DeliverJob {
  messageId: string;
  isLastTry: boolean;
}

export interface DeliveryQueue {
  /** Adds the delivery job inside the caller's transaction, so it exists exactly when the message does. */
  enqueueWithin(db: Database, messageId: string): Promise<void>;
  enqueue(messageIds: string[]): Promise<void>;
  start(handlers: { deliver(job: DeliverJob): Promise<void>; sweep(): Promise<void> }): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss's query interface over a Drizzle database or transaction (`$n` become bound parameters). */
function drizzleExecutor(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await db.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

export function createDeliveryQueue(options: { pool: pg.Pool; log: MessagingLog; tuning: DeliveryTuning }) {
  const { tuning, log } = options;
  const executor = pgBossPoolExecutor(options.pool);
  const boss = new PgBoss({
    db: executor,
    schema: tuning.bossSchema,
    // Sweeps are triggered below through throttled jobs; the cron clock is not needed.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ error: error.message }, 'message queue error'));

  let sweepTimer: NodeJS.Timeout | undefined;
  let isReady = false;
  let isStarted = false;
  let isStopping = false;

  const jobOptions = {
    retryLimit: tuning.retryLimit,
    retryDelay: Math.max(1, Math.round(tuning.retryDelaySeconds)),
    retryBackoff: true,
    // Longer than any one send (three bounded SMTP steps), so only a lost worker's job expires.
    expireInSeconds: Math.ceil((tuning.sendTimeoutMs * 4) / 1000) + 30,
  };

  // Every instance triggers; the singleton slot makes it one sweep per interval across instances.
  const triggerSweep = () => {
    const singletonSeconds = Math.max(1, Math.round(tuning.sweepIntervalSeconds));
    boss
      .send(sweepQueue, {}, { singletonKey: 'sweep', singletonSeconds, retryLimit: 0 })
      .catch((error: Error) => log.warn({ error: error.message }, 'could not schedule the outbox sweep'));
  };

  const queue: DeliveryQueue = {
    async enqueueWithin(db, messageId) {
      // Until this process has prepared pg-boss, the sweep picks the message up instead.
      if (!isReady) return;
      await boss.insert([{ name: deliverQueue, id: messageId, data: { messageId }, ...jobOptions }], {
        db: drizzleExecutor(db),
      });
    },

    async enqueue(messageIds) {
      if (messageIds.length === 0) return;
      const singletonSeconds = Math.max(1, Math.round(tuning.staleAfterSeconds));
      await boss.insert(
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

    async start(handlers) {
      if (isStarted) return;
      isStarted = true;
      isStopping = false;
      await boss.start();
      await boss.createQueue(deliverQueue);
      await boss.createQueue(sweepQueue);
      isReady = true;
      const workOptions = {
        includeMetadata: true as const,
        batchSize: 1,
        pollingIntervalSeconds: tuning.pollingIntervalSeconds,
      };
      for (let i = 0; i < tuning.concurrency; i += 1) {
        await boss.work<{ messageId: string }>(deliverQueue, workOptions, async ([job]) => {
          if (!job) return;
          if (isStopping) throw new Error('delivery is stopping');
          await handlers.deliver({
            messageId: job.data.messageId,
            isLastTry: job.retryCount >= job.retryLimit,
          });
        });
      }
      // Sweeps come once a period: polling for them more often than every few seconds buys nothing.
      const sweepPolling = Math.max(
        tuning.pollingIntervalSeconds,
        Math.min(5, tuning.sweepIntervalSeconds / 2),
      );
      await boss.work(sweepQueue, { ...workOptions, pollingIntervalSeconds: sweepPolling }, async () => {
        if (!isStopping) await handlers.sweep();
      });
      triggerSweep();
      sweepTimer = setInterval(triggerSweep, tuning.sweepIntervalSeconds * 1000);
      sweepTimer.unref();
    },

    async stop() {
      if (!isStarted) return;
      isStopping = true;
      clearInterval(sweepTimer);
      const deadline = Date.now() + tuning.stopTimeoutMs;
      await boss.stop({ close: false, graceful: true, wait: true, timeout: tuning.stopTimeoutMs });
      await executor.drain(deadline);
      isStarted = false;
    },
  };
  return queue;
}
