import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/test-app';
import { memberImportRows } from '../../db/member-import-schema';
import { actionLogs, outboxMessages } from '../../db/schema';
import { vendorInvitations } from '../../db/vendor-schema';
import { createServices } from '../../services';
import {
  call,
  type MembersWorld,
  startMembersWorld,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';
import { csvText, header, uploadImport, utf8Bom } from './member-import.fixtures';

const silent = { info() {}, warn() {}, error() {} };

let world: MembersWorld;
beforeAll(async () => {
  world = await startMembersWorld();
});
afterAll(async () => {
  await world?.close();
});

/** A second set of services on the same database: another process's job runner, as after a restart. */
async function processWith(onChunk?: (importId: string, rows: number) => void) {
  const services = await createServices({
    config: testEnv({ CAPTCHA_ENABLED: 'false' }),
    database: world.database,
    clock: world.clock,
    log: silent,
    runJobs: false,
    importTuning: { chunkRows: 10, ...(onChunk ? { onChunk } : {}) },
  });
  return services;
}

describe('applying an import that dies half-way', () => {
  it('keeps the rows done, redoes the lost chunk, and invites nobody twice', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '續傳公司');
    const rows = Array.from({ length: 35 }, (_, i) => ['', `resume${i}@example.test`, '', '', '']);
    const preview = (
      await uploadImport(world, owner, { bytes: utf8Bom(csvText([header, ...rows])), fileName: 'r.csv' })
    ).json();
    expect(preview.counts.invite).toBe(35);
    const applied = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Members/Batch/Apply',
      payload: { id: preview.id },
    });
    expect(applied.json().status).toBe('queued');

    // The first process dies inside the third chunk's transaction (rows 22-31), after its writes.
    let chunks = 0;
    const dying = await processWith(() => {
      chunks += 1;
      if (chunks === 3) throw new Error('killed');
    });
    await expect(dying.memberImportApply.run(preview.id)).rejects.toThrow('killed');
    await dying.jobs.stop();

    const states = await world.db
      .select({ state: memberImportRows.state, count: sql<number>`count(*)::int` })
      .from(memberImportRows)
      .where(eq(memberImportRows.importId, preview.id))
      .groupBy(memberImportRows.state);
    expect(Object.fromEntries(states.map((row) => [row.state, row.count]))).toEqual({
      done: 20,
      waiting: 15,
    });
    const afterCrash = await world.db
      .select()
      .from(vendorInvitations)
      .where(eq(vendorInvitations.vendorId, vendor.id));
    expect(afterCrash).toHaveLength(20);
    const status = await call(world, owner, {
      method: 'GET',
      url: `/Vendor/Members/Batch/${preview.id}/Status`,
    });
    expect(status.json()).toMatchObject({ status: 'running', progress: { total: 35, done: 20, failed: 0 } });

    // The sweep of a restarted process finds the quiet import and its job finishes it.
    const restarted = await processWith();
    // Within its minute, a quiet worker may still be alive: its import is left alone.
    world.clock.advance(30);
    expect(await restarted.memberImportApply.sweep()).toBe(0);
    world.clock.advance(90);
    expect(await restarted.memberImportApply.sweep()).toBe(1);
    await restarted.memberImportApply.run(preview.id);
    await restarted.jobs.stop();

    const invitations = await world.db
      .select()
      .from(vendorInvitations)
      .where(eq(vendorInvitations.vendorId, vendor.id));
    expect(invitations).toHaveLength(35);
    expect(new Set(invitations.map((row) => row.email)).size).toBe(35);
    const mails = await world.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(sql`${outboxMessages.recipient} like 'resume%@example.test'`);
    expect(mails[0]?.count).toBe(35);
    const rowsLinked = await world.db
      .select({ invitationId: memberImportRows.invitationId })
      .from(memberImportRows)
      .where(eq(memberImportRows.importId, preview.id));
    expect(new Set(rowsLinked.map((row) => row.invitationId)).size).toBe(35);
    // One action-log entry per committed chunk, on the import, listing its invitations (the lost
    // chunk's entry went with its transaction): every invitation is logged exactly once.
    const logged = await world.db
      .select({ after: actionLogs.after })
      .from(actionLogs)
      .where(
        and(
          eq(actionLogs.entityType, 'member-import'),
          eq(actionLogs.entityId, preview.id),
          eq(actionLogs.action, 'create'),
        ),
      );
    // Besides them, the upload's own `create` entry (the preview) has no invitations.
    const chunkEntries = logged.filter((entry) => entry.after && 'invitations' in entry.after);
    expect(chunkEntries).toHaveLength(4);
    const loggedIds = chunkEntries.flatMap((entry) =>
      (entry.after as { invitations: { id: string }[] }).invitations.map((item) => item.id),
    );
    expect(loggedIds.sort()).toEqual(invitations.map((row) => row.id).sort());
    const done = await call(world, owner, {
      method: 'GET',
      url: `/Vendor/Members/Batch/${preview.id}/Status`,
    });
    expect(done.json()).toMatchObject({ status: 'done', progress: { total: 35, done: 35, failed: 0 } });
  });

  it('marks a row refused at apply time as failed with its reason, and goes on', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '續傳公司二');
    const preview = (
      await uploadImport(world, owner, {
        bytes: utf8Bom(
          csvText([header, ['', 'late1@example.test', '', '', ''], ['', 'late2@example.test', '', '', '']]),
        ),
        fileName: 'late.csv',
      })
    ).json();
    // Between preview and apply, the first address is invited by hand.
    await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Invite',
      payload: { email: 'late1@example.test', role: 'member' },
    });
    await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Members/Batch/Apply',
      payload: { id: preview.id },
    });
    const worker = await processWith();
    await worker.memberImportApply.run(preview.id);
    await worker.jobs.stop();
    const result = (
      await call(world, owner, { method: 'GET', url: `/Vendor/Members/Batch/${preview.id}` })
    ).json();
    expect(result.progress).toEqual({ total: 2, done: 1, failed: 1 });
    expect(result.rows[0]).toMatchObject({ state: 'failed', problems: [{ code: 'INVITATION_PENDING' }] });
    expect(result.rows[1]).toMatchObject({ state: 'done' });
    const invitations = await world.db
      .select()
      .from(vendorInvitations)
      .where(eq(vendorInvitations.vendorId, vendor.id));
    expect(invitations).toHaveLength(2);
  });
});
