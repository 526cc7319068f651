import { randomBytes } from 'node:crypto';
import { importLimits } from '@portal/contracts/member-import';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { memberImports } from '../../db/member-import-schema';
import { vendorInvitations } from '../../db/vendor-schema';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';
import { csvText, header, partsOf, uploadImport, utf8Bom, workbookOf, zipOf } from './member-import.fixtures';

let world: MembersWorld;
beforeAll(async () => {
  world = await startMembersWorld();
});
afterAll(async () => {
  await world?.close();
});

const csvOf = (tag: string, count: number) => ({
  bytes: utf8Bom(
    csvText([
      header,
      ...Array.from({ length: count }, (_, i) => ['', `${tag}${i}@example.test`, '', '', '']),
    ]),
  ),
  fileName: `${tag}.csv`,
});

/** An earlier import of this vendor whose `done` rows were invited now (written directly: 9 990 rows). */
async function importedToday(vendorId: string, owner: Person, rows: number) {
  const now = world.clock.now();
  const [record] = await world.db
    .insert(memberImports)
    .values({
      vendorId,
      uploadedBy: owner.id,
      acting: 'owner',
      source: 'file',
      fileName: 'earlier.csv',
      status: 'done',
      totalRows: rows,
      counts: { invite: rows },
      unknownColumns: [],
      inviteRows: rows,
      doneRows: rows,
      expiresAt: now,
    })
    .returning({ id: memberImports.id });
  await world.db.execute(sql`
    insert into member_import_rows
      (import_id, row_number, name, email, mobile, job_title, role, verdict, state, problems, done_at)
    select ${record?.id}::uuid, g, '', 'earlier' || g || '@example.test', '', '', 'member', 'invite', 'done',
      '[]'::jsonb, ${now}::timestamptz
    from generate_series(1, ${rows}::int) as g`);
}

const importsOf = (vendorId: string) =>
  world.db.select().from(memberImports).where(eq(memberImports.vendorId, vendorId));

/** A CSV of one person and an extra column padded so the whole file is exactly `bytes` long. */
function csvOfSize(bytes: number) {
  const head = utf8Bom(
    csvText([
      [...header, '備註'],
      ['王小明', 'size@example.test', '', '', '', ''],
    ]),
  );
  // The padding replaces the empty last field and its line end.
  return Buffer.concat([head.subarray(0, head.length - 2), Buffer.alloc(bytes - head.length + 2, 'x')]);
}

const apply = (owner: Person, id: string) =>
  call(world, owner, { method: 'POST', url: '/Vendor/Members/Batch/Apply', payload: { id } });

// Imports skip the single invitation's 50 a day (a 10 000-row file must be possible) but have their own
// cap: 10 000 rows turned into invitations per vendor in any 24 hours, counted over every import.
describe("the import's own daily cap", () => {
  it('refuses an apply that would pass 10 000 invited rows in 24 hours, changing nothing', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '上限公司');
    await importedToday(vendor.id, owner, importLimits.perVendorPerDay - 10);

    const big = (await uploadImport(world, owner, csvOf('cap-big', 20))).json();
    expect(big.counts.invite).toBe(20);
    const refused = await apply(owner, big.id);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json().errors[0]).toMatchObject({ code: 'IMPORT_DAILY_LIMIT' });
    // Only 10 are left today: the message says so.
    expect(refused.json().errors[0].message).toMatch(/[^\d,]10[^\d,]/);
    const [stored] = await world.db.select().from(memberImports).where(eq(memberImports.id, big.id));
    expect(stored?.status).toBe('preview');

    // What is left today still goes through.
    const small = (await uploadImport(world, owner, csvOf('cap-small', 10))).json();
    expect((await apply(owner, small.id)).json().status).toBe('queued');
    // The queued import's rows are promised already: one more row is over the cap.
    const smallest = (await uploadImport(world, owner, csvOf('cap-over', 1))).json();
    expect((await apply(owner, smallest.id)).json().errors[0].code).toBe('IMPORT_DAILY_LIMIT');

    // A day later the cap is free again.
    world.clock.advance(25 * 3600);
    const again = { ...owner, headers: bearer(await signIn(world.app, owner.account)) };
    const next = (await uploadImport(world, again, csvOf('cap-next', 20))).json();
    expect((await apply(again, next.id)).json().status).toBe('queued');
    // The refused apply wrote no invitation.
    const invited = await world.db
      .select()
      .from(vendorInvitations)
      .where(sql`${vendorInvitations.email} like 'cap-big%'`);
    expect(invited).toHaveLength(0);
  });
});

describe('file size and row limits', () => {
  const maxBytes = importLimits.maxBytes;

  it('refuses an .xlsx or a .csv over 5 MB with a message in the user’s language, writing nothing', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '大檔公司');
    // A real workbook carrying a picture that does not compress: just over the limit on the wire.
    const parts = partsOf(await workbookOf([header, ['王小明', 'big@example.test', '', '', '']]));
    const xlsx = zipOf([...parts, { name: 'xl/media/image1.png', data: randomBytes(maxBytes) }]);
    expect(xlsx.length).toBeGreaterThan(maxBytes);
    const refusedXlsx = await uploadImport(world, owner, { bytes: xlsx, fileName: 'big.xlsx' });
    expect(refusedXlsx.statusCode).toBe(413);
    expect(refusedXlsx.json().errors[0]).toMatchObject({
      code: 'IMPORT_FILE_TOO_LARGE',
      message: '檔案不可超過 5 MB。',
    });
    const csv = csvOfSize(maxBytes + 1);
    const refusedCsv = await uploadImport(world, owner, { bytes: csv, fileName: 'big.csv' }, '', 'en');
    expect(refusedCsv.statusCode).toBe(413);
    expect(refusedCsv.json().errors[0]).toMatchObject({
      code: 'IMPORT_FILE_TOO_LARGE',
      message: 'The file must be at most 5 MB.',
    });
    expect(await importsOf(vendor.id)).toHaveLength(0);

    // Exactly 5 MB is still read.
    const atLimit = await uploadImport(world, owner, { bytes: csvOfSize(maxBytes), fileName: 'limit.csv' });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect(atLimit.json().rows).toMatchObject([{ email: 'size@example.test', verdict: 'invite' }]);
  });

  it('refuses more than 10 000 data rows in a .csv or an .xlsx, writing nothing; blank rows do not count', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '多列公司');
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => ['', `row${i}@example.test`, '', '', '']);
    const over = [header, ...rows(importLimits.maxRows + 1)];

    const csv = await uploadImport(world, owner, { bytes: utf8Bom(csvText(over)), fileName: 'over.csv' });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().errors[0].code).toBe('IMPORT_TOO_MANY_ROWS');
    expect(csv.json().errors[0].message).toMatch(/^一次最多匯入 10,?000 列/);
    const xlsx = await uploadImport(
      world,
      owner,
      { bytes: await workbookOf(over), fileName: 'over.xlsx' },
      '',
      'en',
    );
    expect(xlsx.statusCode).toBe(400);
    expect(xlsx.json().errors[0]).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS' });
    expect(xlsx.json().errors[0].message).toMatch(/^At most 10,?000 rows/);
    expect(await importsOf(vendor.id)).toHaveLength(0);

    // 10 000 rows with blank lines between them are read: a blank row is no data row.
    const blanks = Array.from({ length: 50 }, () => ['', '', '', '', '']);
    const full = [header, ...blanks, ...rows(importLimits.maxRows), ...blanks];
    const read = await uploadImport(world, owner, { bytes: utf8Bom(csvText(full)), fileName: 'full.csv' });
    expect(read.statusCode, read.body).toBe(201);
    expect(read.json().totalRows).toBe(importLimits.maxRows);
  });
});
