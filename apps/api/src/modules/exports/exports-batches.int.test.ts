import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { vendorsExport } from '../vendors/vendors.export';
import type { ExportDefinition, ExportReader } from './export-definition';
import { exportBatchSize, writeExport } from './export-writer';
import { parseCsv } from './exports.fixtures';

// A batch and a half of vendors: the export reads two batches, the second after the inserts.
const existing = Math.floor(exportBatchSize * 1.5);
const insertedDuring = 30;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`
    insert into vendors (id, ubn, name, created_at)
    select gen_random_uuid(), lpad(g::text, 8, '0'), '批次供應商 ' || g, now() - make_interval(secs => g)
    from generate_series(1, ${existing}) as g`);
}, 120_000);
afterAll(async () => {
  await database.drop();
});

const staff: ExportReader = {
  principal: {
    userId: '00000000-0000-0000-0000-000000000001',
    sessionId: '',
    permissions: new Set(['vendors:read']),
    vendor: null,
  },
  context: { actorId: null, ip: null, userAgent: null, requestId: null },
  language: 'zh-Hant',
};

describe('an export whose list grows while it runs', () => {
  it('writes every row that was there exactly once, though new rows moved the batch boundary', async () => {
    const vendors = vendorsExport({ db: database.db });
    let reads = 0;
    // The list's own read; after the first batch, vendors newer than all others arrive: they sort first
    // (newest first), pushing the first batch's last rows into the second page.
    const growing: ExportDefinition = {
      ...vendors,
      async read(reader, query) {
        const page = await vendors.read(reader, query);
        reads += 1;
        if (reads === 1) {
          await database.db.execute(sql`
            insert into vendors (id, ubn, name, created_at)
            select gen_random_uuid(), lpad((90000000 + g)::text, 8, '0'), '新供應商 ' || g,
              now() + make_interval(secs => g)
            from generate_series(1, ${insertedDuring}) as g`);
        }
        return page;
      },
    };
    const out = new PassThrough();
    const file = text(out);
    const count = await writeExport({ definition: growing, reader: staff, query: {}, format: 'csv' }, out);
    expect(reads).toBe(2);

    const ubns = parseCsv(await file)
      .slice(1)
      .map((row) => row[0]);
    expect(count).toBe(ubns.length);
    // Each vendor once: no duplicates at the boundary, none of the existing ones lost.
    expect(new Set(ubns).size).toBe(ubns.length);
    const expected = Array.from({ length: existing }, (_, i) => String(i + 1).padStart(8, '0'));
    expect(ubns.filter((ubn) => !ubn?.startsWith('9'))).toEqual(expected);
    // The new vendors sorted before the rows already written: none of them is in the file.
    expect(ubns).toHaveLength(existing);
  }, 120_000);
});
