import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Env, loadEnv } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import type { JobTuning } from '../src/lib/jobs';

/** The configuration of API tests: defaults, no web build, and the given variables. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    BODY_LIMIT_BYTES: String(64 * 1024),
    WEB_DIST_DIR: path.join(import.meta.dirname, 'no-web-build'),
    PUBLIC_URL: 'http://portal.test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...overrides,
  });
}

/** Builds the real app on a test database; `extend` may add routes before it is ready. */
export async function buildTestApp(
  database: DatabaseHandle,
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    extend?: (app: FastifyInstance) => void | Promise<void>;
    /** Run the background jobs (workers and schedules) as the server does. */
    runJobs?: boolean;
    jobTuning?: Partial<JobTuning>;
  } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testEnv(options.env),
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.runJobs ? { runJobs: true } : {}),
    ...(options.jobTuning ? { jobTuning: options.jobTuning } : {}),
  });
  await options.extend?.(app);
  await app.ready();
  return app;
}

/** A clock tests move by hand. */
export function manualClock(start = new Date('2026-11-22T02:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}
