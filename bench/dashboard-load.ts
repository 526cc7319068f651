import type { Database } from '../apps/api/src/db/client';
import * as staff from '../apps/api/src/modules/dashboard/dashboard-staff.repository';
import { atMost, type BenchPart, info } from './figures';
import { measureApiGet } from './load';

/** Each staff widget: its route, and the aggregate behind it (measured again without the 60 s cache). */
const widgets: [string, (db: Database) => Promise<unknown>][] = [
  ['Staff/Growth', (db) => staff.growthPerMonth(db, new Date(), 12)],
  ['Staff/Vendors', (db) => staff.vendorsByLevel(db)],
  ['Staff/Applications', (db) => staff.applicationsPerWeek(db, new Date(), 12)],
  ['Staff/PendingAudits', (db) => staff.pendingAudits(db, 5)],
  ['Staff/Products', (db) => staff.productsPerRootCategory(db)],
  ['Staff/Delivery', (db) => staff.deliveryFailures(db, new Date(Date.now() - 7 * 86_400_000), 5)],
  ['Staff/BrowserErrors', (db) => staff.browserErrors(db, new Date(Date.now() - 86_400_000), 5)],
];

/** The slowest of `rounds` rounds of 10 concurrent runs of an aggregate, straight on the database (no cache). */
async function uncachedWorstMs(db: Database, run: (db: Database) => Promise<unknown>, rounds = 3) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const started = performance.now();
        await run(db);
        times.push(performance.now() - started);
      }),
    );
  }
  return Math.max(...times);
}

/**
 * The dashboard's staff widgets on the bench's 100 000-user data set: p99 at 10 connections through the
 * app (answers cached for 60 s, as users get them), and the worst of 30 uncached runs, 10 at a time.
 */
export const dashboardWidgets: BenchPart = {
  name: 'dashboard widgets',
  ids: ['DSH'],
  async run({ database, appUrl, adminToken, seconds }) {
    const figures = [];
    for (const [path, aggregate] of widgets) {
      const served = await measureApiGet(appUrl, adminToken, `Dashboard/${path}`, seconds);
      if (served.non2xx > 0) throw new Error(`${path} answered ${served.non2xx} errors`);
      figures.push(
        atMost(
          'DSH',
          `dashboard ${path}: p99 at 10 connections`,
          served.p99Ms,
          100,
          'ms',
          `${Math.round(served.requestsPerSecond)} /s`,
        ),
        info(
          'DSH',
          `dashboard ${path}: uncached aggregate, worst of 30 at 10 concurrent`,
          await uncachedWorstMs(database.db, aggregate),
          'ms',
        ),
      );
    }
    return figures;
  },
};
