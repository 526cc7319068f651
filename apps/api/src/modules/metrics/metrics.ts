import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { jobQueueDepths, outboxBacklog } from './metrics.repository';

export interface Metrics {
  /** Whether the token matches METRICS_TOKEN (constant time). */
  acceptsToken(token: string): boolean;
  /** The Prometheus text exposition of every metric, gathered now. */
  render(): Promise<{ contentType: string; text: string }>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * The process's metrics for Prometheus (`GET /api/metrics`), made only when METRICS_TOKEN is set:
 * without it nothing is counted (no cost per request). One registry per app, so tests that build
 * several apps in one process keep them apart.
 */
export function createMetrics(deps: {
  token: string;
  pool: pg.Pool;
  db: Database;
  jobSchema: string;
}): Metrics & { registry: Registry } {
  const registry = new Registry();
  // Process CPU, memory, GC, handles and the event-loop delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const { pool } = deps;
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database connections of this process by state (max: DB_POOL_MAX)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'max' }, pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting_requests',
    help: 'Queries waiting for a free database connection (the pool is exhausted while above 0)',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'portal_job_queue_depth',
    help: 'Background jobs waiting (created, retry) or running (active), per queue',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobQueueDepths(deps.db, deps.jobSchema)) {
        this.set({ queue: row.queue, state: row.state }, row.jobs);
      }
    },
  });
  // The registry gathers every metric at once: each gauge asks for its own figures.
  new Gauge({
    name: 'portal_outbox_messages',
    help: 'Mail and SMS in the outbox not delivered: queued (backlog) and failed',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const backlog = await outboxBacklog(deps.db);
      this.set({ status: 'queued' }, backlog.queued);
      this.set({ status: 'failed' }, backlog.failed);
    },
  });
  new Gauge({
    name: 'portal_outbox_oldest_queued_seconds',
    help: 'Age of the oldest queued outbox message (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog(deps.db)).oldestQueuedSeconds);
    },
  });

  const expected = sha256(deps.token);
  return {
    registry,
    // Hashing both sides gives equal lengths, so the comparison itself reveals nothing, not even length.
    acceptsToken: (token) => timingSafeEqual(sha256(token), expected),
    async render() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}

/**
 * Counts every answered request by method, route pattern (`/api/v1/Users/:id`, never the raw URL, so
 * ids and query strings cannot multiply the series) and status, with its duration.
 */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry) {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      // Unknown paths share one series: a scan of random URLs adds nothing.
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
