import { systemRoleCodes } from '@portal/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csvText,
  header,
  startSheetsWorld,
  uploadImport,
  utf8Bom,
} from '../member-import/member-import.fixtures';
import {
  call,
  invitationToken,
  type MembersWorld,
  type Person,
  person,
  vendorWithPeople,
} from './vendor-members.fixtures';

/**
 * The rest of a vendor's people's routes × every kind of caller, as `people-access.int.test.ts` does for
 * the others: the 8 bulk-import routes (`/Vendor/Members/Batch…`, Google Sheets read from a local fake),
 * declining an invitation, and the join-request routes, which act on the caller's own data only. The
 * callers: owner, manager and member of vendor A, the owner of another vendor B, an outsider (a person
 * in no vendor), staff with vendors:read only, an administrator (vendors:write), and a stranger (not
 * signed in). Calls aimed at A name it with ?vendorId= as there. A refused call must change nothing of
 * A's: its people, its invitations (and those to its people), its imports and the join requests to it.
 */
let sheets: Awaited<ReturnType<typeof startSheetsWorld>>;
let world: MembersWorld;
const actors = [
  'owner',
  'manager',
  'member',
  'otherVendor',
  'outsider',
  'staffRead',
  'staffWrite',
  'stranger',
] as const;
type Actor = (typeof actors)[number];
let shared: { otherVendor: Person; outsider: Person; staffRead: Person; staffWrite: Person };

beforeAll(async () => {
  sheets = await startSheetsWorld();
  world = sheets.world;
  const b = await vendorWithPeople(world, 'B公司');
  shared = {
    otherVendor: b.owner,
    outsider: await person(world),
    staffRead: await person(world, { role: systemRoleCodes.staff }),
    staffWrite: await person(world, { role: systemRoleCodes.administrator }),
  };
});
afterAll(async () => {
  await sheets?.close();
});

type VendorA = Awaited<ReturnType<typeof vendorWithPeople>>;
const who = (a: VendorA, actor: Actor): Person | null => {
  if (actor === 'stranger') return null;
  return actor === 'owner' || actor === 'manager' || actor === 'member' ? a[actor] : shared[actor];
};

interface Outcome {
  statusCode: number;
  body: string;
  /** What else went wrong, when the status alone does not tell. */
  problem?: string | undefined;
}

interface Case {
  name: string;
  expected: Record<Actor, number>;
  /** What the call needs first (done by others, before A's state is taken): its answer goes to `run`. */
  setup?(a: VendorA): Promise<string>;
  run(a: VendorA, caller: Person | null, given: string): Promise<Outcome>;
}

/** Owners and managers of A, and staff with vendors:write. */
const importers = (ok: number) => ({
  owner: ok,
  manager: ok,
  member: 403,
  otherVendor: 403,
  outsider: 403,
  staffRead: 403,
  staffWrite: ok,
  stranger: 401,
});
/** A preview belongs to its uploader (A's owner here) and to staff with vendors:write; A's manager gets 404. */
const uploaderOnly = (ok: number) => ({ ...importers(ok), manager: 404 });
const anySignedIn = (ok: number) => ({
  owner: ok,
  manager: ok,
  member: ok,
  otherVendor: ok,
  outsider: ok,
  staffRead: ok,
  staffWrite: ok,
  stranger: 401,
});

const importFile = () => ({
  bytes: utf8Bom(
    csvText([header, ['矩陣甲', `batch${Math.random().toString(36).slice(2, 8)}@example.test`, '', '', '']]),
  ),
  fileName: 'matrix.csv',
});

/** A preview of one row, uploaded by A's owner (without naming the vendor, as its own people do). */
async function ownersPreview(a: VendorA): Promise<string> {
  const response = await uploadImport(world, a.owner, importFile());
  if (response.statusCode !== 201) throw new Error(`preview failed: ${response.body}`);
  return response.json().id;
}

/** A person in no vendor asks to join A; their request stays pending. */
async function someoneAsks(a: VendorA): Promise<string> {
  const asker = await person(world);
  const response = await call(world, asker, {
    method: 'POST',
    url: '/VendorJoinRequest',
    payload: { vendorId: a.vendor.id, message: '你好' },
  });
  if (response.statusCode !== 201) throw new Error(`join request failed: ${response.body}`);
  return response.json().id;
}

const cases: Case[] = [
  {
    name: 'POST /Vendor/Members/Batch',
    expected: importers(201),
    run: (a, caller) => uploadImport(world, caller, importFile(), `?vendorId=${a.vendor.id}`),
  },
  {
    name: 'POST /Vendor/Members/Batch/Sheets',
    expected: importers(201),
    async run(a, caller) {
      const response = await call(world, caller, {
        method: 'POST',
        url: `/Vendor/Members/Batch/Sheets?vendorId=${a.vendor.id}`,
        payload: { spreadsheetId: 'publicSheet12345' },
      });
      const problem =
        response.statusCode === 201 && response.json().source !== 'sheets'
          ? 'not a Sheets preview'
          : undefined;
      return { statusCode: response.statusCode, body: response.body, problem };
    },
  },
  {
    name: 'POST /Vendor/Members/Batch/Apply',
    expected: uploaderOnly(202),
    setup: ownersPreview,
    run: (a, caller, id) =>
      call(world, caller, {
        method: 'POST',
        url: `/Vendor/Members/Batch/Apply?vendorId=${a.vendor.id}`,
        payload: { id },
      }),
  },
  {
    name: 'GET /Vendor/Members/Batch/Options',
    expected: anySignedIn(200),
    async run(_a, caller) {
      const response = await call(world, caller, { method: 'GET', url: '/Vendor/Members/Batch/Options' });
      const problem =
        response.statusCode === 200 && response.json().sheetsAvailable !== true
          ? 'sheets not offered'
          : undefined;
      return { statusCode: response.statusCode, body: response.body, problem };
    },
  },
  {
    name: 'GET /Vendor/Members/Batch/Template',
    expected: anySignedIn(200),
    async run(_a, caller) {
      const response = await call(world, caller, {
        method: 'GET',
        url: '/Vendor/Members/Batch/Template?language=en',
      });
      const problem =
        response.statusCode === 200 && !String(response.headers['content-type']).includes('spreadsheetml')
          ? `content-type ${response.headers['content-type']}`
          : undefined;
      return { statusCode: response.statusCode, body: response.body.slice(0, 40), problem };
    },
  },
  {
    name: 'GET /Vendor/Members/Batch/:id',
    expected: uploaderOnly(200),
    setup: ownersPreview,
    run: (a, caller, id) =>
      call(world, caller, { method: 'GET', url: `/Vendor/Members/Batch/${id}?vendorId=${a.vendor.id}` }),
  },
  {
    name: 'GET /Vendor/Members/Batch/:id/Status',
    expected: uploaderOnly(200),
    setup: ownersPreview,
    run: (a, caller, id) =>
      call(world, caller, {
        method: 'GET',
        url: `/Vendor/Members/Batch/${id}/Status?vendorId=${a.vendor.id}`,
      }),
  },
  {
    name: 'GET /Vendor/Members/Batch/:id/Report',
    expected: uploaderOnly(200),
    setup: ownersPreview,
    async run(a, caller, id) {
      const response = await call(world, caller, {
        method: 'GET',
        url: `/Vendor/Members/Batch/${id}/Report?vendorId=${a.vendor.id}`,
      });
      return { statusCode: response.statusCode, body: response.body.slice(0, 40) };
    },
  },
  {
    name: 'POST /VendorInvitation/Decline (a link sent to A’s member)',
    expected: {
      owner: 403,
      manager: 403,
      member: 200,
      otherVendor: 403,
      outsider: 403,
      staffRead: 403,
      staffWrite: 403,
      stranger: 401,
    },
    async setup(a) {
      const other = await vendorWithPeople(world, '邀請方公司');
      await call(world, other.owner, {
        method: 'POST',
        url: '/Vendor/Invite',
        payload: { email: a.member.email, role: 'member' },
      });
      return invitationToken(world.db, a.member.email);
    },
    run: (_a, caller, token) =>
      call(world, caller, { method: 'POST', url: '/VendorInvitation/Decline', payload: { token } }),
  },
  {
    // Everyone reads their own latest request only: never the one somebody else sent to A.
    name: 'GET /VendorJoinRequest',
    expected: anySignedIn(200),
    setup: someoneAsks,
    async run(_a, caller, requestId) {
      const response = await call(world, caller, { method: 'GET', url: '/VendorJoinRequest' });
      const problem =
        response.statusCode === 200 && response.json().request?.id === requestId
          ? 'saw another person’s request'
          : undefined;
      return { statusCode: response.statusCode, body: response.body, problem };
    },
  },
  {
    // People of a vendor are told to leave it first; anyone without a vendor may ask (then withdraws,
    // so the next case starts clean).
    name: 'POST /VendorJoinRequest (asking to join A)',
    expected: {
      owner: 409,
      manager: 409,
      member: 409,
      otherVendor: 409,
      outsider: 201,
      staffRead: 201,
      staffWrite: 201,
      stranger: 401,
    },
    async run(a, caller) {
      const response = await call(world, caller, {
        method: 'POST',
        url: '/VendorJoinRequest',
        payload: { vendorId: a.vendor.id, message: '你好' },
      });
      let problem: string | undefined;
      if (response.statusCode === 409 && response.json().errors[0].code !== 'LEAVE_VENDOR_FIRST')
        problem = `refused as ${response.json().errors[0].code}`;
      if (response.statusCode === 201 && caller) {
        const withdrawn = await call(world, caller, { method: 'POST', url: '/VendorJoinRequest/Withdraw' });
        if (withdrawn.statusCode !== 200) problem = `could not withdraw: ${withdrawn.body}`;
      }
      return { statusCode: response.statusCode, body: response.body, problem };
    },
  },
  {
    // Withdrawing acts on the caller's own pending request: nobody withdraws the one another person sent.
    name: 'POST /VendorJoinRequest/Withdraw (someone else’s request to A is pending)',
    expected: {
      owner: 409,
      manager: 409,
      member: 409,
      otherVendor: 409,
      outsider: 409,
      staffRead: 409,
      staffWrite: 409,
      stranger: 401,
    },
    setup: someoneAsks,
    run: (_a, caller) => call(world, caller, { method: 'POST', url: '/VendorJoinRequest/Withdraw' }),
  },
];

/** What a refused call must leave as it was: A's people, invitations, imports and join requests. */
async function stateOf(a: VendorA) {
  const rows = async (query: string) => (await world.db.execute(query)).rows;
  const people = await rows(
    `select user_id, role from vendor_members where vendor_id = '${a.vendor.id}' order by user_id`,
  );
  const invitations = await rows(
    `select id, status from vendor_invitations where vendor_id = '${a.vendor.id}' or email in (select u.email from users u join vendor_members m on m.user_id = u.id where m.vendor_id = '${a.vendor.id}') order by id`,
  );
  const imports = await rows(
    `select id, status, done_rows from member_imports where vendor_id = '${a.vendor.id}' order by id`,
  );
  const requests = await rows(
    `select id, status from vendor_join_requests where vendor_id = '${a.vendor.id}' order by id`,
  );
  return JSON.stringify({ people, invitations, imports, requests });
}

describe('a vendor’s import, invitation answers and join requests: every route × every caller', () => {
  for (const testCase of cases) {
    it(testCase.name, async () => {
      const mismatches: string[] = [];
      for (const actor of actors) {
        const a = await vendorWithPeople(world, 'A公司');
        const given = (await testCase.setup?.(a)) ?? '';
        const before = await stateOf(a);
        const outcome = await testCase.run(a, who(a, actor), given);
        if (outcome.statusCode !== testCase.expected[actor])
          mismatches.push(`${actor}: ${outcome.statusCode} ${outcome.body.slice(0, 120)}`);
        if (outcome.problem) mismatches.push(`${actor}: ${outcome.problem}`);
        if (outcome.statusCode >= 400 && (await stateOf(a)) !== before)
          mismatches.push(`${actor}: refused, yet A's state changed`);
      }
      expect(mismatches).toEqual([]);
    }, 120_000);
  }
});
