import type pg from 'pg';
import PgBoss from 'pg-boss';
import { pgBossPoolExecutor } from './pg-boss-executor';

/** Timing of the job runner; the defaults suit production, tests shorten them. */
export interface JobTuning {
  /** pg-boss's own schema in the same database. */
  schema: string;
  /** How often one instance (whichever claims the minute) checks the schedules; pg-boss allows 1-45. */
  cronMonitorIntervalSeconds: number;
  /** How often a due schedule's job is handed to its queue; pg-boss allows 1-45. */
  cronWorkerIntervalSeconds: number;
  /** Longest wait for running jobs when the process stops. */
  stopTimeoutMs: number;
  /** A different cron for some schedules, by queue name (tests run them every minute). */
  cronOverrides: Record<string, string>;
  /** When set, every worker polls this often instead of its own interval (tests). */
  workerPollingIntervalSeconds?: number;
}

export const defaultJobTuning: JobTuning = {
  schema: 'pgboss',
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 5,
  // Within the server's default SHUTDOWN_TIMEOUT_MS (10 s), which also closes the pool afterwards.
  stopTimeoutMs: 5_000,
  cronOverrides: {},
};

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorker<Data extends object> {
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds: number;
  /** Workers polling this queue side by side in this process (each runs one job at a time). */
  concurrency?: number;
  handler(job: PgBoss.JobWithMetadata<Data>): Promise<void>;
}

export interface JobDefinition<Data extends object = object> {
  /** The queue name (also the schedule's name). */
  name: string;
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** A recurring run: pg-boss stores it once and sends one job per due time across every instance. */
  schedule?: { cron: string; timeZone: string };
  /** How this process runs the queue's jobs (only a runner that runs workers uses it). */
  worker?: JobWorker<Data>;
}

export interface JobRunner {
  /** Declares a queue, its schedule and its worker; before `start` only. */
  define<Data extends object>(definition: JobDefinition<Data>): void;
  /**
   * Starts pg-boss once: creates the declared queues and, when this runner runs workers, stores the
   * schedules, starts the cron clock and the workers. Later calls wait for the first.
   */
  start(): Promise<void>;
  /** True once `start` finished (queues exist, jobs may be inserted). */
  isReady(): boolean;
  /** True from `stop` on: long jobs check it between steps. */
  isStopping(): boolean;
  /** Sends a job now, starting the runner first when nothing has started it (a process without workers). */
  send(name: string, data?: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Inserts jobs through the given pg-boss executor (e.g. the caller's transaction); needs `isReady`. */
  insert(jobs: PgBoss.JobInsert[], db?: PgBoss.Db): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The process's one pg-boss, over the shared pool. Features declare their queues, schedules and
 * workers on it; recurring tasks are pg-boss schedules, so each due run happens once across every
 * instance (pg-boss lets one instance claim each cron check and keeps one job per schedule and minute).
 * A runner without workers (`runWorkers: false`, most tests) only queues: no clock, no maintenance.
 */
export function createJobRunner(options: {
  pool: pg.Pool;
  log: JobLog;
  runWorkers: boolean;
  tuning?: Partial<JobTuning>;
}): JobRunner {
  const tuning = { ...defaultJobTuning, ...options.tuning };
  const { log, runWorkers } = options;
  const executor = pgBossPoolExecutor(options.pool);
  const boss = new PgBoss({
    db: executor,
    schema: tuning.schema,
    schedule: runWorkers,
    supervise: runWorkers,
    cronMonitorIntervalSeconds: tuning.cronMonitorIntervalSeconds,
    cronWorkerIntervalSeconds: tuning.cronWorkerIntervalSeconds,
  });
  boss.on('error', (error) => log.error({ error: error.message }, 'job runner error'));

  const definitions: JobDefinition[] = [];
  /** This process's workers by queue, woken by `send` so a job starts now rather than at the next poll. */
  const localWorkers = new Map<string, string[]>();
  let starting: Promise<void> | undefined;
  let ready = false;
  let stopping = false;

  async function startOnce() {
    await boss.start();
    for (const definition of definitions) {
      await boss.createQueue(definition.name, { ...definition.queue, name: definition.name });
    }
    if (runWorkers) {
      for (const { name, schedule } of definitions) {
        if (!schedule) continue;
        await boss.schedule(name, tuning.cronOverrides[name] ?? schedule.cron, {}, { tz: schedule.timeZone });
      }
      for (const { name, worker } of definitions) {
        if (!worker) continue;
        const workOptions = {
          includeMetadata: true as const,
          batchSize: 1,
          pollingIntervalSeconds: tuning.workerPollingIntervalSeconds ?? worker.pollingIntervalSeconds,
        };
        for (let i = 0; i < (worker.concurrency ?? 1); i += 1) {
          const workerId = await boss.work<object>(name, workOptions, async ([job]) => {
            if (!job) return;
            if (stopping) throw new Error('the job runner is stopping');
            try {
              await worker.handler(job);
            } catch (error) {
              // pg-boss records the failure (and retries when the queue allows); the log says why.
              log.warn({ job: name, error: (error as Error).message }, 'job failed');
              throw error;
            }
          });
          localWorkers.set(name, [...(localWorkers.get(name) ?? []), workerId]);
        }
      }
    }
    ready = true;
  }

  return {
    define(definition) {
      if (starting) throw new Error(`job ${definition.name} defined after the runner started`);
      definitions.push(definition as unknown as JobDefinition);
    },

    start() {
      stopping = false;
      starting ??= startOnce();
      return starting;
    },

    isReady: () => ready && !stopping,
    isStopping: () => stopping,

    async send(name, data = {}, sendOptions = {}) {
      await this.start();
      const id = await boss.send(name, data, sendOptions);
      // A worker here starts on it at once (others, in other instances, at their next poll).
      if (id && !sendOptions.startAfter) {
        for (const workerId of localWorkers.get(name) ?? []) boss.notifyWorker(workerId);
      }
      return id;
    },

    async insert(jobs, db) {
      await (db ? boss.insert(jobs, { db }) : boss.insert(jobs));
    },

    async stop() {
      if (!starting) return;
      stopping = true;
      const deadline = Date.now() + tuning.stopTimeoutMs;
      await starting.catch(() => {});
      await boss.stop({ close: false, graceful: true, wait: true, timeout: tuning.stopTimeoutMs });
      await executor.drain(deadline);
      starting = undefined;
      ready = false;
      localWorkers.clear();
    },
  };
}
