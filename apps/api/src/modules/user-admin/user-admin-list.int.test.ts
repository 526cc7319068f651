import { systemRoleCodes } from '@portal/contracts/permissions';
import type { AdminUser } from '@portal/contracts/user-admin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, createVendor } from '../../../test/access-fixtures';
import { bearer, createUser, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { roles, userRoles, users } from '../../db/schema';
import { listUsers } from './user-admin.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;
let staffToken: string;
let memberToken: string;
let vendorId: string;
let customRoleId: string;
const people = {} as Record<'chen' | 'lin' | 'wu' | 'zhang', { id: string; account: string }>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  const { db } = database;
  adminToken = await signIn(app, (await createUserWithRole(db, systemRoleCodes.administrator)).account);
  staffToken = await signIn(app, (await createUserWithRole(db, systemRoleCodes.staff)).account);
  memberToken = await signIn(app, (await createUserWithRole(db, systemRoleCodes.member)).account);

  // Four people whose accounts all start with `list-`, so each test can narrow to them.
  people.chen = await createUserWithRole(db, systemRoleCodes.member, {
    account: 'list-chen',
    name: '陳大文',
    mobile: '+886912345678',
  });
  people.lin = await createUserWithRole(db, systemRoleCodes.staff, {
    account: 'list-lin',
    name: '林小美',
    mobile: '+886987654321',
    emailVerifiedAt: null,
    status: 'disabled',
  });
  people.wu = await createUser(db, { account: 'list-wu', name: '吳志明' });
  people.zhang = await createUserWithRole(db, systemRoleCodes.member, {
    account: 'list-zhang',
    name: '張美玲',
  });
  vendorId = (await createVendor(db, [{ userId: people.chen.id, role: 'owner' }], '陳氏企業')).id;
  await createVendor(db, [{ userId: people.zhang.id, role: 'member' }], '張氏企業');
  const [custom] = await db
    .insert(roles)
    .values({ nameZh: '清單角色', nameEn: 'List role', permissions: ['news:write'] })
    .returning();
  if (!custom) throw new Error('no role');
  customRoleId = custom.id;
  await db.insert(userRoles).values({ userId: people.wu.id, roleId: custom.id });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function accountsFor(
  query: Parameters<typeof listUsers>[2],
  token = adminToken,
): Promise<{ totalCount: number; accounts: string[] }> {
  const response = await listUsers(app, token, query);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { totalCount: number; data: AdminUser[] };
  return { totalCount: body.totalCount, accounts: body.data.map((user) => user.account) };
}

const sorted = (accounts: string[]) => [...accounts].sort();

describe('GET /Users', () => {
  it('answers each user with roles and vendor, never a password', async () => {
    const response = await listUsers(app, adminToken, { condition: { keyword: 'list-chen' } });
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/);
    const [chen] = response.json().data as AdminUser[];
    expect(chen).toMatchObject({
      id: people.chen.id,
      account: 'list-chen',
      name: '陳大文',
      emailVerified: true,
      mobile: '+886912345678',
      mobileVerified: false,
      status: 'active',
      hasPassword: true,
      roles: [{ code: systemRoleCodes.member, nameZh: '一般會員', nameEn: expect.any(String) }],
      vendor: { id: vendorId, name: '陳氏企業', role: 'owner' },
      lastSignInTime: null,
    });
    expect(Object.keys(chen?.roles[0] ?? {}).sort()).toEqual(['code', 'id', 'nameEn', 'nameZh']);

    const one = await app.inject({ url: `/api/v1/Users/${people.chen.id}`, headers: bearer(adminToken) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(chen);
  });

  it('finds by name, account, e-mail and mobile in any form', async () => {
    expect((await accountsFor({ condition: { keyword: '陳大文' } })).accounts).toEqual(['list-chen']);
    expect((await accountsFor({ condition: { keyword: 'LIST-LIN' } })).accounts).toEqual(['list-lin']);
    expect((await accountsFor({ condition: { keyword: 'list-wu@example' } })).accounts).toEqual(['list-wu']);
    for (const keyword of [
      '０９１２',
      '0912-345-678',
      '0912345678',
      '０９１２－３４５－６７８',
      '+886 912 345 678',
    ]) {
      expect((await accountsFor({ condition: { keyword } })).accounts, keyword).toEqual(['list-chen']);
    }
    expect((await accountsFor({ condition: { keyword: '654-321' } })).accounts).toEqual(['list-lin']);
    expect((await accountsFor({ condition: { keyword: '100%_' } })).totalCount).toBe(0);
  });

  it('finds by one character, and by a new name at once (the search columns follow every write)', async () => {
    expect(
      (await accountsFor({ condition: { keyword: '美' } })).accounts
        .filter((a) => a.startsWith('list-'))
        .sort(),
    ).toEqual(['list-lin', 'list-zhang']);
    await database.db.update(users).set({ name: '陳大同' }).where(eq(users.id, people.chen.id));
    try {
      expect((await accountsFor({ condition: { keyword: '陳大同' } })).accounts).toEqual(['list-chen']);
      expect((await accountsFor({ condition: { keyword: '陳大文' } })).totalCount).toBe(0);
    } finally {
      await database.db.update(users).set({ name: '陳大文' }).where(eq(users.id, people.chen.id));
    }
  });

  it('filters by role, status, e-mail verification, vendor and having a vendor', async () => {
    const within = (extra: Record<string, unknown>) =>
      accountsFor({ condition: { keyword: 'list-', ...extra } }).then((r) => sorted(r.accounts));
    expect(await within({})).toEqual(['list-chen', 'list-lin', 'list-wu', 'list-zhang']);
    expect(await within({ roleId: customRoleId })).toEqual(['list-wu']);
    expect(await within({ status: 'disabled' })).toEqual(['list-lin']);
    expect(await within({ status: 'active' })).toEqual(['list-chen', 'list-wu', 'list-zhang']);
    expect(await within({ emailVerified: false })).toEqual(['list-lin']);
    expect(await within({ emailVerified: true })).toEqual(['list-chen', 'list-wu', 'list-zhang']);
    expect(await within({ vendorId })).toEqual(['list-chen']);
    expect(await within({ hasVendor: true })).toEqual(['list-chen', 'list-zhang']);
    expect(await within({ hasVendor: false })).toEqual(['list-lin', 'list-wu']);
    expect(await within({ hasVendor: true, status: 'active', emailVerified: true })).toEqual([
      'list-chen',
      'list-zhang',
    ]);
  });

  it('sorts by account, name, creation and last sign-in, and pages', async () => {
    const condition = { keyword: 'list-' };
    const byAccount = await accountsFor({ condition, sortings: [{ field: 'account', dir: 'desc' }] });
    expect(byAccount.accounts).toEqual(['list-zhang', 'list-wu', 'list-lin', 'list-chen']);
    const byCreation = await accountsFor({ condition, sortings: [{ field: 'createdTime' }] });
    expect(byCreation.accounts).toEqual(['list-chen', 'list-lin', 'list-wu', 'list-zhang']);
    const byName = await accountsFor({ condition, sortings: [{ field: 'name', dir: 'asc' }] });
    const byNameDown = await accountsFor({ condition, sortings: [{ field: 'name', dir: 'desc' }] });
    expect(sorted(byName.accounts)).toEqual(sorted(byAccount.accounts));
    expect(byNameDown.accounts).toEqual([...byName.accounts].reverse());

    await signIn(app, 'list-wu');
    const bySignIn = await accountsFor({
      condition,
      sortings: [
        { field: 'lastSignInTime', dir: 'desc' },
        { field: 'account', dir: 'asc' },
      ],
    });
    expect(bySignIn.accounts).toEqual(['list-wu', 'list-chen', 'list-lin', 'list-zhang']);
    const wu = (await listUsers(app, adminToken, { condition: { keyword: 'list-wu' } })).json().data[0];
    expect(wu.lastSignInTime).toEqual(expect.any(String));

    const page = await accountsFor({
      condition,
      sortings: [{ field: 'account' }],
      page: 2,
      pageSize: 3,
    });
    expect(page).toEqual({ totalCount: 4, accounts: ['list-zhang'] });
  });

  it('refuses unknown filters and sort fields with 400, never as SQL', async () => {
    const bad: Parameters<typeof listUsers>[2][] = [
      { condition: { passwordHash: 'x' } },
      { condition: { isAdmin: true } },
      { condition: { status: 'deleted' } },
      { condition: { emailVerified: 'yes' } },
      { sortings: [{ field: 'password_hash' }] },
      { sortings: [{ field: 'email' }] },
      { sortings: [{ field: 'account; drop table users' }] },
      { pageSize: 101 },
    ];
    for (const query of bad) {
      const response = await listUsers(app, adminToken, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors[0].code).toMatch(/^FIELD_/);
    }
    const field = (await listUsers(app, adminToken, { condition: { isAdmin: true } })).json().errors[0].field;
    expect(field).toBe('condition.isAdmin');
  });

  it('answers 401 to strangers, 403 to members, and lets staff read', async () => {
    expect((await app.inject({ url: '/api/v1/Users' })).statusCode).toBe(401);
    expect((await listUsers(app, memberToken, {})).statusCode).toBe(403);
    const one = await app.inject({ url: `/api/v1/Users/${people.lin.id}`, headers: bearer(memberToken) });
    expect(one.statusCode).toBe(403);
    expect((await accountsFor({ condition: { keyword: 'list-lin' } }, staffToken)).accounts).toEqual([
      'list-lin',
    ]);
    const read = await app.inject({ url: `/api/v1/Users/${people.lin.id}`, headers: bearer(staffToken) });
    expect(read.statusCode).toBe(200);
    const missing = await app.inject({
      url: '/api/v1/Users/01900000-0000-7000-8000-000000000000',
      headers: bearer(staffToken),
    });
    expect(missing.statusCode).toBe(404);
  });
});
