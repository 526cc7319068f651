import { atLeast, atMost, type BenchPart } from './figures';
import { createImageBenchUser, measureImageUploads } from './image-upload';
import { loadInquiries, seedInquiries } from './inquiries-load';
import { benchMemberImport } from './member-import-load';
import { benchMemberList } from './member-list-load';
import { loadNews, seedNews } from './news-load';
import { loadNotifications, seedNotifications } from './notifications-load';
import { loadCatalogue, loadProductLists, seedProductsOnce } from './products-load';

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
    await seedProductsOnce(database.db);
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

/** The catalogue buyers use: search over 100 000 products of 20 000 vendors (bench/products-load.ts). */
export const catalogueSearch: BenchPart = {
  name: 'catalogue search',
  ids: ['CAT', 'CATb'],
  async run({ database, appUrl, adminToken, seconds }) {
    await seedProductsOnce(database.db);
    const result = await loadCatalogue(appUrl, adminToken, seconds);
    const steps = [
      ['first page, newest', result.firstPage],
      ['a keyword inside names, by relevance', result.keyword],
      ['page 1000, newest', result.page1000],
    ] as const;
    return [
      ...steps.map(([label, step]) =>
        atMost(
          'CAT',
          `catalogue search, ${label}: p99 at ${result.connections} connections`,
          step.p99Ms,
          result.p99BudgetMs,
          'ms',
          `${Math.round(step.requestsPerSecond)} /s${step.non2xx > 0 ? `, ${step.non2xx} errors` : ''}`,
        ),
      ),
      atMost(
        'CATb',
        'catalogue page 1000 against page 1 (p99 ratio)',
        Math.round((result.page1000.p99Ms / Math.max(result.firstPage.p99Ms, 1)) * 100) / 100,
        2,
        '×',
      ),
    ];
  },
};

/** The bell: one person with 100 000 notifications, half unread (bench/notifications-load.ts). */
export const notificationBell: BenchPart = {
  name: 'notification bell',
  ids: ['NTF'],
  async run({ database, appUrl, adminToken, seconds }) {
    await seedNotifications(database.db);
    const result = await loadNotifications(appUrl, adminToken, seconds);
    const steps = [
      ['unread count', result.unreadCount],
      ['first page', result.firstPage],
      ['first unread page', result.firstUnreadPage],
    ] as const;
    return steps.map(([label, step]) =>
      atMost(
        'NTF',
        `notifications of a person holding ${result.notifications}, ${label}: p99 at ${result.connections} connections`,
        step.p99Ms,
        result.p99BudgetMs,
        'ms',
        `${Math.round(step.requestsPerSecond)} /s`,
      ),
    );
  },
};

/** The inquiry mailbox: one vendor with 20 000 threads and about 200 000 messages (bench/inquiries-load.ts). */
export const inquiryMailbox: BenchPart = {
  name: 'inquiry mailbox',
  ids: ['INQ'],
  async run({ database, appUrl, seconds }) {
    const seeded = await seedInquiries(database.db);
    const result = await loadInquiries(appUrl, seconds, seeded.bigThreadId);
    const size = `20 000 threads, ${seeded.messages} messages`;
    return [
      atMost(
        'INQ',
        `inquiry inbox first page with the unread count (${size}): p99 at ${result.connections} connections`,
        result.inbox.p99Ms,
        result.listBudgetMs,
        'ms',
        `${Math.round(result.inbox.requestsPerSecond)} /s`,
      ),
      atMost(
        'INQ',
        `inquiry unread view and count: p99 at ${result.connections} connections`,
        result.unread.p99Ms,
        result.listBudgetMs,
        'ms',
        `${Math.round(result.unread.requestsPerSecond)} /s`,
      ),
      atMost(
        'INQ',
        `a thread of 500 messages: p99 at ${result.connections} connections`,
        result.bigThread.p99Ms,
        result.threadBudgetMs,
        'ms',
        `${Math.round(result.bigThread.requestsPerSecond)} /s`,
      ),
    ];
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
