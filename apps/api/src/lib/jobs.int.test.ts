import { systemRoleCodes } from '@portal/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithRole } from '../../test/access-fixtures';
import { bearer, signIn } from '../../test/identity-fixtures';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { retentionQueue } from '../modules/action-log/action-log-retention';
import { exportSweepQueue } from '../modules/exports/exports.service';
import { imageSweepQueue } from '../modules/images/image-sweep';
import { inquiryDigestQueue } from '../modules/inquiries/inquiry-digest';
import { meetingRemindersQueue } from '../modules/meetings/meeting-reminders';
import { importSweepQueue } from '../modules/member-import/member-import-apply';
import { sweepQueue } from '../modules/messaging/delivery-queue';
import { newsMailSweepQueue } from '../modules/news/news-audience-mail';
import { notificationRetentionQueue } from '../modules/notifications/notification-retention';
import { recheckQueue } from '../modules/registry/registry-recheck-job';

// Counts pg-boss instances and the runs of two scheduled tasks, whichever app makes them.
const counted = vi.hoisted(() => ({ bosses: 0, prunes: 0, sweeps: 0 }));
vi.mock('pg-boss', async (importOriginal) => {
  const PgBoss = (await importOriginal<{ default: typeof import('pg-boss') }>()).default;
  class CountedPgBoss extends PgBoss {
    constructor(...args: ConstructorParameters<typeof PgBoss>) {
      super(...args);
      counted.bosses += 1;
    }
  }
  return { default: CountedPgBoss };
});
vi.mock('../modules/action-log/action-log.repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('../modules/action-log/action-log.repository')>();
  return {
    ...original,
    pruneActionLogs: (...args: Parameters<typeof original.pruneActionLogs>) => {
      counted.prunes += 1;
      return original.pruneActionLogs(...args);
    },
  };
});
vi.mock('../modules/messaging/messaging.repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('../modules/messaging/messaging.repository')>();
  return {
    ...original,
    findStaleQueuedIds: (...args: Parameters<typeof original.findStaleQueuedIds>) => {
      counted.sweeps += 1;
      return original.findStaleQueuedIds(...args);
    },
  };
});

let database: TestDatabase;
const apps: FastifyInstance[] = [];
let startedAt = 0;

const env = { CAPTCHA_ENABLED: 'false' };
// The retention runs every minute here (the sweep already does); the cron is checked every second.
const jobTuning = {
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  workerPollingIntervalSeconds: 0.5,
  cronOverrides: { [retentionQueue]: '* * * * *' },
};

beforeAll(async () => {
  database = await createTestDatabase();
  startedAt = Date.now();
  // Two instances of the portal on one database, as behind a load balancer.
  for (let i = 0; i < 2; i += 1) apps.push(await buildTestApp(database, { env, runJobs: true, jobTuning }));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.drop();
});

const jobsOf = async (name: string) =>
  (
    await database.db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = ${name} order by created_on`,
    )
  ).rows;

describe('the job runner', () => {
  it('is one pg-boss per app, however many features queue and work', async () => {
    expect(counted.bosses).toBe(2);
    // Queuing on demand (the registry re-check) uses the same one: before, it made a pg-boss of its own.
    const [first] = apps;
    if (!first) throw new Error('no app');
    const staff = await createUserWithRole(database.db, systemRoleCodes.staff);
    const response = await first.inject({
      method: 'POST',
      url: '/api/v1/Vendors/RegistryCheck',
      headers: bearer(await signIn(first, staff.account)),
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(counted.bosses).toBe(2);
  });

  it('stores every recurring task as a pg-boss schedule, once', async () => {
    const schedules = await database.db.execute<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(schedules.rows).toEqual([
      { name: retentionQueue, cron: '* * * * *', timezone: 'Asia/Taipei' },
      { name: exportSweepQueue, cron: '23 * * * *', timezone: 'Asia/Taipei' },
      { name: imageSweepQueue, cron: '40 * * * *', timezone: 'Asia/Taipei' },
      { name: inquiryDigestQueue, cron: '* * * * *', timezone: 'Asia/Taipei' },
      { name: meetingRemindersQueue, cron: '* * * * *', timezone: 'Asia/Taipei' },
      { name: importSweepQueue, cron: '* * * * *', timezone: 'Asia/Taipei' },
      { name: sweepQueue, cron: '* * * * *', timezone: 'UTC' },
      { name: newsMailSweepQueue, cron: '* * * * *', timezone: 'UTC' },
      { name: notificationRetentionQueue, cron: '40 3 * * *', timezone: 'Asia/Taipei' },
      { name: recheckQueue, cron: '0 3 * * 1', timezone: 'Asia/Taipei' },
    ]);
  });

  it('runs a due schedule once across two instances', async () => {
    await expect.poll(() => counted.prunes, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => counted.sweeps, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    // Both instances check the clock every second: give a second run every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
    for (const [name, runs] of [
      [retentionQueue, counted.prunes],
      [sweepQueue, counted.sweeps],
    ] as const) {
      const jobs = await jobsOf(name);
      // One job per due minute (at most the minutes this test spanned), each run by one instance.
      expect(jobs.length, name).toBeLessThanOrEqual(minutes);
      expect(
        jobs.every((job) => job.state === 'completed'),
        name,
      ).toBe(true);
      expect(runs, name).toBe(jobs.length);
    }
  });
});
