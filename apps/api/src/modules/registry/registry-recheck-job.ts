import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { pgBossPoolExecutor } from '../../lib/pg-boss-executor';
import type { RegistryService } from './registry.service';
import { type RecheckLog, runRegistryRecheck } from './registry-recheck';

export interface RecheckJobTuning {
  /** Weekly by default: Monday 03:00 in Taiwan. */
  cron: string;
  timeZone: string;
  pollingIntervalSeconds: number;
  stopTimeoutMs: number;
  /** pg-boss's own schema in the same database (shared with messaging). */
  bossSchema: string;
}

export const defaultRecheckTuning: RecheckJobTuning = {
  cron: '0 3 * * 1',
  timeZone: 'Asia/Taipei',
  pollingIntervalSeconds: 30,
  stopTimeoutMs: 5_000,
  bossSchema: 'pgboss',
};

export const recheckQueue = 'registry-recheck';

export interface JobLog extends RecheckLog {
  error(details: object, message: string): void;
}

const silentLog: JobLog = { info() {}, warn() {}, error() {} };

/**
 * The weekly registry re-check as a pg-boss job: scheduled by cron and queued on demand. The queue's
 * `stately` policy holds at most one waiting and one running job across every instance, so two
 * instances never run it at once, and asking again while one waits adds nothing.
 */
export function createRegistryRecheckJob(deps: {
  pool: pg.Pool;
  db: Database;
  clock: Clock;
  registry: Pick<RegistryService, 'refresh'>;
  tuning?: Partial<RecheckJobTuning>;
}) {
  const tuning = { ...defaultRecheckTuning, ...deps.tuning };
  const executor = pgBossPoolExecutor(deps.pool);
  let log: JobLog = silentLog;
  // A process that runs jobs has a worker; one that does not gets a producer when first asked to queue.
  let worker: Promise<PgBoss> | undefined;
  let producer: Promise<PgBoss> | undefined;
  let isStopping = false;

  async function prepare(boss: PgBoss): Promise<PgBoss> {
    boss.on('error', (error) => log.error({ error: error.message }, 'registry re-check queue error'));
    await boss.start();
    await boss.createQueue(recheckQueue, {
      name: recheckQueue,
      policy: 'stately',
      retryLimit: 0,
      // A run asks about one vendor a second; pg-boss allows at most 24 hours.
      expireInSeconds: 23 * 3600,
    });
    return boss;
  }

  /** Runs the queued job here: the cron clock and a worker. */
  async function startWorker(): Promise<PgBoss> {
    const boss = await prepare(new PgBoss({ db: executor, schema: tuning.bossSchema, schedule: true }));
    await boss.schedule(recheckQueue, tuning.cron, {}, { tz: tuning.timeZone });
    await boss.work(
      recheckQueue,
      { batchSize: 1, pollingIntervalSeconds: tuning.pollingIntervalSeconds },
      async () => {
        await runRegistryRecheck({ ...deps, log, shouldStop: () => isStopping });
      },
    );
    return boss;
  }

  /** Only queues jobs (a process that does not run jobs): no clock, no worker, no maintenance. */
  function startProducer(): Promise<PgBoss> {
    return prepare(
      new PgBoss({ db: executor, schema: tuning.bossSchema, schedule: false, supervise: false }),
    );
  }

  return {
    /** Starts in the background, so the app's start is not held up; failures are logged. */
    start(jobLog: JobLog = silentLog): void {
      if (worker) return;
      log = jobLog;
      isStopping = false;
      worker = startWorker();
      worker.catch((error: Error) =>
        log.error({ error: error.message }, 'registry re-check could not start'),
      );
    },

    /** Queues a run now (instead of waiting for the week); a run already waiting makes this a no-op. */
    async requestRun(): Promise<void> {
      if (!worker) producer ??= startProducer();
      const boss = await (worker ?? (producer as Promise<PgBoss>));
      await boss.send(recheckQueue, {});
    },

    async stop(): Promise<void> {
      isStopping = true;
      const started = [worker, producer].filter((boss) => boss !== undefined);
      worker = undefined;
      producer = undefined;
      if (started.length === 0) return;
      const deadline = Date.now() + tuning.stopTimeoutMs;
      for (const boss of await Promise.all(started.map((b) => b.catch(() => undefined)))) {
        await boss?.stop({ close: false, graceful: true, wait: true, timeout: tuning.stopTimeoutMs });
      }
      await executor.drain(deadline);
    },
  };
}

export type RegistryRecheckJob = ReturnType<typeof createRegistryRecheckJob>;
