import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyData, createUserWithRole, createVendor } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;
let staffToken: string;
let memberToken: string;
const ids: Record<'alpha' | 'beta' | 'gamma' | 'mine', string> = { alpha: '', beta: '', gamma: '', mine: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  const { db } = database;
  const admin = await createUserWithRole(db, systemRoleCodes.administrator);
  adminToken = await signIn(app, admin.account);
  staffToken = await signIn(app, (await createUserWithRole(db, systemRoleCodes.staff)).account);
  const owner = await createUserWithRole(db, systemRoleCodes.member, { name: '甲老闆' });
  const laterOwner = await createUserWithRole(db, systemRoleCodes.member, { name: '乙老闆' });
  const member = await createUserWithRole(db, systemRoleCodes.member);
  memberToken = await signIn(app, member.account);

  ids.alpha = (
    await createVendor(
      db,
      [
        { userId: owner.id, role: 'owner' },
        { userId: member.id, role: 'member' },
      ],
      '甲聯合工業股份有限公司',
      { ubn: '30000001', nameEn: 'Alpha United', createdAt: new Date('2026-01-01T00:00:00Z') },
    )
  ).id;
  ids.beta = (
    await createVendor(db, [{ userId: laterOwner.id, role: 'owner' }], '乙精密有限公司', {
      ubn: '30000002',
      level: 'certified',
      certifiedAt: new Date('2026-03-01T00:00:00Z'),
      registryCheckedAt: new Date('2026-05-01T00:00:00Z'),
      registryStatus: 'suspended',
      registryFlagged: true,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    })
  ).id;
  ids.gamma = (
    await createVendor(db, [], '丙貿易有限公司', {
      ubn: '30000003',
      registryCheckedAt: new Date('2026-04-01T00:00:00Z'),
      registryStatus: 'active',
      createdAt: new Date('2026-03-01T00:00:00Z'),
    })
  ).id;
  // The administrator belongs to a vendor too: only there is `myRole` set in the staff view.
  ids.mine = (
    await createVendor(db, [{ userId: admin.id, role: 'manager' }], '丁管理顧問有限公司', {
      ubn: '30000004',
      ...companyData,
      createdAt: new Date('2026-04-01T00:00:00Z'),
    })
  ).id;
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

function list(
  query: { condition?: Record<string, unknown>; sortings?: unknown[]; page?: number; pageSize?: number },
  token = staffToken,
) {
  const params = new URLSearchParams();
  if (query.condition) params.set('condition', JSON.stringify(query.condition));
  if (query.sortings) params.set('sortings', JSON.stringify(query.sortings));
  if (query.page) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  return app.inject({ url: `/api/v1/Vendors?${params}`, headers: bearer(token) });
}

const namesOf = (response: { json(): { data: { name: string }[] } }) =>
  response.json().data.map((row) => row.name);

describe('GET /Vendors', () => {
  it('lists the register for staff, newest first, with member counts and owners', async () => {
    const response = await list({});
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.totalCount).toBe(4);
    expect(namesOf(response)).toEqual([
      '丁管理顧問有限公司',
      '丙貿易有限公司',
      '乙精密有限公司',
      '甲聯合工業股份有限公司',
    ]);
    const alpha = body.data.find((row: { id: string }) => row.id === ids.alpha);
    expect(alpha).toEqual({
      id: ids.alpha,
      ubn: '30000001',
      name: '甲聯合工業股份有限公司',
      level: 'registered',
      status: 'active',
      memberCount: 2,
      ownerName: '甲老闆',
      registryCheckedTime: null,
      registryStatus: null,
      registryFlagged: false,
      createdTime: '2026-01-01T00:00:00.000Z',
    });
    const gamma = body.data.find((row: { id: string }) => row.id === ids.gamma);
    expect(gamma).toMatchObject({ memberCount: 0, ownerName: null, registryStatus: 'active' });
  });

  it('finds by name, English name or UBN (full-width digits too)', async () => {
    expect(namesOf(await list({ condition: { keyword: '精密' } }))).toEqual(['乙精密有限公司']);
    expect(namesOf(await list({ condition: { keyword: 'alpha' } }))).toEqual(['甲聯合工業股份有限公司']);
    expect(namesOf(await list({ condition: { keyword: '３００００００３' } }))).toEqual(['丙貿易有限公司']);
    expect((await list({ condition: { keyword: '%' } })).json().totalCount).toBe(0);
  });

  it('filters by level and by the registry flag', async () => {
    expect(namesOf(await list({ condition: { level: 'certified' } }))).toEqual(['乙精密有限公司']);
    expect(namesOf(await list({ condition: { registryFlagged: true } }))).toEqual(['乙精密有限公司']);
    expect(
      (await list({ condition: { registryFlagged: false, level: 'registered' } })).json().totalCount,
    ).toBe(3);
  });

  it('sorts by name, UBN and the last registry check, and pages', async () => {
    const byUbn = await list({ sortings: [{ field: 'ubn', dir: 'desc' }] });
    expect(byUbn.json().data.map((row: { ubn: string }) => row.ubn)).toEqual([
      '30000004',
      '30000003',
      '30000002',
      '30000001',
    ]);
    const byCheck = await list({ sortings: [{ field: 'registryCheckedTime', dir: 'desc' }] });
    expect(namesOf(byCheck).slice(0, 2)).toEqual(['乙精密有限公司', '丙貿易有限公司']);
    const byName = await list({ sortings: [{ field: 'name' }] });
    expect(namesOf(byName)).toEqual([...namesOf(byName)].sort());
    const page2 = await list({ sortings: [{ field: 'createdTime' }], page: 2, pageSize: 3 });
    expect(page2.json()).toMatchObject({ totalCount: 4, data: [{ id: ids.mine }] });
  });

  it('refuses an unknown sort field or filter (400), never running it', async () => {
    const sort = await list({ sortings: [{ field: 'contact', dir: 'asc' }] });
    expect(sort.statusCode).toBe(400);
    const filter = await list({ condition: { ownerId: 'x' } });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().errors[0].code).toBe('FIELD_UNKNOWN');
  });

  it('is refused to a vendor member and to anyone without vendors:read (403)', async () => {
    expect((await list({}, memberToken)).statusCode).toBe(403);
    expect(
      (await app.inject({ url: `/api/v1/Vendors/${ids.alpha}`, headers: bearer(memberToken) })).statusCode,
    ).toBe(403);
    expect((await app.inject({ url: '/api/v1/Vendors' })).statusCode).toBe(401);
  });

  it('answers 405 to every write call: the register is read-only', async () => {
    const calls = [
      { method: 'POST', url: '/api/v1/Vendors', payload: { name: 'x' } },
      { method: 'PUT', url: '/api/v1/Vendors', payload: { id: ids.alpha, name: 'x' } },
      { method: 'DELETE', url: `/api/v1/Vendors?key=${ids.alpha}` },
      { method: 'POST', url: '/api/v1/Vendors/Save', payload: { id: ids.alpha, name: 'x' } },
    ] as const;
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: bearer(adminToken) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(405);
      expect(response.json().errors[0].code).toBe('METHOD_NOT_ALLOWED');
    }
    expect(namesOf(await list({ condition: { keyword: '甲聯合' } }))).toEqual(['甲聯合工業股份有限公司']);
  });
});

describe('GET /Vendors/:id', () => {
  it('answers staff any vendor in full, myRole null unless the reader belongs to it', async () => {
    const other = await app.inject({ url: `/api/v1/Vendors/${ids.beta}`, headers: bearer(staffToken) });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({
      id: ids.beta,
      ubn: '30000002',
      level: 'certified',
      certifiedTime: '2026-03-01T00:00:00.000Z',
      registry: {
        checkedTime: '2026-05-01T00:00:00.000Z',
        status: 'suspended',
        flagged: true,
        company: null,
      },
      myRole: null,
    });
    const mine = await app.inject({ url: `/api/v1/Vendors/${ids.mine}`, headers: bearer(adminToken) });
    expect(mine.json()).toMatchObject({ id: ids.mine, contact: companyData.contact, myRole: 'manager' });
    const missing = await app.inject({
      url: `/api/v1/Vendors/${crypto.randomUUID()}`,
      headers: bearer(staffToken),
    });
    expect(missing.statusCode).toBe(404);
  });
});
