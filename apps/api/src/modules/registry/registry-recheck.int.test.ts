import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import { manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { registryLookups, vendors } from '../../db/vendor-schema';
import { createJobRunner } from '../../lib/jobs';
import { systemContext } from '../action-log/action-log.recorder';
import { createRegistryService } from './registry.service';
import { runRegistryRecheck } from './registry-recheck';
import { createRegistryRecheckJob, recheckQueue } from './registry-recheck-job';
import { type FakeGcis, fakeUbns, startFakeGcis } from './testing/fake-gcis';

let database: TestDatabase;
let fake: FakeGcis;
const clock = manualClock();
const ids = { active: '', suspended: '', unknown: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeGcis({ today: clock.now() });
});
afterAll(async () => {
  await fake.close();
  await database.drop();
});
beforeEach(async () => {
  fake.mode = 'normal';
  fake.requests.length = 0;
  fake.requestTimes.length = 0;
  const { db } = database;
  await db.delete(registryLookups);
  await db.delete(vendors);
  // All three looked fine at their last check.
  const earlier = {
    registryCheckedAt: new Date('2026-11-01T00:00:00Z'),
    registryStatus: 'active' as const,
    registryFlagged: false,
  };
  const rows = await db
    .insert(vendors)
    .values([
      { ubn: fakeUbns.tsmc, name: '台積電', ...earlier },
      { ubn: fakeUbns.suspended, name: '停業示範', ...earlier },
      { ubn: fakeUbns.unknown, name: '查無此公司', ...earlier },
    ])
    .returning({ id: vendors.id, ubn: vendors.ubn });
  for (const row of rows) {
    if (row.ubn === fakeUbns.tsmc) ids.active = row.id;
    if (row.ubn === fakeUbns.suspended) ids.suspended = row.id;
    if (row.ubn === fakeUbns.unknown) ids.unknown = row.id;
  }
});

const silentLog = { info() {}, warn() {}, error() {} };

const registry = (minIntervalMs = 0) =>
  createRegistryService({ db: database.db, clock, baseUrl: fake.url, timeoutMs: 500, minIntervalMs });

async function vendorRow(id: string) {
  const [row] = await database.db.select().from(vendors).where(eq(vendors.id, id));
  if (!row) throw new Error('no vendor');
  return row;
}

describe('the registry re-check', () => {
  it('updates every vendor and flags the suspended and the unknown', async () => {
    const summary = await runRegistryRecheck({ db: database.db, clock, registry: registry() });
    expect(summary).toEqual({ checked: 3, flagged: 2, skipped: 0, stoppedEarly: false });

    const active = await vendorRow(ids.active);
    expect(active).toMatchObject({
      registryCheckedAt: clock.now(),
      registryStatus: 'active',
      registryFlagged: false,
    });
    expect(active.registrySnapshot).toMatchObject({
      name: '台灣積體電路製造股份有限公司',
      capital: 280500000000,
    });

    const suspended = await vendorRow(ids.suspended);
    expect(suspended).toMatchObject({ registryStatus: 'suspended', registryFlagged: true });
    expect(suspended.registrySnapshot).toMatchObject({ statusText: '核准設立', status: 'suspended' });

    const unknown = await vendorRow(ids.unknown);
    expect(unknown).toMatchObject({
      registryCheckedAt: clock.now(),
      registryStatus: null,
      registryFlagged: true,
      registrySnapshot: null,
    });
  });

  it('logs a change of status, and nothing for a vendor that stayed as it was', async () => {
    await runRegistryRecheck({ db: database.db, clock, registry: registry() });
    expect(await entriesAbout(database.db, 'vendor', ids.active)).toEqual([]);
    const [entry] = await entriesAbout(database.db, 'vendor', ids.suspended);
    expect(entry).toMatchObject({
      action: 'update',
      actorId: null,
      before: { registryStatus: 'active', registryFlagged: false },
      after: { registryStatus: 'suspended', registryFlagged: true, registryFound: true },
    });
  });

  it('asks the registry afresh, spaced by the client rate', async () => {
    await registry().lookup(fakeUbns.tsmc);
    fake.requests.length = 0;
    const started: number[] = [];
    const spaced = createRegistryService({
      db: database.db,
      clock,
      baseUrl: fake.url,
      timeoutMs: 500,
      minIntervalMs: 100,
      fetch: (input, init) => {
        started.push(Date.now());
        return fetch(input, init);
      },
    });
    await runRegistryRecheck({ db: database.db, clock, registry: spaced });
    expect(fake.requests).toHaveLength(3);
    const gaps = started.slice(1).map((time, index) => time - (started[index] ?? 0));
    // A loaded machine may stall a call a little; without spacing the gaps would be a few milliseconds.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(50);
  });

  it('leaves every row as it was when the registry cannot answer', async () => {
    const before = await database.db.select().from(vendors).orderBy(vendors.id);
    for (const mode of ['html-busy', 'status-500', 'filter-error'] as const) {
      fake.mode = mode;
      const summary = await runRegistryRecheck({ db: database.db, clock, registry: registry() });
      expect(summary).toMatchObject({ checked: 0, flagged: 0, skipped: 3 });
    }
    expect(await database.db.select().from(vendors).orderBy(vendors.id)).toEqual(before);
  });

  it('gives up after five unanswered calls in a row', async () => {
    const { db } = database;
    await db
      .insert(vendors)
      .values(['93000000', '92000002', '91000004', '90000006'].map((ubn) => ({ ubn, name: `供應商${ubn}` })));
    fake.mode = 'status-500';
    const summary = await runRegistryRecheck({ db, clock, registry: registry() });
    expect(summary).toEqual({ checked: 0, flagged: 0, skipped: 7, stoppedEarly: true });
    expect(fake.requests).toHaveLength(5);
  });
});

describe('the re-check job', () => {
  it('is scheduled weekly and runs once when asked', async () => {
    const jobs = createJobRunner({ pool: database.pool, log: silentLog, runWorkers: true });
    const job = createRegistryRecheckJob({
      jobs,
      db: database.db,
      clock,
      registry: registry(),
      tuning: { pollingIntervalSeconds: 0.5 },
    });
    await jobs.start();
    try {
      await job.requestRun(systemContext);
      await expect
        .poll(async () => (await vendorRow(ids.unknown)).registryFlagged, { timeout: 10_000 })
        .toBe(true);
      const schedules = await database.db.execute(
        sql`select cron, timezone from pgboss.schedule where name = ${recheckQueue}`,
      );
      expect(schedules.rows).toEqual([{ cron: '0 3 * * 1', timezone: 'Asia/Taipei' }]);
      await expect
        .poll(
          async () =>
            (
              await database.db.execute(
                sql`select state from pgboss.job where name = ${recheckQueue} and state = 'completed'`,
              )
            ).rows.length,
          { timeout: 10_000 },
        )
        .toBe(1);
      expect(fake.requests).toHaveLength(3);
    } finally {
      await jobs.stop();
    }
  });

  it('never runs twice at once, however many instances ask', async () => {
    const shared = registry();
    let inFlight = 0;
    let mostAtOnce = 0;
    const watched = {
      async refresh(ubn: string) {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        try {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return await shared.refresh(ubn);
        } finally {
          inFlight -= 1;
        }
      },
    };
    const instances = [1, 2].map(() => {
      const jobs = createJobRunner({ pool: database.pool, log: silentLog, runWorkers: true });
      const job = createRegistryRecheckJob({
        jobs,
        db: database.db,
        clock,
        registry: watched,
        tuning: { pollingIntervalSeconds: 0.5 },
      });
      return { jobs, job };
    });
    await Promise.all(instances.map((instance) => instance.jobs.start()));
    try {
      await Promise.all(
        instances.flatMap(({ job }) => [job.requestRun(systemContext), job.requestRun(systemContext)]),
      );
      const unfinished = async () =>
        (
          await database.db.execute(
            sql`select id from pgboss.job where name = ${recheckQueue} and state in ('created', 'active')`,
          )
        ).rows.length;
      await expect.poll(unfinished, { timeout: 15_000 }).toBe(0);
      expect(fake.requests.length).toBeGreaterThanOrEqual(3);
      expect(mostAtOnce).toBe(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.jobs.stop()));
    }
  });
});
