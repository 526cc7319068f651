import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import {
  call,
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

const ask = (who: Person, vendorId: string, message = '我是採購部的同事，請讓我加入。') =>
  call(world, who, { method: 'POST', url: '/VendorJoinRequest', payload: { vendorId, message } });
const decide = (who: Person, payload: object) =>
  call(world, who, { method: 'POST', url: '/Vendor/Members', payload });
const pending = (who: Person) =>
  call(world, who, { method: 'GET', url: '/Vendor/Members?status=pending' }).then((response) =>
    response.json(),
  );
const codeOf = (response: { json(): { errors: { code: string }[] } }) => response.json().errors[0]?.code;

describe('finding a vendor', () => {
  it('finds by exact UBN (full-width digits too) or part of the name, with public fields only', async () => {
    const { vendor } = await vendorWithPeople(world, '目錄測試股份有限公司');
    const asker = await person(world);
    const fullWidth = vendor.ubn.replace(/\d/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));
    const byUbn = await call(world, asker, {
      method: 'GET',
      url: `/VendorDirectory?keyword=${encodeURIComponent(fullWidth)}`,
    });
    expect(byUbn.statusCode, byUbn.body).toBe(200);
    expect(byUbn.json().data).toEqual([
      { id: vendor.id, ubn: vendor.ubn, name: '目錄測試股份有限公司', nameEn: null },
    ]);
    const byName = await call(world, asker, {
      method: 'GET',
      url: `/VendorDirectory?keyword=${encodeURIComponent('目錄測試')}`,
    });
    expect(byName.json().data.map((row: { id: string }) => row.id)).toEqual([vendor.id]);
    expect((await call(world, null, { method: 'GET', url: '/VendorDirectory?keyword=x' })).statusCode).toBe(
      401,
    );
    expect((await call(world, asker, { method: 'GET', url: '/VendorDirectory' })).statusCode).toBe(400);
  });
});

describe('join requests', () => {
  it('a person asks; owners and managers are mailed and see it pending; a manager accepts with a role', async () => {
    const { vendor, owner, manager, member } = await vendorWithPeople(world);
    const asker = await person(world, { name: '申請加入者' });
    const created = await ask(asker, vendor.id);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending', vendor: { id: vendor.id, name: '甲公司' } });
    for (const leader of [owner, manager])
      expect((await latestMail(world.db, leader.email, 'vendor-join-request'))?.bodyText).toContain(
        '申請加入者',
      );
    expect(await latestMail(world.db, member.email, 'vendor-join-request')).toBeUndefined();
    const queue = await pending(manager);
    expect(queue.data).toEqual([
      expect.objectContaining({ id: created.json().id, kind: 'request', userId: asker.id, role: null }),
    ]);
    const members = await call(world, owner, { method: 'GET', url: '/Vendor/Members' });
    expect(members.json().totalCount).toBe(3);

    const tooHigh = await decide(manager, { id: created.json().id, accept: true, role: 'owner' });
    expect(codeOf(tooHigh)).toBe('VENDOR_ROLE_TOO_HIGH');
    const byMember = await decide(member, { id: created.json().id, accept: true, role: 'member' });
    expect(byMember.statusCode).toBe(403);
    const accepted = await decide(manager, { id: created.json().id, accept: true, role: 'manager' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await call(world, asker, { method: 'GET', url: '/Vendor/Members' })).json().myRole).toBe(
      'manager',
    );
    expect((await latestMail(world.db, asker.email, 'vendor-join-accepted'))?.bodyText).toContain('管理者');
    const mine = await call(world, asker, { method: 'GET', url: '/VendorJoinRequest' });
    expect(mine.json().request).toMatchObject({ status: 'accepted', role: 'manager' });
    expect((await pending(owner)).totalCount).toBe(0);
    const again = await decide(owner, { id: created.json().id, accept: false, rejectReason: '重複' });
    expect(codeOf(again)).toBe('JOIN_REQUEST_NOT_PENDING');
    expect(
      (await entriesAbout(world.db, 'vendor-join-request', created.json().id)).map((e) => e.action),
    ).toEqual(['create', 'update']);
  });

  it('rejecting needs a reason; the requester is mailed it and sees it', async () => {
    const { vendor, owner } = await vendorWithPeople(world);
    const asker = await person(world);
    const { id } = (await ask(asker, vendor.id)).json();
    const noReason = await decide(owner, { id, accept: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toMatchObject({
      code: 'REJECT_REASON_REQUIRED',
      field: 'rejectReason',
    });
    const rejected = await decide(owner, { id, accept: false, rejectReason: '查無此員工' });
    expect(rejected.statusCode).toBe(200);
    expect((await latestMail(world.db, asker.email, 'vendor-join-rejected'))?.bodyText).toContain(
      '查無此員工',
    );
    const mine = await call(world, asker, { method: 'GET', url: '/VendorJoinRequest' });
    expect(mine.json().request).toMatchObject({ status: 'rejected', rejectReason: '查無此員工' });
    expect((await call(world, asker, { method: 'GET', url: '/Vendor' })).statusCode).toBe(404);
  });

  it('one pending request per person; withdrawing frees the way for another', async () => {
    const { vendor } = await vendorWithPeople(world);
    const other = await vendorWithPeople(world, '乙公司');
    const asker = await person(world);
    expect((await ask(asker, vendor.id)).statusCode).toBe(201);
    const second = await ask(asker, other.vendor.id);
    expect(second.statusCode).toBe(409);
    expect(codeOf(second)).toBe('JOIN_REQUEST_PENDING');
    const withdrawn = await call(world, asker, { method: 'POST', url: '/VendorJoinRequest/Withdraw' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().request.status).toBe('withdrawn');
    expect(codeOf(await call(world, asker, { method: 'POST', url: '/VendorJoinRequest/Withdraw' }))).toBe(
      'JOIN_REQUEST_NOT_PENDING',
    );
    expect((await ask(asker, other.vendor.id)).statusCode).toBe(201);
    expect((await pending(other.owner)).totalCount).toBe(1);
    expect((await pending((await vendorWithPeople(world, '無關公司')).owner)).totalCount).toBe(0);
  });

  it('two requests at once: the partial unique index keeps one', async () => {
    const { vendor } = await vendorWithPeople(world);
    const asker = await person(world);
    const results = await Promise.all([ask(asker, vendor.id), ask(asker, vendor.id)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('someone in a vendor cannot ask; another vendor’s request cannot be decided (BOLA)', async () => {
    const a = await vendorWithPeople(world, 'A公司');
    const b = await vendorWithPeople(world, 'B公司');
    expect(codeOf(await ask(b.member, a.vendor.id))).toBe('LEAVE_VENDOR_FIRST');
    const asker = await person(world);
    const { id } = (await ask(asker, a.vendor.id)).json();
    const byB = await decide(b.owner, { id, accept: true, role: 'member' });
    expect(byB.statusCode).toBe(404);
    const aimed = await call(world, b.owner, {
      method: 'POST',
      url: `/Vendor/Members?vendorId=${a.vendor.id}`,
      payload: { id, accept: true, role: 'member' },
    });
    expect(aimed.statusCode).toBe(403);
    expect((await pending(a.owner)).totalCount).toBe(1);
    expect((await ask(asker, '0190a5b4-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });

  it('accepting a request of someone who joined another vendor meanwhile is refused', async () => {
    const a = await vendorWithPeople(world, 'A2公司');
    const b = await vendorWithPeople(world, 'B2公司');
    const asker = await person(world);
    const { id } = (await ask(asker, a.vendor.id)).json();
    await call(world, asker, { method: 'POST', url: '/VendorJoinRequest/Withdraw' });
    const { id: second } = (await ask(asker, b.vendor.id)).json();
    expect((await decide(b.owner, { id: second, accept: true, role: 'member' })).statusCode).toBe(200);
    expect(codeOf(await decide(a.owner, { id, accept: true, role: 'member' }))).toBe(
      'JOIN_REQUEST_NOT_PENDING',
    );
  });
});
