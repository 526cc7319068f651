import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import {
  type InquiryCallers,
  inquiryCallers,
  publishedProduct,
  writeInquiry,
} from '../inquiries/inquiries.fixtures';
import { proposal, propose, slot } from '../meetings/meetings.fixtures';
import { newsInput } from '../news/news.fixtures';
import { companyInput, freshUbn } from '../vendor-applications/vendor-applications.fixtures';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';
import { exportCsv, parseCsv, parseXlsx, queryString } from './exports.fixtures';

let world: MembersWorld;
let who: InquiryCallers;

beforeAll(async () => {
  world = await startMembersWorld();
  who = await inquiryCallers(world);
  // Users whose names would run as formulas in a spreadsheet.
  await createUserWithRole(world.db, 'member', { account: 'formula1', name: '=HYPERLINK("http://x","y")' });
  await createUserWithRole(world.db, 'member', { account: 'formula2', name: '@SUM(A1)' });
  // A product of each status at vendor A, inquiries and a meeting with the buyer.
  const product = await publishedProduct(world, who, '不鏽鋼螺絲');
  await writeInquiry(world, who.buyer, {
    vendorId: who.a.vendor.id,
    productId: product.id,
    subject: '螺絲報價',
  });
  await writeInquiry(world, who.buyer, { vendorId: who.b.vendor.id, subject: '乙公司詢價' });
  await propose(world, who.buyer, proposal(who.a.vendor.id, [slot(world, 3, 10)], { subject: '甲公司洽談' }));
  await propose(world, who.buyer, proposal(who.b.vendor.id, [slot(world, 4, 14)], { subject: '乙公司洽談' }));
  for (const [titleZh, status] of [
    ['年度會員大會', 'published'],
    ['系統維護通知', 'draft'],
  ] as const) {
    const saved = await call(world, who.staff, {
      method: 'POST',
      url: '/News/Manage',
      payload: newsInput({ titleZh, status }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  for (const applicant of [who.thirdBuyer, who.buyer]) {
    const applied = await call(world, applicant, {
      method: 'POST',
      url: '/Vendor/Apply',
      payload: { ubn: freshUbn(), company: companyInput({ name: `${applicant.name}的公司` }) },
    });
    expect(applied.statusCode, applied.body).toBe(201);
  }
});
afterAll(async () => {
  await world.close();
});

interface ListCase {
  list: string;
  caller: () => Person;
  /** The list's own URL (without query) and where its rows are in the answer. */
  url: string;
  rowsOf: (body: Record<string, unknown>) => Record<string, unknown>[];
  query: { condition?: Record<string, unknown>; sortings?: unknown[]; extra?: () => Record<string, string> };
  /** The list field the file's first column holds. */
  key: string;
  /** The column the key is in. */
  column?: number;
}

const data = (body: Record<string, unknown>) => body.data as Record<string, unknown>[];
const payloadData = (body: Record<string, unknown>) =>
  (body.payload as { data: Record<string, unknown>[] }).data;

const cases: ListCase[] = [
  {
    list: 'Users',
    caller: () => who.staff,
    url: '/Users',
    rowsOf: data,
    query: { condition: { keyword: '甲公司' }, sortings: [{ field: 'name', dir: 'desc' }] },
    key: 'account',
  },
  {
    list: 'Vendors',
    caller: () => who.staff,
    url: '/Vendors',
    rowsOf: data,
    query: { condition: { keyword: '乙' } },
    key: 'ubn',
  },
  {
    list: 'Applications',
    caller: () => who.staff,
    url: '/Vendor/Audits',
    rowsOf: data,
    query: { condition: { status: 'pending', keyword: '採購王' } },
    key: 'displayName',
    column: 2,
  },
  {
    list: 'Members',
    caller: () => who.staff,
    url: '/Vendor/Members',
    rowsOf: data,
    query: { sortings: [{ field: 'name', dir: 'asc' }], extra: () => ({ vendorId: who.a.vendor.id }) },
    key: 'name',
  },
  {
    list: 'Products',
    caller: () => who.a.owner,
    url: '/Product',
    rowsOf: payloadData,
    query: { condition: { keyword: '螺絲' } },
    key: 'nameZh',
  },
  {
    list: 'Announcements',
    caller: () => who.staff,
    url: '/News/Manage',
    rowsOf: data,
    query: { condition: { status: 'draft' } },
    key: 'titleZh',
  },
  {
    list: 'Inquiries',
    caller: () => who.a.owner,
    url: '/Message',
    rowsOf: payloadData,
    query: { condition: { keyword: '螺絲' } },
    key: 'subject',
  },
  {
    list: 'Meetings',
    caller: () => who.a.owner,
    url: '/Meeting',
    rowsOf: payloadData,
    query: { condition: { view: 'all' } },
    key: 'subject',
  },
];

describe('each list exports the rows the list shows for the same filter', () => {
  it.each(cases)('$list', async (listCase) => {
    const caller = listCase.caller();
    const query = queryString({
      ...(listCase.query.condition ? { condition: listCase.query.condition } : {}),
      ...(listCase.query.sortings ? { sortings: listCase.query.sortings } : {}),
      ...(listCase.query.extra ? { extra: listCase.query.extra() } : {}),
    });
    const listed = await call(world, caller, { method: 'GET', url: `${listCase.url}?pageSize=100&${query}` });
    expect(listed.statusCode, listed.body).toBe(200);
    const expected = listCase.rowsOf(listed.json()).map((row) => String(row[listCase.key]));
    // The filter selects something, and not everything (the comparison could not pass by accident).
    expect(expected.length).toBeGreaterThan(0);

    const { response, rows } = await exportCsv(world, caller, listCase.list, query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/filename="[a-z]+-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [heading, ...body] = rows;
    // Chinese headings by default.
    expect(heading?.join('')).toMatch(/[\u4e00-\u9fff]/);
    expect(body.map((row) => row[listCase.column ?? 0])).toEqual(expected);
  });

  it('a wider filter finds more rows than the filtered export (the filter is applied)', async () => {
    const all = await exportCsv(world, who.staff, 'Announcements', '');
    const drafts = await exportCsv(
      world,
      who.staff,
      'Announcements',
      queryString({ condition: { status: 'draft' } }),
    );
    expect(all.rows.length - 1).toBe(2);
    expect(drafts.rows.length - 1).toBe(1);
  });
});

describe('labels, language and time', () => {
  it('answers English headings for Accept-Language: en, and times as Taiwan YYYY-MM-DD HH:mm', async () => {
    const response = await world.app.inject({
      method: 'GET',
      url: `/api/v1/Exports/Users?format=csv&${queryString({ condition: { keyword: 'formula1' } })}`,
      headers: { ...who.staff.headers, 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = parseCsv(response.body);
    expect(rows[0]?.slice(0, 3)).toEqual(['Account', 'Name', 'E-mail']);
    const created = rows[1]?.[rows[0]?.indexOf('Created') ?? -1];
    // The same person as the list answers them: their instant, shown on Taipei's clock (UTC+8).
    const listed = await world.app.inject({
      url: `/api/v1/Users?${queryString({ condition: { keyword: 'formula1' } })}`,
      headers: who.staff.headers,
    });
    const instant = new Date(listed.json().data[0].createdTime).getTime();
    const taipei = new Date(instant + 8 * 3_600_000).toISOString();
    expect(created).toBe(`${taipei.slice(0, 10)} ${taipei.slice(11, 16)}`);
  });
});

describe('permission and scope', () => {
  it('refuses a role the list refuses (a member exporting users or the audit queue)', async () => {
    for (const list of ['Users', 'Vendors', 'Applications', 'Announcements']) {
      const { response } = await exportCsv(world, who.buyer, list, '');
      expect(response.statusCode, list).toBe(403);
    }
  });

  it("never exports another vendor's members: vendor B's owner naming vendor A is refused", async () => {
    const listed = await call(world, who.b.owner, {
      method: 'GET',
      url: `/Vendor/Members?vendorId=${who.a.vendor.id}`,
    });
    const exported = await exportCsv(world, who.b.owner, 'Members', `vendorId=${who.a.vendor.id}`);
    expect(exported.response.statusCode).toBe(listed.statusCode);
    expect([403, 404]).toContain(exported.response.statusCode);
    expect(exported.response.body).not.toContain('甲公司負責人');
    // Without a vendor id they get their own people only.
    const own = await exportCsv(world, who.b.owner, 'Members', '');
    const names = own.rows.slice(1).map((row) => row[0]);
    expect(names).toContain('乙公司負責人');
    expect(names.some((name) => name?.startsWith('甲公司'))).toBe(false);
  });

  it("exports only the caller's own meetings and inquiries", async () => {
    const meetings = await exportCsv(
      world,
      who.b.owner,
      'Meetings',
      queryString({ condition: { view: 'all' } }),
    );
    expect(meetings.rows.slice(1).map((row) => row[0])).toEqual(['乙公司洽談']);
    const inquiries = await exportCsv(world, who.b.owner, 'Inquiries', '');
    expect(inquiries.rows.slice(1).map((row) => row[0])).toEqual(['乙公司詢價']);
  });

  it('answers 400 for a filter the list does not allow, and for an unknown format', async () => {
    const unknownFilter = await exportCsv(world, who.staff, 'Users', queryString({ condition: { nope: 1 } }));
    expect(unknownFilter.response.statusCode).toBe(400);
    const badFormat = await call(world, who.staff, { method: 'GET', url: '/Exports/Users?format=pdf' });
    expect(badFormat.statusCode).toBe(400);
  });
});

describe('formula cells', () => {
  const condition = queryString({
    condition: { keyword: 'formula' },
    sortings: [{ field: 'account', dir: 'asc' }],
  });

  it('gets a leading apostrophe in CSV', async () => {
    const { rows } = await exportCsv(world, who.staff, 'Users', condition);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['\'=HYPERLINK("http://x","y")', "'@SUM(A1)"]);
  });

  it('gets a leading apostrophe in Excel, stored as text', async () => {
    const response = await call(world, who.staff, {
      method: 'GET',
      url: `/Exports/Users?format=xlsx&${condition}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await parseXlsx(response.rawPayload);
    expect(rows[0]?.[0]).toBe('帳號');
    expect(rows.slice(1).map((row) => row[1])).toEqual(['\'=HYPERLINK("http://x","y")', "'@SUM(A1)"]);
  });
});
