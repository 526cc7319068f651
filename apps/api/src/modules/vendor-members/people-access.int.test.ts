import { systemRoleCodes } from '@portal/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Every route of a vendor's people × every kind of caller, aimed at vendor A (each call names A with
 * ?vendorId=, which A's own people may send and staff must): owner, manager and member of A, the owner
 * of another vendor B, an outsider (a buyer without a vendor), staff with vendors:read, and an
 * administrator (vendors:write). A refused call must change nothing: A's people are checked after it.
 */
let world: MembersWorld;
const actors = ['owner', 'manager', 'member', 'otherVendor', 'outsider', 'staffRead', 'staffWrite'] as const;
type Actor = (typeof actors)[number];
let shared: { otherVendor: Person; outsider: Person; staffRead: Person; staffWrite: Person };

beforeAll(async () => {
  world = await startMembersWorld();
  const b = await vendorWithPeople(world, 'B公司');
  shared = {
    otherVendor: b.owner,
    outsider: await person(world),
    staffRead: await person(world, { role: systemRoleCodes.staff }),
    staffWrite: await person(world, { role: systemRoleCodes.administrator }),
  };
});
afterAll(async () => {
  await world?.close();
});

type VendorA = Awaited<ReturnType<typeof vendorWithPeople>>;
const who = (a: VendorA, actor: Actor): Person =>
  actor === 'owner' || actor === 'manager' || actor === 'member' ? a[actor] : shared[actor];

let mailSerial = 0;
const address = () => {
  mailSerial += 1;
  return `matrix${mailSerial}${Math.random().toString(36).slice(2, 6)}@example.test`;
};

interface Case {
  name: string;
  expected: Record<Actor, number>;
  run(a: VendorA, caller: Person): Promise<{ statusCode: number; body: string }>;
}

const readers = {
  owner: 200,
  manager: 200,
  member: 200,
  otherVendor: 403,
  outsider: 403,
  staffRead: 200,
  staffWrite: 200,
};
const managers = (ok: number) => ({
  owner: ok,
  manager: ok,
  member: 403,
  otherVendor: 403,
  outsider: 403,
  staffRead: 403,
  staffWrite: ok,
});

const cases: Case[] = [
  {
    name: 'GET /Vendor/Members',
    expected: readers,
    run: (a, caller) =>
      call(world, caller, { method: 'GET', url: `/Vendor/Members?vendorId=${a.vendor.id}` }),
  },
  {
    name: 'GET /Vendor/Members?status=pending',
    expected: readers,
    run: (a, caller) =>
      call(world, caller, { method: 'GET', url: `/Vendor/Members?status=pending&vendorId=${a.vendor.id}` }),
  },
  {
    name: 'GET /Vendor/Members/:id',
    expected: readers,
    run: (a, caller) =>
      call(world, caller, { method: 'GET', url: `/Vendor/Members/${a.member.id}?vendorId=${a.vendor.id}` }),
  },
  {
    name: 'POST /Vendor/Members/:id',
    expected: managers(200),
    run: (a, caller) =>
      call(world, caller, {
        method: 'POST',
        url: `/Vendor/Members/${a.member.id}?vendorId=${a.vendor.id}`,
        payload: { role: 'manager' },
      }),
  },
  {
    name: 'DELETE /Vendor/Members/:id',
    expected: managers(204),
    run: (a, caller) =>
      call(world, caller, {
        method: 'DELETE',
        url: `/Vendor/Members/${a.member.id}?vendorId=${a.vendor.id}`,
      }),
  },
  {
    name: 'POST /Vendor/Members (decide a join request)',
    expected: managers(200),
    async run(a, caller) {
      const asker = await person(world);
      const request = await call(world, asker, {
        method: 'POST',
        url: '/VendorJoinRequest',
        payload: { vendorId: a.vendor.id },
      });
      return call(world, caller, {
        method: 'POST',
        url: `/Vendor/Members?vendorId=${a.vendor.id}`,
        payload: { id: request.json().id, accept: true, role: 'member' },
      });
    },
  },
  {
    name: 'POST /Vendor/Invite',
    expected: managers(201),
    run: (a, caller) =>
      call(world, caller, {
        method: 'POST',
        url: `/Vendor/Invite?vendorId=${a.vendor.id}`,
        payload: { email: address(), role: 'member' },
      }),
  },
  {
    name: 'GET /Vendor/Invitations',
    expected: { ...managers(200), staffRead: 200 },
    run: (a, caller) =>
      call(world, caller, { method: 'GET', url: `/Vendor/Invitations?vendorId=${a.vendor.id}` }),
  },
  {
    name: 'DELETE /Vendor/Invitations/:id',
    expected: managers(204),
    async run(a, caller) {
      const created = await call(world, a.owner, {
        method: 'POST',
        url: '/Vendor/Invite',
        payload: { email: address(), role: 'member' },
      });
      return call(world, caller, {
        method: 'DELETE',
        url: `/Vendor/Invitations/${created.json().id}?vendorId=${a.vendor.id}`,
      });
    },
  },
  {
    // The same address may be mailed once a day, so an allowed resend on the first day is 429.
    name: 'POST /Vendor/Invitations/:id/Resend',
    expected: managers(429),
    async run(a, caller) {
      const created = await call(world, a.owner, {
        method: 'POST',
        url: '/Vendor/Invite',
        payload: { email: address(), role: 'member' },
      });
      return call(world, caller, {
        method: 'POST',
        url: `/Vendor/Invitations/${created.json().id}/Resend?vendorId=${a.vendor.id}`,
      });
    },
  },
  {
    // Only the owner themself, with their password; the others are not owners of A (404 without a vendor).
    name: 'POST /Vendor/TransferOwnership',
    expected: {
      owner: 200,
      manager: 403,
      member: 403,
      otherVendor: 404,
      outsider: 404,
      staffRead: 404,
      staffWrite: 404,
    },
    run: (a, caller) =>
      call(world, caller, {
        method: 'POST',
        url: '/Vendor/TransferOwnership',
        payload: { userId: a.member.id, password: 'correct horse battery' },
      }),
  },
  {
    // Leaving acts on one's own vendor only: A's last owner stays; B's owner is B's last owner.
    name: 'POST /VendorMember/Leave',
    expected: {
      owner: 409,
      manager: 204,
      member: 204,
      otherVendor: 409,
      outsider: 404,
      staffRead: 404,
      staffWrite: 404,
    },
    run: (_a, caller) => call(world, caller, { method: 'POST', url: '/VendorMember/Leave' }),
  },
  {
    name: 'POST /VendorInvitation/Accept (a link sent to A’s member)',
    expected: {
      owner: 403,
      manager: 403,
      member: 409,
      otherVendor: 403,
      outsider: 403,
      staffRead: 403,
      staffWrite: 403,
    },
    async run(a, caller) {
      const other = await vendorWithPeople(world, '邀請方公司');
      await call(world, other.owner, {
        method: 'POST',
        url: '/Vendor/Invite',
        payload: { email: a.member.email, role: 'member' },
      });
      const token = await invitationToken(world.db, a.member.email);
      return call(world, caller, { method: 'POST', url: '/VendorInvitation/Accept', payload: { token } });
    },
  },
];

/** A's people as they stand: who holds which role. */
async function peopleOf(a: VendorA) {
  const rows = await world.db.execute(
    `select user_id, role from vendor_members where vendor_id = '${a.vendor.id}' order by user_id`,
  );
  return rows.rows;
}

describe('a vendor’s people: every route × every caller', () => {
  for (const testCase of cases) {
    it(testCase.name, async () => {
      const mismatches: string[] = [];
      for (const actor of actors) {
        const a = await vendorWithPeople(world, 'A公司');
        const before = await peopleOf(a);
        const response = await testCase.run(a, who(a, actor));
        if (response.statusCode !== testCase.expected[actor])
          mismatches.push(`${actor}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        const refused = response.statusCode >= 400;
        if (refused && JSON.stringify(await peopleOf(a)) !== JSON.stringify(before))
          mismatches.push(`${actor}: refused, yet A's people changed`);
      }
      expect(mismatches).toEqual([]);
    }, 120_000);
  }
});
