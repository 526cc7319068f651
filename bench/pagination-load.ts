import { atMost, type BenchPart } from './figures';
import { conditionParam, measureApiGet } from './load';

// Page 1000 of 20 rows: the 19 981st to 20 000th row, which every seeded list has.
const deepPage = 1000;
const lists = [
  ['users', 'Users'],
  ['vendors', 'Vendors'],
  ['audit queue (pending)', `Vendor/Audits?condition=${conditionParam({ status: 'pending' })}`],
  ['action log', 'ActionLogs'],
] as const;

const withPage = (path: string, page: number) =>
  `${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=20`;

/**
 * P3: the cost of page 1000 against page 1 of each list, as the ratio of their throughputs from 10
 * connections (the same work per request, so the ratio is the ratio of the time each request takes).
 */
export const deepPages: BenchPart = {
  name: 'deep pages',
  ids: ['P3'],
  async run({ appUrl, adminToken, seconds }) {
    const figures = [];
    for (const [name, path] of lists) {
      const first = await measureApiGet(appUrl, adminToken, withPage(path, 1), seconds);
      const deep = await measureApiGet(appUrl, adminToken, withPage(path, deepPage), seconds);
      if (first.non2xx + deep.non2xx > 0) throw new Error(`${path} answered errors`);
      figures.push(
        atMost(
          'P3',
          `${name}: page ${deepPage} ÷ page 1 (time per request)`,
          first.requestsPerSecond / deep.requestsPerSecond,
          2,
          '',
          `${first.requestsPerSecond} /s, p99 ${first.p99Ms} ms against ${deep.requestsPerSecond} /s, p99 ${deep.p99Ms} ms`,
        ),
      );
    }
    return figures;
  },
};
