// `npx tsx bench/catalogue-search-choice.ts`: the measurement behind the catalogue search's index
// (docs/performance.md, "Catalogue search"). Seeds the bench catalogue (100 000 products, 20 000 vendors)
// in a scratch database with the committed migrations and times one query per keyword and candidate
// (median of five EXPLAIN ANALYZE runs): LIKE over `catalogue_text` alone (a scan), the migration's
// `search_bigrams` GIN index with LIKE to confirm, and LIKE over a pg_trgm GIN index.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { loadEnv } from '../apps/api/src/config/env';
import { bigramsOf } from '../apps/api/src/db/bigrams';
import { openDatabase } from '../apps/api/src/db/open-database';
import { seedProducts } from './products-load';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-search-'));
const database = await openDatabase(loadEnv({ DATA_DIR: dataDir }), () => {});
const { db } = database;
await seedProducts(db);
const print = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);

// A rare keyword, a moderate one (about 1 100 rows), and two in nearly every row.
const keywords = ['精密零件4242', '零件42', 'part 4242', '台灣', '零件'];

async function medianMs(query: SQL): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const result = await db.execute(sql`explain (analyze, format json) ${query}`);
    const plan = (result.rows[0] as Record<string, [{ 'Execution Time': number }]>)['QUERY PLAN'];
    runs.push(plan?.[0]['Execution Time'] ?? Number.NaN);
  }
  return runs.sort((a, b) => a - b)[2] ?? Number.NaN;
}

// The page (20 newest) and the total, as the catalogue asks both.
const both = async (where: SQL) => ({
  page: await medianMs(
    sql`select id from products where status = 'published' and ${where} order by published_at desc, id desc limit 20`,
  ),
  count: await medianMs(sql`select count(*) from products where status = 'published' and ${where}`),
});
const like = (k: string) => sql`catalogue_text like ${`%${k}%`}`;

for (const keyword of keywords) {
  await db.execute(sql`set enable_bitmapscan = off`);
  await db.execute(sql`set enable_indexscan = off`);
  const scan = await both(like(keyword));
  await db.execute(sql`reset enable_bitmapscan`);
  await db.execute(sql`reset enable_indexscan`);
  const bigram = await both(
    sql`search_bigrams @> ${sql.param(bigramsOf(keyword))}::text[] and ${like(keyword)}`,
  );
  print({ keyword, scan, bigram });
}

await db.execute(sql`create extension if not exists pg_trgm`);
print({ trigramsOfAChineseName: (await db.execute(sql`select show_trgm('臺灣精密零件') as t`)).rows[0] });
await db.execute(
  sql`create index products_catalogue_trgm on products using gin (catalogue_text gin_trgm_ops)`,
);
await db.execute(sql`analyze products`);
for (const keyword of keywords) print({ keyword, trigram: await both(like(keyword)) });
print(
  (
    await db.execute(sql`select pg_size_pretty(pg_relation_size('products_search_bigrams_idx')) as bigram_index,
      pg_size_pretty(pg_relation_size('products_catalogue_trgm')) as trigram_index,
      pg_size_pretty(pg_relation_size('products')) as heap`)
  ).rows[0],
);
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });
