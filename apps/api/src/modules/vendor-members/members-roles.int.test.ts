import { systemRoleCodes } from '@portal/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import {
  call,
  type MembersWorld,
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

const roleOf = async (who: Parameters<typeof call>[1], userId: string) => {
  const response = await call(world, who, { method: 'GET', url: `/Vendor/Members/${userId}` });
  return response.statusCode === 200 ? response.json().role : response.statusCode;
};

describe('member list', () => {
  it('lists the vendor’s own people to each of its roles, with the caller’s role', async () => {
    const { owner, manager, member } = await vendorWithPeople(world);
    await vendorWithPeople(world, '乙公司');
    for (const who of [owner, manager, member]) {
      const response = await call(world, who, { method: 'GET', url: '/Vendor/Members' });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.totalCount).toBe(3);
      expect(body.data.map((row: { userId: string }) => row.userId).sort()).toEqual(
        [owner.id, manager.id, member.id].sort(),
      );
      expect(body.canManage).toBe(who !== member);
    }
    const mine = await call(world, member, { method: 'GET', url: '/Vendor/Members' });
    expect(mine.json().myRole).toBe('member');
  });

  it('searches by name, e-mail and a mobile typed with full-width digits; filters by role; sorts; pages', async () => {
    const { owner } = await vendorWithPeople(world, '搜尋公司');
    const mobileHolder = await person(world, { name: '林手機', mobile: '+886987654321' });
    await world.db.execute(
      `insert into vendor_members (user_id, vendor_id, role) select '${mobileHolder.id}', vendor_id, 'member' from vendor_members where user_id = '${owner.id}'`,
    );
    const list = (condition: object, extra = '') =>
      call(world, owner, {
        method: 'GET',
        url: `/Vendor/Members?condition=${encodeURIComponent(JSON.stringify(condition))}${extra}`,
      }).then((response) => response.json());
    expect(
      (await list({ keyword: '０９８７－６５４' })).data.map((row: { name: string }) => row.name),
    ).toEqual(['林手機']);
    expect((await list({ keyword: '0987654321' })).totalCount).toBe(1);
    expect((await list({ keyword: mobileHolder.email.toUpperCase() })).totalCount).toBe(1);
    expect((await list({ keyword: '林手' })).totalCount).toBe(1);
    const owners = await list({ role: 'owner' });
    expect(owners.data.map((row: { userId: string }) => row.userId)).toEqual([owner.id]);
    const sorted = await list({}, `&sortings=${encodeURIComponent('[{"field":"role","dir":"asc"}]')}`);
    expect(sorted.data.map((row: { role: string }) => row.role)).toEqual([
      'owner',
      'manager',
      'member',
      'member',
    ]);
    const page2 = await list({}, '&page=2&pageSize=3');
    expect(page2.totalCount).toBe(4);
    expect(page2.data).toHaveLength(1);
    const bad = await call(world, owner, {
      method: 'GET',
      url: `/Vendor/Members?sortings=${encodeURIComponent('[{"field":"password"}]')}`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the total exact as people join, move and leave; a search counts across its pages', async () => {
    const { vendor, owner, member } = await vendorWithPeople(world, '計數公司');
    const other = await vendorWithPeople(world, '計數二公司');
    const total = async (who: typeof owner, query = '') =>
      (await call(world, who, { method: 'GET', url: `/Vendor/Members${query}` })).json().totalCount;
    expect(await total(owner)).toBe(3);
    const joiner = await person(world, { name: '計數公司新人' });
    await world.db.execute(
      `insert into vendor_members (user_id, vendor_id, role) values ('${joiner.id}', '${vendor.id}', 'member')`,
    );
    expect(await total(owner)).toBe(4);
    await world.db.execute(
      `update vendor_members set vendor_id = '${other.vendor.id}' where user_id = '${joiner.id}'`,
    );
    expect([await total(owner), await total(other.owner)]).toEqual([3, 4]);
    expect((await call(world, member, { method: 'POST', url: '/VendorMember/Leave' })).statusCode).toBe(204);
    expect(await total(owner)).toBe(2);
    // Two of the vendor's people match: a full first page is counted, the short last page ends the list.
    const search = (page: number, pageSize = 1) =>
      `?condition=${encodeURIComponent(JSON.stringify({ keyword: '計數公司' }))}&pageSize=${pageSize}&page=${page}`;
    expect(await total(owner, search(1))).toBe(2);
    expect(await total(owner, search(2))).toBe(2);
    expect(await total(owner, search(3))).toBe(2);
    expect(await total(owner, search(1, 5))).toBe(2);
    expect(await total(owner, `?condition=${encodeURIComponent(JSON.stringify({ role: 'manager' }))}`)).toBe(
      1,
    );
  });

  it('filters members and join requests by the person’s account status, counting across pages', async () => {
    const { vendor, owner, manager, member } = await vendorWithPeople(world, '停用公司');
    const requester = await person(world, { name: '停用公司申請人' });
    const asked = await call(world, requester, {
      method: 'POST',
      url: '/VendorJoinRequest',
      payload: { vendorId: vendor.id },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    // Staff turned off the member's and the requester's accounts.
    await world.db.execute(
      `update users set status = 'disabled' where id in ('${member.id}', '${requester.id}')`,
    );
    const list = (accountStatus: string, extra = '') =>
      call(world, owner, {
        method: 'GET',
        url: `/Vendor/Members?condition=${encodeURIComponent(JSON.stringify({ accountStatus }))}${extra}`,
      });
    const disabled = (await list('disabled')).json();
    expect(disabled.totalCount).toBe(1);
    expect(disabled.data).toMatchObject([{ userId: member.id, accountStatus: 'disabled' }]);
    const active = await list('active', '&pageSize=1');
    expect(active.json().totalCount).toBe(2);
    expect([owner.id, manager.id]).toContain(active.json().data[0].userId);
    expect((await list('active', '&pageSize=1&page=2')).json().totalCount).toBe(2);
    const requests = (await list('disabled', '&status=pending')).json();
    expect(requests.data).toMatchObject([{ kind: 'request', userId: requester.id }]);
    expect((await list('active', '&status=pending')).json().totalCount).toBe(0);
    // `locked` is no account status: a lockout after failed sign-ins is not the vendor's business.
    expect((await list('locked')).statusCode).toBe(400);
  });

  it('refuses outsiders and another vendor’s people: nobody reaches another vendor’s members', async () => {
    const a = await vendorWithPeople(world, 'A公司');
    const b = await vendorWithPeople(world, 'B公司');
    const outsider = await person(world);
    expect(
      (await call(world, outsider, { method: 'GET', url: '/Vendor/Members' })).json().errors[0].code,
    ).toBe('NOT_IN_VENDOR');
    // A member of B asking for A (by id) is refused; asking for A's person through their own vendor finds nobody.
    const aimed = await call(world, b.owner, {
      method: 'GET',
      url: `/Vendor/Members?vendorId=${a.vendor.id}`,
    });
    expect(aimed.statusCode).toBe(403);
    expect(
      (await call(world, b.owner, { method: 'GET', url: `/Vendor/Members/${a.member.id}` })).statusCode,
    ).toBe(404);
    for (const [method, payload] of [
      ['POST', { role: 'member' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(world, b.owner, {
        method,
        url: `/Vendor/Members/${a.manager.id}`,
        payload,
      });
      expect(response.statusCode).toBe(404);
      const aimedWrite = await call(world, b.owner, {
        method,
        url: `/Vendor/Members/${a.manager.id}?vendorId=${a.vendor.id}`,
        payload,
      });
      expect(aimedWrite.statusCode).toBe(403);
    }
    expect(await roleOf(a.owner, a.manager.id)).toBe('manager');
    expect((await call(world, null, { method: 'GET', url: '/Vendor/Members' })).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('lets an owner change roles and job titles, logged with before and after', async () => {
    const { owner, member } = await vendorWithPeople(world);
    const response = await call(world, owner, {
      method: 'POST',
      url: `/Vendor/Members/${member.id}`,
      payload: { role: 'manager', jobTitle: '採購專員' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ role: 'manager', jobTitle: '採購專員' });
    const [entry] = await entriesAbout(world.db, 'vendor-member', member.id);
    expect(entry).toMatchObject({
      action: 'update',
      actorId: owner.id,
      before: { role: 'member', jobTitle: null },
      after: { role: 'manager', jobTitle: '採購專員' },
    });
  });

  it('a manager manages members and managers, but never makes, demotes or removes an owner', async () => {
    const { owner, manager, member } = await vendorWithPeople(world);
    const makeOwner = await call(world, manager, {
      method: 'POST',
      url: `/Vendor/Members/${member.id}`,
      payload: { role: 'owner' },
    });
    expect(makeOwner.statusCode).toBe(403);
    expect(makeOwner.json().errors[0].code).toBe('VENDOR_ROLE_TOO_HIGH');
    const demote = await call(world, manager, {
      method: 'POST',
      url: `/Vendor/Members/${owner.id}`,
      payload: { role: 'member' },
    });
    expect(demote.json().errors[0].code).toBe('VENDOR_ROLE_TOO_HIGH');
    const removeOwner = await call(world, manager, { method: 'DELETE', url: `/Vendor/Members/${owner.id}` });
    expect(removeOwner.json().errors[0].code).toBe('VENDOR_ROLE_TOO_HIGH');
    expect(await roleOf(owner, owner.id)).toBe('owner');
    const promote = await call(world, manager, {
      method: 'POST',
      url: `/Vendor/Members/${member.id}`,
      payload: { role: 'manager' },
    });
    expect(promote.statusCode).toBe(200);
  });

  it('a member reads but changes nothing', async () => {
    const { manager, member } = await vendorWithPeople(world);
    const response = await call(world, member, {
      method: 'POST',
      url: `/Vendor/Members/${manager.id}`,
      payload: { jobTitle: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await call(world, member, { method: 'DELETE', url: `/Vendor/Members/${manager.id}` })).statusCode,
    ).toBe(403);
    expect(await roleOf(member, manager.id)).toBe('manager');
  });

  it('the last owner can be neither demoted nor removed, and cannot leave', async () => {
    const { owner } = await vendorWithPeople(world);
    const demote = await call(world, owner, {
      method: 'POST',
      url: `/Vendor/Members/${owner.id}`,
      payload: { role: 'manager' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().errors[0].code).toBe('LAST_OWNER');
    const remove = await call(world, owner, { method: 'DELETE', url: `/Vendor/Members/${owner.id}` });
    expect(remove.json().errors[0].code).toBe('LAST_OWNER');
    const leave = await call(world, owner, { method: 'POST', url: '/VendorMember/Leave' });
    expect(leave.json().errors[0].code).toBe('LAST_OWNER');
    expect(await roleOf(owner, owner.id)).toBe('owner');
  });

  it('two owners demoting each other at the same moment leave one owner (the vendor row lock)', async () => {
    const { owner, manager } = await vendorWithPeople(world);
    await call(world, owner, {
      method: 'POST',
      url: `/Vendor/Members/${manager.id}`,
      payload: { role: 'owner' },
    });
    const [first, second] = await Promise.all([
      call(world, owner, {
        method: 'POST',
        url: `/Vendor/Members/${manager.id}`,
        payload: { role: 'member' },
      }),
      call(world, manager, {
        method: 'POST',
        url: `/Vendor/Members/${owner.id}`,
        payload: { role: 'member' },
      }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // One demotion wins; the other is refused as LAST_OWNER, or (having lost its own rank) as a member.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = await world.db.execute(
      `select count(*)::int as n from vendor_members where role = 'owner' and user_id in ('${owner.id}', '${manager.id}')`,
    );
    expect(owners.rows[0]).toEqual({ n: 1 });
  });

  it('a removed member’s open session loses the vendor on its next request', async () => {
    const { owner, member } = await vendorWithPeople(world);
    expect((await call(world, member, { method: 'GET', url: '/Vendor' })).statusCode).toBe(200);
    const removed = await call(world, owner, { method: 'DELETE', url: `/Vendor/Members/${member.id}` });
    expect(removed.statusCode).toBe(204);
    const after = await call(world, member, { method: 'GET', url: '/Vendor' });
    expect(after.statusCode).toBe(404);
    expect(after.json().errors[0].code).toBe('NOT_IN_VENDOR');
    expect((await call(world, member, { method: 'GET', url: '/Vendor/Members' })).statusCode).toBe(404);
    const [entry] = await entriesAbout(world.db, 'vendor-member', member.id);
    expect(entry).toMatchObject({ action: 'delete', before: { role: 'member' }, after: null });
  });

  it('a demoted manager’s open session loses the manager’s rights at once', async () => {
    const { owner, manager, member } = await vendorWithPeople(world);
    await call(world, owner, {
      method: 'POST',
      url: `/Vendor/Members/${manager.id}`,
      payload: { role: 'member' },
    });
    const attempt = await call(world, manager, { method: 'DELETE', url: `/Vendor/Members/${member.id}` });
    expect(attempt.statusCode).toBe(403);
  });
});

describe('ownership transfer', () => {
  it('makes the member owner and the owner manager, only with the owner’s password', async () => {
    const { owner, member } = await vendorWithPeople(world);
    const wrong = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/TransferOwnership',
      payload: { userId: member.id, password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].code).toBe('PASSWORD_INCORRECT');
    expect(await roleOf(owner, member.id)).toBe('member');
    const right = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/TransferOwnership',
      payload: { userId: member.id, password: 'correct horse battery' },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(await roleOf(member, member.id)).toBe('owner');
    expect(await roleOf(member, owner.id)).toBe('manager');
    expect((await entriesAbout(world.db, 'vendor-member', member.id)).at(-1)).toMatchObject({
      before: { role: 'member' },
      after: { role: 'owner', transferredFrom: owner.id },
    });
  });

  it('is refused to managers, and to a person of another vendor as the target', async () => {
    const { owner, manager, member } = await vendorWithPeople(world);
    const other = await vendorWithPeople(world, '他公司');
    const byManager = await call(world, manager, {
      method: 'POST',
      url: '/Vendor/TransferOwnership',
      payload: { userId: member.id, password: 'correct horse battery' },
    });
    expect(byManager.json().errors[0].code).toBe('OWNER_ONLY');
    const outside = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/TransferOwnership',
      payload: { userId: other.member.id, password: 'correct horse battery' },
    });
    expect(outside.statusCode).toBe(404);
    expect(await roleOf(other.owner, other.member.id)).toBe('member');
  });
});

describe('leaving', () => {
  it('a member leaves with an empty body; the owners are mailed; the member loses the vendor', async () => {
    const { owner, member } = await vendorWithPeople(world);
    const response = await call(world, member, { method: 'POST', url: '/VendorMember/Leave' });
    expect(response.statusCode, response.body).toBe(204);
    expect((await call(world, member, { method: 'GET', url: '/Vendor' })).statusCode).toBe(404);
    const mails = await world.db.execute(
      `select recipient, body_text from outbox_messages where template = 'vendor-member-left' and recipient = '${owner.email}'`,
    );
    expect(mails.rows).toHaveLength(1);
    expect(String((mails.rows[0] as { body_text: string }).body_text)).toContain(member.name);
    expect((await call(world, member, { method: 'POST', url: '/VendorMember/Leave' })).statusCode).toBe(404);
  });

  it('one of two owners may leave', async () => {
    const { owner, manager } = await vendorWithPeople(world);
    await call(world, owner, {
      method: 'POST',
      url: `/Vendor/Members/${manager.id}`,
      payload: { role: 'owner' },
    });
    expect((await call(world, owner, { method: 'POST', url: '/VendorMember/Leave' })).statusCode).toBe(204);
    expect(await roleOf(manager, manager.id)).toBe('owner');
  });
});

describe('staff', () => {
  it('vendors:read sees any vendor’s people by ?vendorId= and changes nothing; vendors:write manages them', async () => {
    const { vendor, owner, member } = await vendorWithPeople(world);
    const staff = await person(world, { role: systemRoleCodes.staff });
    const admin = await person(world, { role: systemRoleCodes.administrator });
    const read = await call(world, staff, { method: 'GET', url: `/Vendor/Members?vendorId=${vendor.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ totalCount: 3, myRole: null, canManage: false });
    const write = await call(world, staff, {
      method: 'POST',
      url: `/Vendor/Members/${member.id}?vendorId=${vendor.id}`,
      payload: { role: 'manager' },
    });
    expect(write.statusCode).toBe(403);
    expect((await call(world, staff, { method: 'GET', url: '/Vendor/Members' })).statusCode).toBe(404);
    const adminWrite = await call(world, admin, {
      method: 'POST',
      url: `/Vendor/Members/${member.id}?vendorId=${vendor.id}`,
      payload: { role: 'owner' },
    });
    expect(adminWrite.statusCode, adminWrite.body).toBe(200);
    const removeOwner = await call(world, admin, {
      method: 'DELETE',
      url: `/Vendor/Members/${owner.id}?vendorId=${vendor.id}`,
    });
    expect(removeOwner.statusCode).toBe(204);
    const lastOwner = await call(world, admin, {
      method: 'DELETE',
      url: `/Vendor/Members/${member.id}?vendorId=${vendor.id}`,
    });
    expect(lastOwner.json().errors[0].code).toBe('LAST_OWNER');
    const unknown = await call(world, admin, {
      method: 'GET',
      url: '/Vendor/Members?vendorId=0190a5b4-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
