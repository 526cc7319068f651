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
import { csvText, header, uploadImport, utf8Bom } from './member-import.fixtures';

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
