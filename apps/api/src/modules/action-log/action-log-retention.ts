import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { pruneActionLogs } from './action-log.repository';

const dayMilliseconds = 86_400_000;

export interface RetentionLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Prunes action-log entries older than the configured retention, shortly after start and then every
 * few hours. Several instances may run it: deleting what another already deleted is harmless.
 */
export function createActionLogRetention(deps: {
  db: Database;
  clock: Clock;
  retentionDays: () => Promise<number>;
  log: RetentionLog;
  intervalMs?: number;
}) {
  const intervalMs = deps.intervalMs ?? 6 * 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runOnce(): Promise<number> {
    const days = await deps.retentionDays();
    const cutOff = new Date(deps.clock.now().getTime() - days * dayMilliseconds);
    const pruned = await pruneActionLogs(deps.db, cutOff);
    if (pruned > 0) deps.log.info({ pruned, cutOff: cutOff.toISOString() }, 'action log pruned');
    return pruned;
  }

  function tick() {
    running = runOnce().catch((error: Error) =>
      deps.log.error({ error: error.message }, 'action log pruning failed'),
    );
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      const first = setTimeout(tick, 60_000);
      first.unref();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
