import { atLeast, atMost, type BenchPart } from './figures';
import { createImageBenchUser, measureImageUploads } from './image-upload';
import { benchMemberImport } from './member-import-load';
import { benchMemberList } from './member-list-load';
import { loadNews, seedNews } from './news-load';
import { loadProductLists, seedProducts } from './products-load';

/** Picture upload: 12-megapixel JPEGs one at a time, sharp on one thread (bench/image-upload.ts). */
export const imageUpload: BenchPart = {
  name: 'picture upload',
  ids: ['IMG'],
  async run({ appUrl, database }) {
    await createImageBenchUser(database.db);
    const result = await measureImageUploads(appUrl);
    return [
      atMost(
        'IMG',
        'CPU time of one 12-MP upload (median)',
        result.medianCpuMs,
        result.budgetMs,
        'ms',
        `wall median ${result.medianMs} ms`,
      ),
    ];
  },
};

/** Bulk import of a vendor's people: preview and apply of a workbook (bench/member-import-load.ts). */
export const memberImport: BenchPart = {
  name: 'member import',
  ids: ['IMP'],
  async run({ database }) {
    const result = await benchMemberImport(database);
    const { rowsPerSecond, memoryGrowthMb } = result.budget;
    return [
      atLeast(
        'IMP',
        `import preview, ${result.rows} rows`,
        result.preview.rowsPerSecond,
        rowsPerSecond,
        'rows/s',
      ),
      atLeast(
        'IMP',
        `import apply, ${result.rows} rows`,
        result.apply.rowsPerSecond,
        rowsPerSecond,
        'rows/s',
      ),
      atMost(
        'IMPb',
        'import memory growth (worse step)',
        Math.max(result.preview.memoryGrowthMb, result.apply.memoryGrowthMb),
        memoryGrowthMb,
        'MB',
      ),
    ];
  },
};

/** A vendor's people: `GET /Vendor/Members` over one vendor with 5 000 people (bench/member-list-load.ts). */
export const memberList: BenchPart = {
  name: 'member list',
  ids: ['MEM'],
  async run({ database, appUrl, adminToken, seconds }) {
    const result = await benchMemberList(database.db, appUrl, adminToken, seconds);
    const steps = [
      ['first page', result.firstPage],
      ['search', result.search],
      ['role filter', result.roleFilter],
    ] as const;
    return steps.map(([label, step]) =>
      atMost(
        'MEM',
        `member list of ${result.people} people, ${label}: p99 at ${result.connections} connections`,
        step.p99Ms,
        result.p99BudgetMs,
        'ms',
        `${Math.round(step.requestsPerSecond)} /s`,
      ),
    );
  },
};

/** Vendors' products: the vendor's own list over 100 000 products of 20 000 vendors (bench/products-load.ts). */
export const productLists: BenchPart = {
  name: 'product lists',
  ids: ['PRD'],
  async run({ database, appUrl, seconds }) {
    await seedProducts(database.db);
    const result = await loadProductLists(appUrl, seconds);
    const steps = [
      ['first page', result.ownList],
      ['keyword', result.ownListKeyword],
      ['published only', result.ownListPublished],
    ] as const;
    return steps.map(([label, step]) =>
      atMost(
        'PRD',
        `a vendor's own products, ${label}: p99 at ${result.connections} connections`,
        step.p99Ms,
        result.p99BudgetMs,
        'ms',
        `${Math.round(step.requestsPerSecond)} /s`,
      ),
    );
  },
};

/** Announcements: a member's board over 50 000 items and 1 000 000 read marks (bench/news-load.ts). */
export const newsBoard: BenchPart = {
  name: 'news board',
  ids: ['NEWS'],
  async run({ database, appUrl, seconds }) {
    await seedNews(database.db);
    const result = await loadNews(appUrl, seconds);
    return [
      atMost(
        'NEWS',
        `GET /News, first page of 50 000 with 1 000 000 read marks: p99 at ${result.connections} connections`,
        result.board.p99Ms,
        result.budgets.boardP99Ms,
        'ms',
        `${Math.round(result.board.requestsPerSecond)} /s`,
      ),
      atMost(
        'NEWS',
        `GET /News/Unread, same member: p99 at ${result.connections} connections`,
        result.unread.p99Ms,
        result.budgets.unreadP99Ms,
        'ms',
        `${Math.round(result.unread.requestsPerSecond)} /s`,
      ),
    ];
  },
};
