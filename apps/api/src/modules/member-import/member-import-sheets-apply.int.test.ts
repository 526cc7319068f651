import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import { outboxMessages } from '../../db/schema';
import { vendorInvitations } from '../../db/vendor-schema';
import {
  call,
  invitationToken,
  type MembersWorld,
  person,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';
import { startSheetsWorld, waitForImport } from './member-import.fixtures';

/**
 * A preview read from Google Sheets (the local fake of the values endpoint) is applied by the same job
 * as a file's: its `invite` rows become invitations, each exactly once, however often it is applied.
 */
let sheets: Awaited<ReturnType<typeof startSheetsWorld>>;
let world: MembersWorld;
beforeAll(async () => {
  sheets = await startSheetsWorld({ runJobs: true });
  world = sheets.world;
});
afterAll(async () => {
  await sheets?.close();
});

const sheetAddresses = ['sheet.one@example.test', 'sheet.two@example.test'];
const link = { url: 'https://docs.google.com/spreadsheets/d/publicSheet12345/edit#gid=0' };

const invitationsOf = (vendorId: string) =>
  world.db
    .select({
      email: vendorInvitations.email,
      name: vendorInvitations.name,
      role: vendorInvitations.role,
      status: vendorInvitations.status,
    })
    .from(vendorInvitations)
    .where(eq(vendorInvitations.vendorId, vendorId))
    .orderBy(vendorInvitations.email);
const invitationMails = () =>
  world.db
    .select({ recipient: outboxMessages.recipient })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.template, 'vendor-invitation'),
        inArray(outboxMessages.recipient, sheetAddresses),
      ),
    );

describe('applying a preview read from Google Sheets', () => {
  it('turns its rows into invitations exactly once, however often it is applied', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '試算表匯入公司');
    const previewed = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Members/Batch/Sheets',
      payload: link,
    });
    expect(previewed.statusCode, previewed.body).toBe(201);
    const preview = previewed.json();
    expect(preview).toMatchObject({ source: 'sheets', status: 'preview', counts: { invite: 2, invalid: 1 } });
    expect(await invitationsOf(vendor.id)).toEqual([]);

    // Two applies at once: one queues the job, the other answers the same import.
    const applies = await Promise.all(
      [1, 2].map(() =>
        call(world, owner, {
          method: 'POST',
          url: '/Vendor/Members/Batch/Apply',
          payload: { id: preview.id },
        }),
      ),
    );
    for (const applied of applies) {
      expect(applied.statusCode, applied.body).toBe(202);
      expect(applied.json()).toMatchObject({ source: 'sheets', progress: { total: 2 } });
    }
    const done = await waitForImport(world, owner, preview.id);
    expect(done).toMatchObject({
      status: 'done',
      source: 'sheets',
      progress: { total: 2, done: 2, failed: 0 },
    });
    expect(await invitationsOf(vendor.id)).toEqual([
      { email: 'sheet.one@example.test', name: '黃美玲', role: 'member', status: 'pending' },
      { email: 'sheet.two@example.test', name: '吳建宏', role: 'member', status: 'pending' },
    ]);
    expect((await invitationMails()).map((mail) => mail.recipient).sort()).toEqual(sheetAddresses);
    const rows = (
      await call(world, owner, { method: 'GET', url: `/Vendor/Members/Batch/${preview.id}` })
    ).json().rows;
    expect(rows.map((row: { email: string; state: string }) => [row.email, row.state])).toEqual([
      ['sheet.one@example.test', 'done'],
      ['sheet.two@example.test', 'done'],
      ['not-email', 'skipped'],
    ]);

    // Applied again: answered as done, nothing new.
    const again = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Members/Batch/Apply',
      payload: { id: preview.id },
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ status: 'done', progress: { total: 2, done: 2, failed: 0 } });
    // The same sheet read again: both addresses are now invited (pending), so there is nothing to apply.
    const reread = (
      await call(world, owner, { method: 'POST', url: '/Vendor/Members/Batch/Sheets', payload: link })
    ).json();
    expect(reread.counts).toMatchObject({ invite: 0, pending: 2, invalid: 1 });
    const appliedReread = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Members/Batch/Apply',
      payload: { id: reread.id },
    });
    expect(appliedReread.json()).toMatchObject({ status: 'done', progress: { total: 0 } });
    // Give a stray second job the time to run, had one been queued.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await invitationsOf(vendor.id)).toHaveLength(2);
    expect(await invitationMails()).toHaveLength(2);

    // In the action log: the import read from Sheets, applied, its invitations, and done.
    const entries = await entriesAbout(world.db, 'member-import', preview.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'create', 'update']);
    expect(entries[0]?.after).toMatchObject({ source: 'sheets', counts: { invite: 2, invalid: 1 } });
    expect(
      ((entries[2]?.after ?? {}) as { invitations?: { email: string }[] }).invitations
        ?.map((invitation) => invitation.email)
        .sort(),
    ).toEqual(sheetAddresses);

    // The invitations are real: the first invitee accepts through the mailed link.
    const invitee = await person(world, { email: 'sheet.one@example.test' });
    const accepted = await call(world, invitee, {
      method: 'POST',
      url: '/VendorInvitation/Accept',
      payload: { token: await invitationToken(world.db, 'sheet.one@example.test') },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ status: 'accepted', vendorId: vendor.id });
  }, 60_000);
});
