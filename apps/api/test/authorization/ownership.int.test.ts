import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, sessions, userRoles, users } from '../../src/db/schema';
import { createUserWithRole, createVendor } from '../access-fixtures';
import { bearer, signIn } from '../identity-fixtures';
import { buildTestApp } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';

/**
 * Object-level authorization and privilege escalation across features: nobody reaches another person's
 * records through an id, and nobody gives themselves more rights. Each refusal changes nothing.
 */
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function person(code: string = systemRoleCodes.member) {
  const user = await createUserWithRole(database.db, code);
  return { user, token: await signIn(app, user.account) };
}

const rowOf = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0];
const roleIdsOf = async (id: string) =>
  (await database.db.select().from(userRoles).where(eq(userRoles.userId, id)))
    .map((row) => row.roleId)
    .sort();

describe('a user reaches only their own account', () => {
  it('cannot end, or learn of, another user’s session', async () => {
    const a = await person();
    const b = await person();
    const [bSession] = await database.db.select().from(sessions).where(eq(sessions.userId, b.user.id));
    if (!bSession) throw new Error('no session');
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/v1/Account/Sessions/${bSession.id}`,
      headers: bearer(a.token),
    });
    expect(ended.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/Auth', headers: bearer(b.token) })).statusCode).toBe(200);
    const mine = await app.inject({ url: '/api/v1/Account/Sessions', headers: bearer(a.token) });
    expect(mine.body).not.toContain(bSession.id);
  });

  it('edits only their own profile: the profile call has no id to aim elsewhere', async () => {
    const a = await person();
    const b = await person();
    const aimed = await app.inject({
      method: 'POST',
      url: '/api/v1/Account',
      headers: bearer(a.token),
      payload: { name: '改別人', id: b.user.id },
    });
    expect(aimed.statusCode).toBe(400);
    expect((await rowOf(b.user.id))?.name).toBe(b.user.name);
    expect((await rowOf(a.user.id))?.name).toBe(a.user.name);
  });

  it('cannot read or change another user through the administration calls', async () => {
    const a = await person();
    const b = await person();
    const read = await app.inject({ url: `/api/v1/Users/${b.user.id}`, headers: bearer(a.token) });
    expect(read.statusCode).toBe(403);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/v1/Users',
      headers: bearer(a.token),
      payload: { id: b.user.id, name: '改別人' },
    });
    expect(changed.statusCode).toBe(403);
    expect((await rowOf(b.user.id))?.name).toBe(b.user.name);
  });

  it('carries vendor rights for the person’s own vendor only, and they open no back-office call', async () => {
    const owner = await person();
    const other = await person();
    const vendorA = await createVendor(database.db, [{ userId: owner.user.id, role: 'owner' }], '甲公司');
    const vendorB = await createVendor(database.db, [{ userId: other.user.id, role: 'member' }], '乙公司');
    const me = await app.inject({ url: '/api/v1/Auth', headers: bearer(owner.token) });
    expect(me.json().user.vendor).toEqual({ id: vendorA.id, name: '甲公司', role: 'owner' });
    const them = await app.inject({ url: '/api/v1/Auth', headers: bearer(other.token) });
    expect(them.json().user.vendor).toEqual({ id: vendorB.id, name: '乙公司', role: 'member' });
    const vendorUsers = await app.inject({
      url: `/api/v1/Users?${new URLSearchParams({ condition: JSON.stringify({ vendorId: vendorB.id }) })}`,
      headers: bearer(owner.token),
    });
    expect(vendorUsers.statusCode).toBe(403);
  });
});

describe('nobody raises their own rights', () => {
  it('mass-assigning roles, permissions or status through the profile is refused, nothing changed', async () => {
    const a = await person();
    const before = await roleIdsOf(a.user.id);
    for (const payload of [
      { roles: ['system-admin'] },
      { permissions: ['*'] },
      { status: 'active' },
      { isAdmin: true },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/Account',
        headers: bearer(a.token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].code).toBe('FIELD_UNKNOWN');
    }
    expect(await roleIdsOf(a.user.id)).toEqual(before);
  });

  it('an administrator cannot change their own roles or status', async () => {
    const admin = await person(systemRoleCodes.administrator);
    const [staffRole] = await database.db.select().from(roles).where(eq(roles.code, systemRoleCodes.staff));
    const before = await roleIdsOf(admin.user.id);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/Users',
      headers: bearer(admin.token),
      payload: { id: admin.user.id, roleIds: [staffRole?.id] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('OWN_ROLES_LOCKED');
    expect(await roleIdsOf(admin.user.id)).toEqual(before);
  });

  it('a user manager cannot grant a role carrying a permission they lack', async () => {
    const manager = await createUserWithRole(database.db, systemRoleCodes.member);
    const [managerRole] = await database.db
      .insert(roles)
      .values({ nameZh: '使用者管理', nameEn: 'User manager', permissions: ['users:read', 'users:write'] })
      .returning();
    if (!managerRole) throw new Error('no role');
    await database.db.insert(userRoles).values({ userId: manager.id, roleId: managerRole.id });
    const token = await signIn(app, manager.account);
    const target = await person();
    const [adminRole] = await database.db
      .select()
      .from(roles)
      .where(eq(roles.code, systemRoleCodes.administrator));
    const before = await roleIdsOf(target.user.id);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/Users',
      headers: bearer(token),
      payload: { id: target.user.id, roleIds: [adminRole?.id] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('PERMISSION_NOT_HELD');
    expect(await roleIdsOf(target.user.id)).toEqual(before);
  });
});
