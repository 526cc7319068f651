import { staffPermissions, systemRoleCodes } from '@portal/contracts/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, entriesAbout } from '../../../test/access-fixtures';
import { bearer, createUser, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { roles, sessions, userRoles } from '../../db/schema';

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;
let rolesWriterToken: string;
let memberToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  const admin = await createUserWithRole(database.db, systemRoleCodes.administrator);
  adminToken = await signIn(app, admin.account);
  // Manages roles and reads users, nothing more: may grant only those two.
  const writer = await createUser(database.db, { permissions: ['roles:read', 'roles:write', 'users:read'] });
  rolesWriterToken = await signIn(app, writer.account);
  const member = await createUserWithRole(database.db, systemRoleCodes.member);
  memberToken = await signIn(app, member.account);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const countRoles = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(roles))[0]?.n ?? 0;

async function createRole(token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/Roles', headers: bearer(token), payload });
}

describe('built-in roles', () => {
  it('seeds the administrator, the association staff and the member roles', async () => {
    const rows = await database.db.select().from(roles).where(eq(roles.isSystem, true));
    const byCode = Object.fromEntries(rows.map((row) => [row.code, row]));
    expect(byCode[systemRoleCodes.administrator]?.permissions).toEqual(['*']);
    expect(byCode[systemRoleCodes.administrator]?.nameZh).toBe('系統管理員');
    expect([...(byCode[systemRoleCodes.staff]?.permissions ?? [])].sort()).toEqual(
      [...staffPermissions].sort(),
    );
    expect(byCode[systemRoleCodes.staff]?.nameZh).toBe('協會承辦人員');
    expect(byCode[systemRoleCodes.member]?.permissions).toEqual([]);
    expect(byCode[systemRoleCodes.member]?.nameZh).toBe('一般會員');
  });
});

describe('built-in roles in both languages', () => {
  it('answers each built-in role with its name and description in Chinese and in English', async () => {
    const response = await app.inject({
      url: '/api/v1/Roles?condition=%7B%22isSystem%22%3Atrue%7D',
      headers: bearer(adminToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    const byCode = Object.fromEntries(
      (response.json() as { data: { code: string; [field: string]: unknown }[] }).data.map((role) => [
        role.code,
        role,
      ]),
    );
    expect(byCode[systemRoleCodes.administrator]).toMatchObject({
      nameEn: 'System administrator',
      description: '擁有全部權限。',
      descriptionEn: 'Holds every permission.',
    });
    expect(byCode[systemRoleCodes.staff]).toMatchObject({
      descriptionEn: 'Reviews vendors, manages content, views users.',
    });
    expect(byCode[systemRoleCodes.member]).toMatchObject({ descriptionEn: 'A signed-in user.' });
  });

  it('keeps the English description an administrator gives a role', async () => {
    const created = await createRole(adminToken, {
      nameZh: '英文說明角色',
      description: '中文說明',
      descriptionEn: 'An English description',
      permissions: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      description: '中文說明',
      descriptionEn: 'An English description',
    });
  });
});

describe('Roles resource', () => {
  it('creates, reads, updates (PUT and Save) and deletes a role, each with its log entry', async () => {
    const created = await createRole(adminToken, {
      nameZh: '內容編輯',
      description: '管理最新消息',
      permissions: ['news:write', 'banners:write', 'news:write'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({
      nameZh: '內容編輯',
      nameEn: '內容編輯',
      permissions: ['banners:write', 'news:write'],
      isSystem: false,
      code: null,
      userCount: 0,
    });

    const read = await app.inject({ url: `/api/v1/Roles/${role.id}`, headers: bearer(adminToken) });
    expect(read.json()).toEqual(role);

    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/Roles',
      headers: bearer(adminToken),
      payload: { id: role.id, nameZh: '內容編輯', nameEn: 'Editor', permissions: ['news:write'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ nameEn: 'Editor', permissions: ['news:write'] });

    const saved = await app.inject({
      method: 'POST',
      url: '/api/v1/Roles/Save',
      headers: bearer(adminToken),
      payload: { id: role.id, nameZh: '編輯', permissions: ['news:write'] },
    });
    expect(saved.statusCode).toBe(200);
    const inserted = await app.inject({
      method: 'POST',
      url: '/api/v1/Roles/Save',
      headers: bearer(adminToken),
      payload: { nameZh: '另一個角色', permissions: [] },
    });
    expect(inserted.statusCode).toBe(201);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/Roles?key=${role.id}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: role.id });

    const entries = await entriesAbout(database.db, 'role', role.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(entries[1]?.before).toMatchObject({
      nameEn: '內容編輯',
      permissions: ['banners:write', 'news:write'],
    });
    expect(entries[1]?.after).toMatchObject({ nameEn: 'Editor', permissions: ['news:write'] });
    expect(entries[3]?.before).toMatchObject({ nameZh: '編輯' });
    expect(entries[3]?.after).toBeNull();
  });

  it('lists with paging, an allow-listed filter and sort, and refuses unknown ones', async () => {
    for (const name of ['甲角色', '乙角色', '丙角色']) {
      await createRole(adminToken, { nameZh: `分頁${name}`, permissions: ['albums:write'] });
    }
    const query = new URLSearchParams({
      page: '2',
      pageSize: '2',
      condition: JSON.stringify({ keyword: '分頁', permission: 'albums:write' }),
      sortings: JSON.stringify([{ field: 'nameZh', dir: 'desc' }]),
    });
    const page = await app.inject({ url: `/api/v1/Roles?${query}`, headers: bearer(adminToken) });
    expect(page.statusCode).toBe(200);
    expect(page.json().totalCount).toBe(3);
    expect(page.json().data.map((row: { nameZh: string }) => row.nameZh)).toHaveLength(1);

    const badQueries: Record<string, string>[] = [
      { condition: JSON.stringify({ passwordHash: 'x' }) },
      { sortings: JSON.stringify([{ field: 'password_hash' }]) },
      { sortings: JSON.stringify([{ field: 'nameZh; drop table roles' }]) },
      { condition: '{not json' },
      { pageSize: '101' },
    ];
    for (const bad of badQueries) {
      const response = await app.inject({
        url: `/api/v1/Roles?${new URLSearchParams(bad)}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errors[0].code).toMatch(/^(FIELD_|VALIDATION)/);
    }
    expect(await countRoles()).toBeGreaterThan(3);
  });

  it('answers 404 for a missing id on read, update and delete, and 400 for a malformed one', async () => {
    const missing = '01900000-0000-7000-8000-000000000000';
    const read = await app.inject({ url: `/api/v1/Roles/${missing}`, headers: bearer(adminToken) });
    expect(read.statusCode).toBe(404);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/Roles?key=${missing}`,
      headers: bearer(adminToken),
    });
    expect(del.statusCode).toBe(404);
    expect(del.json().errors[0].code).toBe('NOT_FOUND');
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/Roles',
      headers: bearer(adminToken),
      payload: { id: missing, nameZh: 'x', permissions: [] },
    });
    expect(put.statusCode).toBe(404);
    const malformed = await app.inject({ url: '/api/v1/Roles/1', headers: bearer(adminToken) });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses bad input with field errors and creates nothing', async () => {
    const before = await countRoles();
    for (const payload of [
      { nameZh: '', permissions: [] },
      { nameZh: '角色', permissions: ['no-such:permission'] },
      { nameZh: '角色', permissions: [], isSystem: true },
      { nameZh: '角色', permissions: [], code: 'system-admin' },
    ]) {
      const response = await createRole(adminToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].field).toBeDefined();
    }
    expect(await countRoles()).toBe(before);
  });

  it('lets nobody grant or take away a permission they do not hold', async () => {
    const before = await countRoles();
    const escalate = await createRole(rolesWriterToken, { nameZh: '越權', permissions: ['config:write'] });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().errors[0]).toMatchObject({ code: 'PERMISSION_NOT_HELD', field: 'permissions' });
    const everything = await createRole(rolesWriterToken, { nameZh: '全部', permissions: ['*'] });
    expect(everything.json().errors[0].code).toBe('PERMISSION_NOT_HELD');
    expect(await countRoles()).toBe(before);

    const allowed = await createRole(rolesWriterToken, {
      nameZh: '可檢視使用者',
      permissions: ['users:read'],
    });
    expect(allowed.statusCode).toBe(201);

    const staffRole = await database.db.select().from(roles).where(eq(roles.code, systemRoleCodes.staff));
    const staff = staffRole[0];
    if (!staff) throw new Error('no staff role');
    const takeAway = await app.inject({
      method: 'PUT',
      url: '/api/v1/Roles',
      headers: bearer(rolesWriterToken),
      payload: { id: staff.id, nameZh: staff.nameZh, permissions: ['users:read'] },
    });
    expect(takeAway.statusCode).toBe(403);
    const [unchanged] = await database.db.select().from(roles).where(eq(roles.id, staff.id));
    expect(unchanged?.permissions).toEqual(staff.permissions);
  });

  it('keeps the built-in roles: none deleted, the administrator keeps every permission', async () => {
    const [adminRole] = await database.db
      .select()
      .from(roles)
      .where(eq(roles.code, systemRoleCodes.administrator));
    if (!adminRole) throw new Error('no admin role');
    const narrowed = await app.inject({
      method: 'PUT',
      url: '/api/v1/Roles',
      headers: bearer(adminToken),
      payload: { id: adminRole.id, nameZh: adminRole.nameZh, permissions: ['users:read'] },
    });
    expect(narrowed.statusCode).toBe(409);
    expect(narrowed.json().errors[0].code).toBe('SYSTEM_ROLE_LOCKED');
    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/v1/Roles',
      headers: bearer(adminToken),
      payload: { id: adminRole.id, nameZh: '系統管理員', description: '全部權限', permissions: ['*'] },
    });
    expect(renamed.statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/Roles?key=${adminRole.id}`,
      headers: bearer(adminToken),
    });
    expect(deleted.json().errors[0].code).toBe('SYSTEM_ROLE_LOCKED');
  });

  it('refuses to delete a role users hold, and ends the holders’ sessions when its permissions change', async () => {
    const role = (await createRole(adminToken, { nameZh: '有人用', permissions: ['albums:write'] })).json();
    const holder = await createUser(database.db);
    await database.db.insert(userRoles).values({ userId: holder.id, roleId: role.id });
    const holderToken = await signIn(app, holder.account);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/Roles?key=${role.id}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().errors[0]).toMatchObject({ code: 'ROLE_IN_USE' });
    expect(deleted.json().errors[0].message).toContain('1');

    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/v1/Roles',
      headers: bearer(adminToken),
      payload: { id: role.id, nameZh: '改名而已', permissions: ['albums:write'] },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/Auth', headers: bearer(holderToken) })).statusCode).toBe(200);

    const changed = await app.inject({
      method: 'PUT',
      url: '/api/v1/Roles',
      headers: bearer(adminToken),
      payload: { id: role.id, nameZh: '改名而已', permissions: ['banners:write'] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/Auth', headers: bearer(holderToken) })).statusCode).toBe(401);
    const [ended] = await database.db.select().from(sessions).where(eq(sessions.userId, holder.id));
    expect(ended?.endReason).toBe('roles-changed');
  });

  it('answers 401 to strangers and 403 to members, for reads and writes alike', async () => {
    expect((await app.inject({ url: '/api/v1/Roles' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/v1/Roles', headers: bearer(memberToken) })).statusCode).toBe(403);
    const write = await createRole(memberToken, { nameZh: '偷建', permissions: [] });
    expect(write.statusCode).toBe(403);
  });
});
