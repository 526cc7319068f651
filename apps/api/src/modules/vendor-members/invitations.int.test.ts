import { systemRoleCodes } from '@portal/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import { signIn } from '../../../test/identity-fixtures';
import {
  call,
  invitationToken,
  latestMail,
  type MembersWorld,
  type Person,
  person,
  startMembersWorld,
  vendorWithPeople,
} from './vendor-members.fixtures';

let world: MembersWorld;
beforeAll(async () => {
  world = await startMembersWorld();
});
afterAll(async () => {
  await world?.close();
});

let addressSerial = 0;
const freshAddress = () => {
  addressSerial += 1;
  return `invitee${addressSerial}${Math.random().toString(36).slice(2, 6)}@example.test`;
};

const invite = (who: Person, payload: object, query = '') =>
  call(world, who, { method: 'POST', url: `/Vendor/Invite${query}`, payload });
const accept = (who: Person, token: string) =>
  call(world, who, { method: 'POST', url: '/VendorInvitation/Accept', payload: { token } });
const codeOf = (response: { json(): { errors: { code: string }[] } }) => response.json().errors[0]?.code;

/** Moves the clock and signs the person in again (their session would have timed out meanwhile). */
async function later(seconds: number, ...people: Person[]) {
  world.clock.advance(seconds);
  for (const who of people) {
    who.token = await signIn(world.app, who.account);
    who.headers = { authorization: `Bearer ${who.token}` };
  }
}

describe('inviting', () => {
  it('mails a link bound to the address (only its hash stored), and the invitee accepts with that account', async () => {
    const { vendor, owner } = await vendorWithPeople(world);
    const email = freshAddress();
    const response = await invite(owner, { email: email.toUpperCase(), role: 'manager', name: '張受邀' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ email, role: 'manager', status: 'pending', name: '張受邀' });
    const mail = await latestMail(world.db, email, 'vendor-invitation');
    expect(mail?.bodyText).toContain('甲公司');
    expect(mail?.language).toBe('zh-Hant');
    const token = await invitationToken(world.db, email);
    const stored = await world.db.execute(
      `select token_hash from vendor_invitations where email = '${email}'`,
    );
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    const lookup = await call(world, null, {
      method: 'POST',
      url: '/VendorInvitation/Lookup',
      payload: { token },
    });
    expect(lookup.json()).toMatchObject({
      vendorName: '甲公司',
      role: 'manager',
      email,
      state: 'pending',
      accountExists: false,
    });
    const invitee = await person(world, { email });
    const accepted = await accept(invitee, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ status: 'accepted', vendorId: vendor.id });
    const mine = await call(world, invitee, { method: 'GET', url: '/Vendor/Members' });
    expect(mine.json().myRole).toBe('manager');
    const entries = await entriesAbout(world.db, 'vendor-member', invitee.id);
    expect(entries[0]).toMatchObject({ action: 'create', after: { role: 'manager', vendorId: vendor.id } });
  });

  it('a link works once', async () => {
    const { owner } = await vendorWithPeople(world);
    const email = freshAddress();
    await invite(owner, { email, role: 'member' });
    const token = await invitationToken(world.db, email);
    const invitee = await person(world, { email });
    expect((await accept(invitee, token)).statusCode).toBe(200);
    const again = await accept(invitee, token);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('INVITATION_CLOSED');
    const declined = await call(world, invitee, {
      method: 'POST',
      url: '/VendorInvitation/Decline',
      payload: { token },
    });
    expect(codeOf(declined)).toBe('INVITATION_CLOSED');
  });

  it('expires after 7 days (the clock moved past it)', async () => {
    const { owner } = await vendorWithPeople(world);
    const email = freshAddress();
    await invite(owner, { email, role: 'member' });
    const token = await invitationToken(world.db, email);
    const invitee = await person(world, { email });
    await later(7 * 24 * 3600 + 60, invitee);
    const response = await accept(invitee, token);
    expect(response.statusCode).toBe(410);
    expect(codeOf(response)).toBe('INVITATION_EXPIRED');
    const lookup = await call(world, null, {
      method: 'POST',
      url: '/VendorInvitation/Lookup',
      payload: { token },
    });
    expect(lookup.json().state).toBe('expired');
  });

  it('is refused to another account and stays usable by its owner', async () => {
    const { owner } = await vendorWithPeople(world);
    const email = freshAddress();
    await invite(owner, { email, role: 'member' });
    const token = await invitationToken(world.db, email);
    const stranger = await person(world);
    const refused = await accept(stranger, token);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('INVITATION_NOT_YOURS');
    expect(
      codeOf(
        await call(world, stranger, { method: 'POST', url: '/VendorInvitation/Decline', payload: { token } }),
      ),
    ).toBe('INVITATION_NOT_YOURS');
    expect((await call(world, stranger, { method: 'GET', url: '/Vendor' })).statusCode).toBe(404);
    const invitee = await person(world, { email });
    expect((await accept(invitee, token)).statusCode).toBe(200);
  });

  it('a revoked link is dead; a resent one replaces the old link', async () => {
    const { owner, manager } = await vendorWithPeople(world);
    const email = freshAddress();
    const created = (await invite(manager, { email, role: 'member' })).json();
    const first = await invitationToken(world.db, email);
    await later(24 * 3600 + 60, owner, manager);
    const resent = await call(world, manager, {
      method: 'POST',
      url: `/Vendor/Invitations/${created.id}/Resend`,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await invitationToken(world.db, email);
    expect(second).not.toBe(first);
    const invitee = await person(world, { email });
    expect(codeOf(await accept(invitee, first))).toBe('INVITATION_NOT_FOUND');

    const revoked = await call(world, owner, { method: 'DELETE', url: `/Vendor/Invitations/${created.id}` });
    expect(revoked.statusCode).toBe(204);
    expect(codeOf(await accept(invitee, second))).toBe('INVITATION_CLOSED');
    const lookup = await call(world, null, {
      method: 'POST',
      url: '/VendorInvitation/Lookup',
      payload: { token: second },
    });
    expect(lookup.json().state).toBe('revoked');
    const actions = (await entriesAbout(world.db, 'vendor-invitation', created.id)).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(['create', 'resend', 'update']);
  });

  it('tells a person already in another vendor to leave it first, and lets them accept after leaving', async () => {
    const { owner } = await vendorWithPeople(world);
    const other = await vendorWithPeople(world, '乙公司');
    await invite(owner, { email: other.member.email, role: 'member' });
    const token = await invitationToken(world.db, other.member.email);
    const lookup = await call(world, null, {
      method: 'POST',
      url: '/VendorInvitation/Lookup',
      payload: { token },
    });
    expect(lookup.json().accountExists).toBe(true);
    const refused = await accept(other.member, token);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('LEAVE_VENDOR_FIRST');
    await call(world, other.member, { method: 'POST', url: '/VendorMember/Leave' });
    expect((await accept(other.member, token)).statusCode).toBe(200);
  });

  it('refuses an existing member, a second pending invitation, a role above the inviter, and bad input', async () => {
    const { owner, manager, member } = await vendorWithPeople(world);
    expect(codeOf(await invite(owner, { email: member.email, role: 'member' }))).toBe('ALREADY_MEMBER');
    const email = freshAddress();
    expect((await invite(owner, { email, role: 'member' })).statusCode).toBe(201);
    expect(codeOf(await invite(manager, { email, role: 'member' }))).toBe('INVITATION_PENDING');
    const tooHigh = await invite(manager, { email: freshAddress(), role: 'owner' });
    expect(tooHigh.statusCode).toBe(403);
    expect(codeOf(tooHigh)).toBe('VENDOR_ROLE_TOO_HIGH');
    expect((await invite(member, { email: freshAddress(), role: 'member' })).statusCode).toBe(403);
    const bad = await invite(owner, { email: 'not an address', role: 'chief' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['email', 'role']);
  });

  it('holds the daily limits: one invitation a day per address, 50 a day per vendor', async () => {
    const { owner } = await vendorWithPeople(world);
    const other = await vendorWithPeople(world, '丙公司');
    const email = freshAddress();
    expect((await invite(owner, { email, role: 'member' })).statusCode).toBe(201);
    const sameAddress = await invite(other.owner, { email, role: 'member' });
    expect(sameAddress.statusCode).toBe(429);
    expect(codeOf(sameAddress)).toBe('INVITE_ADDRESS_LIMIT');
    for (let index = 1; index < 50; index += 1) {
      const response = await invite(owner, { email: freshAddress(), role: 'member' });
      expect(response.statusCode, response.body).toBe(201);
    }
    const fiftyFirst = await invite(owner, { email: freshAddress(), role: 'member' });
    expect(fiftyFirst.statusCode).toBe(429);
    expect(codeOf(fiftyFirst)).toBe('INVITE_DAILY_LIMIT');
    await later(24 * 3600 + 60, owner, other.owner);
    expect((await invite(owner, { email: freshAddress(), role: 'member' })).statusCode).toBe(201);
    expect((await invite(other.owner, { email, role: 'member' })).statusCode).toBe(201);
  });

  it('lists pending invitations to owners and managers only; another vendor’s invitation is not found', async () => {
    const { owner, member } = await vendorWithPeople(world);
    const other = await vendorWithPeople(world, '丁公司');
    const created = (await invite(owner, { email: freshAddress(), role: 'member' })).json();
    const list = await call(world, owner, { method: 'GET', url: '/Vendor/Invitations' });
    expect(list.json().data.map((row: { id: string }) => row.id)).toContain(created.id);
    expect((await call(world, member, { method: 'GET', url: '/Vendor/Invitations' })).statusCode).toBe(403);
    const revokeOther = await call(world, other.owner, {
      method: 'DELETE',
      url: `/Vendor/Invitations/${created.id}`,
    });
    expect(revokeOther.statusCode).toBe(404);
    const resendOther = await call(world, other.manager, {
      method: 'POST',
      url: `/Vendor/Invitations/${created.id}/Resend`,
    });
    expect(resendOther.statusCode).toBe(404);
  });

  it('staff with vendors:write invite into any vendor; vendors:read may not', async () => {
    const { vendor } = await vendorWithPeople(world);
    const staff = await person(world, { role: systemRoleCodes.staff });
    const admin = await person(world, { role: systemRoleCodes.administrator });
    expect(
      (await invite(staff, { email: freshAddress(), role: 'member' }, `?vendorId=${vendor.id}`)).statusCode,
    ).toBe(403);
    const byAdmin = await invite(admin, { email: freshAddress(), role: 'owner' }, `?vendorId=${vendor.id}`);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });

  it('writes the mail in English for an English-speaking invitee', async () => {
    const { owner } = await vendorWithPeople(world);
    const english = await person(world);
    await world.db.execute(`update users set language = 'en' where id = '${english.id}'`);
    await invite(owner, { email: english.email, role: 'member' });
    const mail = await latestMail(world.db, english.email, 'vendor-invitation');
    expect(mail?.language).toBe('en');
    expect(mail?.bodyText).toContain('invites you to join');
  });

  it('an unknown token is not found, and the lookup answers strangers nothing more', async () => {
    const response = await call(world, null, {
      method: 'POST',
      url: '/VendorInvitation/Lookup',
      payload: { token: 'a'.repeat(43) },
    });
    expect(response.statusCode).toBe(404);
    expect(codeOf(response)).toBe('INVITATION_NOT_FOUND');
  });
});
