import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import {
  call,
  invitationToken,
  type MembersWorld,
  type Person,
  person,
  startMembersWorld,
  vendorWithPeople,
} from './vendor-members.fixtures';

/**
 * The changes to a vendor's people not covered elsewhere, each checked in the action log with its actor,
 * before and after: leaving, accepting, rejecting and withdrawing a join request, and declining an
 * invitation (which must also close it for good and add nobody to the vendor).
 */
let world: MembersWorld;
beforeAll(async () => {
  world = await startMembersWorld();
});
afterAll(async () => {
  await world?.close();
});

const codeOf = (response: { json(): { errors: { code: string }[] } }) => response.json().errors[0]?.code;
const ask = (who: Person, vendorId: string) =>
  call(world, who, {
    method: 'POST',
    url: '/VendorJoinRequest',
    payload: { vendorId, message: '請讓我加入。' },
  });
const decide = (who: Person, payload: object) =>
  call(world, who, { method: 'POST', url: '/Vendor/Members', payload });
const membershipOf = async (userId: string) =>
  (await world.db.execute(`select vendor_id, role from vendor_members where user_id = '${userId}'`)).rows;

describe('the action log of a vendor’s people', () => {
  it('leaving writes a delete entry by the leaver, with the membership before and `left` after', async () => {
    const { vendor, owner, member } = await vendorWithPeople(world, '退出記錄公司');
    await call(world, owner, {
      method: 'POST',
      url: `/Vendor/Members/${member.id}`,
      payload: { jobTitle: '採購專員' },
    });
    const left = await call(world, member, { method: 'POST', url: '/VendorMember/Leave' });
    expect(left.statusCode, left.body).toBe(204);
    expect(await membershipOf(member.id)).toEqual([]);
    const entries = await entriesAbout(world.db, 'vendor-member', member.id);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'delete']);
    expect(entries[1]).toMatchObject({
      action: 'delete',
      actorId: member.id,
      before: { vendorId: vendor.id, userId: member.id, role: 'member', jobTitle: '採購專員' },
      after: { left: true },
    });
    // A refused leave (the last owner) writes nothing.
    const refused = await call(world, owner, { method: 'POST', url: '/VendorMember/Leave' });
    expect(codeOf(refused)).toBe('LAST_OWNER');
    expect(await entriesAbout(world.db, 'vendor-member', owner.id)).toEqual([]);
  });

  it('accepting a join request logs the request’s decision and the new membership, by the decider', async () => {
    const { vendor, manager } = await vendorWithPeople(world, '接受記錄公司');
    const asker = await person(world, { name: '接受記錄申請人' });
    const { id } = (await ask(asker, vendor.id)).json();
    const accepted = await decide(manager, { id, accept: true, role: 'manager' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const requestEntries = await entriesAbout(world.db, 'vendor-join-request', id);
    expect(requestEntries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['create', asker.id],
      ['update', manager.id],
    ]);
    expect(requestEntries[0]?.after).toMatchObject({
      vendorId: vendor.id,
      userId: asker.id,
      message: '請讓我加入。',
      status: 'pending',
    });
    expect(requestEntries[1]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'accepted', role: 'manager', rejectReason: null },
    });
    const memberEntries = await entriesAbout(world.db, 'vendor-member', asker.id);
    expect(memberEntries).toHaveLength(1);
    expect(memberEntries[0]).toMatchObject({
      action: 'create',
      actorId: manager.id,
      before: null,
      after: { vendorId: vendor.id, userId: asker.id, role: 'manager', joinRequestId: id },
    });
    expect(await membershipOf(asker.id)).toEqual([{ vendor_id: vendor.id, role: 'manager' }]);
  });

  it('rejecting a join request logs the reason, and no membership', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '拒絕記錄公司');
    const asker = await person(world);
    const { id } = (await ask(asker, vendor.id)).json();
    // Refused for want of a reason: nothing is logged.
    expect(codeOf(await decide(owner, { id, accept: false }))).toBe('REJECT_REASON_REQUIRED');
    expect((await entriesAbout(world.db, 'vendor-join-request', id)).map((entry) => entry.action)).toEqual([
      'create',
    ]);
    const rejected = await decide(owner, { id, accept: false, rejectReason: '查無此員工' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toEqual({ id, status: 'rejected' });
    const entries = await entriesAbout(world.db, 'vendor-join-request', id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'update',
      actorId: owner.id,
      before: { status: 'pending' },
      after: { status: 'rejected', role: null, rejectReason: '查無此員工' },
    });
    expect(await entriesAbout(world.db, 'vendor-member', asker.id)).toEqual([]);
    expect(await membershipOf(asker.id)).toEqual([]);
  });

  it('withdrawing a join request logs it by the requester', async () => {
    const { vendor } = await vendorWithPeople(world, '撤回記錄公司');
    const asker = await person(world);
    const { id } = (await ask(asker, vendor.id)).json();
    const withdrawn = await call(world, asker, { method: 'POST', url: '/VendorJoinRequest/Withdraw' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const entries = await entriesAbout(world.db, 'vendor-join-request', id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      actorId: asker.id,
      before: { status: 'pending' },
      after: { status: 'withdrawn' },
    });
    // Withdrawing again is refused and logs nothing more.
    expect(codeOf(await call(world, asker, { method: 'POST', url: '/VendorJoinRequest/Withdraw' }))).toBe(
      'JOIN_REQUEST_NOT_PENDING',
    );
    expect(await entriesAbout(world.db, 'vendor-join-request', id)).toHaveLength(2);
  });
});

describe('declining an invitation', () => {
  it('closes it as declined, adds nobody, kills the link, and is in the action log', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '婉拒公司');
    const email = `decline${Math.random().toString(36).slice(2, 8)}@example.test`;
    const created = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Invite',
      payload: { email, role: 'manager', name: '婉拒者' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const invitationId: string = created.json().id;
    const token = await invitationToken(world.db, email);
    const invitee = await person(world, { email });

    const declined = await call(world, invitee, {
      method: 'POST',
      url: '/VendorInvitation/Decline',
      payload: { token },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ status: 'declined', vendorId: vendor.id });

    // Closed as declined, by the invitee.
    const [stored] = (
      await world.db.execute(
        `select status, decided_by, decided_at from vendor_invitations where id = '${invitationId}'`,
      )
    ).rows as { status: string; decided_by: string; decided_at: Date | null }[];
    expect(stored).toMatchObject({ status: 'declined', decided_by: invitee.id });
    expect(stored?.decided_at).not.toBeNull();
    const pendingList = await call(world, owner, { method: 'GET', url: '/Vendor/Invitations' });
    expect(pendingList.json().data.map((row: { id: string }) => row.id)).not.toContain(invitationId);

    // Not a member: no membership, no vendor, and the vendor's list is unchanged.
    expect(await membershipOf(invitee.id)).toEqual([]);
    const mine = await call(world, invitee, { method: 'GET', url: '/Vendor' });
    expect(mine.statusCode).toBe(404);
    expect(codeOf(mine)).toBe('NOT_IN_VENDOR');
    const list = await call(world, owner, { method: 'GET', url: '/Vendor/Members' });
    expect(list.json().totalCount).toBe(3);
    expect(list.json().data.map((row: { userId: string }) => row.userId)).not.toContain(invitee.id);

    // The link no longer works, either way, and says so to whoever holds it.
    const acceptAfter = await call(world, invitee, {
      method: 'POST',
      url: '/VendorInvitation/Accept',
      payload: { token },
    });
    expect(acceptAfter.statusCode).toBe(409);
    expect(codeOf(acceptAfter)).toBe('INVITATION_CLOSED');
    const declineAgain = await call(world, invitee, {
      method: 'POST',
      url: '/VendorInvitation/Decline',
      payload: { token },
    });
    expect(codeOf(declineAgain)).toBe('INVITATION_CLOSED');
    const lookup = await call(world, null, {
      method: 'POST',
      url: '/VendorInvitation/Lookup',
      payload: { token },
    });
    expect(lookup.json()).toMatchObject({ state: 'declined', email, vendorName: '婉拒公司' });
    expect(await membershipOf(invitee.id)).toEqual([]);

    // In the action log: created by the owner, declined by the invitee, with before and after.
    const entries = await entriesAbout(world.db, 'vendor-invitation', invitationId);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['create', owner.id],
      ['update', invitee.id],
    ]);
    expect(entries[1]).toMatchObject({
      before: { vendorId: vendor.id, email, role: 'manager', status: 'pending' },
      after: { vendorId: vendor.id, email, role: 'manager', status: 'declined' },
    });
    expect(await entriesAbout(world.db, 'vendor-member', invitee.id)).toEqual([]);
  });
});
