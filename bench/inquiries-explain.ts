// What each inquiry request's queries cost on the bench's mailbox: the SQL the repositories send, with the
// app's real parameters, under EXPLAIN (ANALYZE, BUFFERS). `DATA_DIR=<dir> npx tsx bench/inquiries-explain.ts`
// seeds the mailbox on the first run (bench/inquiries-load.ts) and keeps it in DATA_DIR for the next.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { loadEnv } from '../apps/api/src/config/env';
import type { Database } from '../apps/api/src/db/client';
import * as inquirySchema from '../apps/api/src/db/inquiry-schema';
import { openDatabase } from '../apps/api/src/db/open-database';
import * as productSchema from '../apps/api/src/db/product-schema';
import * as coreSchema from '../apps/api/src/db/schema';
import * as vendorSchema from '../apps/api/src/db/vendor-schema';
import {
  findThread,
  listThreads,
  type MailboxScope,
} from '../apps/api/src/modules/inquiries/inquiries.repository';
import { messagesOf } from '../apps/api/src/modules/inquiries/inquiry-messages.repository';
import { keptUnreadCount, recountUnread } from '../apps/api/src/modules/inquiries/inquiry-reads.repository';

import { seedInquiries } from './inquiries-load';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR: where the seeded mailbox is kept');
const database = await openDatabase(loadEnv({ DATA_DIR: dataDir }), () => {});
const seeded = await database.db.execute(sql`select id from vendors where ubn = '79999999'`);
if (seeded.rows.length === 0) console.info(`seeded ${JSON.stringify(await seedInquiries(database.db))}`);
const [ids] = (
  await database.db.execute(sql`select t.id as thread, t.vendor_id as vendor, m.user_id as owner
    from inquiry_threads t join vendor_members m on m.vendor_id = t.vendor_id
    where t.subject = 'bench-big'`)
).rows as { thread: string; vendor: string; owner: string }[];
if (!ids) throw new Error('no big thread');

const captured: { query: string; params: unknown[] }[] = [];
const logged = drizzle(database.pool, {
  schema: { ...coreSchema, ...vendorSchema, ...productSchema, ...inquirySchema },
  casing: 'snake_case',
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
}) as unknown as Database;

async function explain(label: string, run: () => Promise<unknown>) {
  captured.length = 0;
  await run();
  for (const { query, params } of [...captured]) {
    const { rows } = await database.pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query}`,
      params,
    );
    const plan = rows.map((row) => row['QUERY PLAN']);
    console.info(`\n## ${label}\n${query}\n${JSON.stringify(params)}\n${plan.join('\n')}`);
  }
}

const scope: MailboxScope = { side: 'vendor', userId: ids.owner, vendorId: ids.vendor };
const list = { page: 1, pageSize: 20, oldestFirst: false, unreadCount: 0 } as const;
await explain('inbox', () => listThreads(logged, scope, { ...list, view: 'inbox' }));
await explain('unread view', () => listThreads(logged, scope, { ...list, pageSize: 1, view: 'unread' }));
await explain('unread count (recounted once, then kept)', () =>
  logged.transaction((tx) => recountUnread(tx, ids.owner, ids.vendor)),
);
await explain('unread count', () => keptUnreadCount(logged, ids.owner));
await explain('thread', () => findThread(logged, ids.thread, ids.owner));
await explain('thread messages', () => messagesOf(logged, ids.thread, { limit: 50 }));
await database.close();
