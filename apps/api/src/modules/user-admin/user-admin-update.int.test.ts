import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, entriesAbout } from '../../../test/access-fixtures';
import { bearer, createUser, signIn, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { roles, sessions, userRoles, users } from '../../db/schema';
import {
  createUserCall,
  latestMessageTo,
  setPasswordWith,
  ticketInLink,
  updateUserCall,
} from './user-admin.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let admin: { id: string; account: string };
let adminToken: string;
let managerToken: string;
let manager: { id: string; account: string };
let roleIdsByCode: Record<string, string>;
let readerRoleId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  const { db } = database;
  admin = await createUserWithRole(db, systemRoleCodes.administrator);
  adminToken = await signIn(app, admin.account);
  // Manages users, holds nothing else: may grant only roles whose permissions are all users:*.
  manager = await createUser(db, { permissions: ['users:read', 'users:write'] });
  managerToken = await signIn(app, manager.account);
  const rows = await db.select({ id: roles.id, code: roles.code }).from(roles);
  roleIdsByCode = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  const [reader] = await db
    .insert(roles)
    .values({ nameZh: '使用者檢視', nameEn: 'User reader', permissions: ['users:read'] })
    .returning();
  if (!reader) throw new Error('no role');
  readerRoleId = reader.id;
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const memberRoleId = () => roleIdsByCode[systemRoleCodes.member] as string;
const staffRoleId = () => roleIdsByCode[systemRoleCodes.staff] as string;
const adminRoleId = () => roleIdsByCode[systemRoleCodes.administrator] as string;

async function rowOf(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  const held = await database.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, id));
  return { ...row, roleIds: held.map((r) => r.roleId).sort() };
}

/** The user's record changes in the log (sign-ins are logged about the user too). */
const updatesOf = async (id: string) =>
  (await entriesAbout(database.db, 'user', id)).filter((entry) => entry.action === 'update');

const authStatus = async (token: string) =>
  (await app.inject({ url: '/api/v1/Auth', headers: bearer(token) })).statusCode;

describe('PUT /Users', () => {
  it('updates the profile; a changed e-mail or mobile is stored unverified', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member, {
      mobile: '+886911111111',
      mobileVerifiedAt: new Date(),
    });
    const response = await updateUserCall(app, adminToken, {
      id: user.id,
      name: '王大同',
      email: 'New.Address@Example.test',
      mobile: '０９２２－３３３－４４４',
      jobTitle: '業務',
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: '王大同',
      email: 'new.address@example.test',
      emailVerified: false,
      mobile: '+886922333444',
      mobileVerified: false,
      jobTitle: '業務',
      language: 'en',
      status: 'active',
    });
    const cleared = await updateUserCall(app, adminToken, { id: user.id, mobile: '', jobTitle: '' });
    expect(cleared.json()).toMatchObject({ mobile: null, jobTitle: null, name: '王大同' });

    const entries = await entriesAbout(database.db, 'user', user.id);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'update']);
    expect(entries[0]?.before).toMatchObject({
      email: user.email,
      emailVerified: true,
      mobileVerified: true,
    });
    expect(entries[0]?.after).toMatchObject({ email: 'new.address@example.test', emailVerified: false });
    expect(entries[1]?.before).toMatchObject({ mobile: '+886922333444' });
    expect(entries[1]?.after).toMatchObject({ mobile: null, roleIds: [memberRoleId()] });
  });

  it('stops the welcome link of an e-mail that was replaced', async () => {
    const created = await createUserCall(app, adminToken, {
      account: 'typo-mail',
      name: '打錯字',
      email: 'typo@exmaple.test',
    });
    expect(created.statusCode, created.body).toBe(201);
    const oldTicket = ticketInLink((await latestMessageTo(database.db, 'typo@exmaple.test'))?.bodyText);
    await updateUserCall(app, adminToken, { id: created.json().id, email: 'typo@example.test' });
    const refused = await setPasswordWith(app, oldTicket, 'a long new password');
    expect(refused.json().errors[0].code).toBe('TICKET_INVALID');
  });

  it('ends the user’s sessions when the roles change', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    const token = await signIn(app, user.account);
    const renamed = await updateUserCall(app, adminToken, {
      id: user.id,
      name: '只改名',
      roleIds: [memberRoleId()],
    });
    expect(renamed.statusCode).toBe(200);
    expect(await authStatus(token)).toBe(200);

    const response = await updateUserCall(app, adminToken, { id: user.id, roleIds: [staffRoleId()] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().roles.map((role: { code: string }) => role.code)).toEqual([systemRoleCodes.staff]);
    expect(await authStatus(token)).toBe(401);
    const [ended] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(ended?.endReason).toBe('roles-changed');
    const entries = await updatesOf(user.id);
    expect(entries.at(-1)?.before).toMatchObject({ roleIds: [memberRoleId()] });
    expect(entries.at(-1)?.after).toMatchObject({ roleIds: [staffRoleId()] });
  });

  it('disables a user: sessions end at once and sign-in is refused; enabling again works', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    const token = await signIn(app, user.account);
    const response = await updateUserCall(app, adminToken, { id: user.id, status: 'disabled' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('disabled');
    expect(await authStatus(token)).toBe(401);
    const [ended] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(ended?.endReason).toBe('user-disabled');
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/Auth/Login',
      payload: { account: user.account, password: 'correct horse battery' },
      remoteAddress: someAddress(),
    });
    expect(login.statusCode).toBe(401);

    const enabled = await updateUserCall(app, adminToken, { id: user.id, status: 'active' });
    expect(enabled.json().status).toBe('active');
    expect(await signIn(app, user.account)).toBeTruthy();
    const entries = await updatesOf(user.id);
    expect(entries.map((entry) => [entry.before?.status, entry.after?.status])).toEqual([
      ['active', 'disabled'],
      ['disabled', 'active'],
    ]);
  });

  it('lets nobody change their own roles or status, but their own profile', async () => {
    const before = await rowOf(admin.id);
    for (const payload of [
      { id: admin.id, roleIds: [memberRoleId()] },
      { id: admin.id, roleIds: [adminRoleId(), staffRoleId()] },
      { id: admin.id, status: 'disabled' },
    ]) {
      const response = await updateUserCall(app, adminToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
      expect(response.json().errors[0].code).toBe('OWN_ROLES_LOCKED');
    }
    expect(await rowOf(admin.id)).toEqual(before);
    expect(await authStatus(adminToken)).toBe(200);

    const own = await updateUserCall(app, adminToken, {
      id: admin.id,
      name: '系統管理員甲',
      roleIds: [adminRoleId()],
      status: 'active',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().name).toBe('系統管理員甲');
  });

  it('lets nobody grant or remove a role carrying a permission they lack', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    const before = await rowOf(user.id);
    for (const roleIds of [[memberRoleId(), staffRoleId()], [adminRoleId()]]) {
      const response = await updateUserCall(app, managerToken, { id: user.id, roleIds });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0]).toMatchObject({ code: 'PERMISSION_NOT_HELD', field: 'roleIds' });
    }
    expect(await rowOf(user.id)).toEqual(before);

    const allowed = await updateUserCall(app, managerToken, {
      id: user.id,
      roleIds: [memberRoleId(), readerRoleId],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);

    // Staff hold permissions the manager lacks: their roles are out of the manager's reach altogether.
    const staff = await createUserWithRole(database.db, systemRoleCodes.staff);
    const staffBefore = await rowOf(staff.id);
    const remove = await updateUserCall(app, managerToken, { id: staff.id, roleIds: [memberRoleId()] });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().errors[0]).toMatchObject({ code: 'USER_OUTRANKS_YOU', field: 'roleIds' });
    expect(await rowOf(staff.id)).toEqual(staffBefore);
  });

  it('keeps administrators out of a user manager’s reach: not disabled, not demoted (403)', async () => {
    // The last active administrator is kept by the lock (next test); a user manager never gets that far.
    const before = await rowOf(admin.id);
    const disable = await updateUserCall(app, managerToken, { id: admin.id, status: 'disabled' });
    expect(disable.statusCode).toBe(403);
    expect(disable.json().errors[0]).toMatchObject({ code: 'USER_OUTRANKS_YOU', field: 'status' });
    const demote = await updateUserCall(app, managerToken, { id: admin.id, roleIds: [memberRoleId()] });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().errors[0]).toMatchObject({ code: 'USER_OUTRANKS_YOU', field: 'roleIds' });
    expect(await rowOf(admin.id)).toEqual(before);

    // A second administrator: out of the manager's reach too; another administrator may demote them.
    const second = await createUserWithRole(database.db, systemRoleCodes.administrator);
    const notHeld = await updateUserCall(app, managerToken, { id: second.id, roleIds: [memberRoleId()] });
    expect(notHeld.json().errors[0].code).toBe('USER_OUTRANKS_YOU');
    const demoted = await updateUserCall(app, adminToken, { id: second.id, roleIds: [memberRoleId()] });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await updateUserCall(app, managerToken, { id: admin.id, status: 'disabled' })).statusCode).toBe(
      403,
    );
  });

  it('never lets the last two administrators disable each other at the same time', async () => {
    const first = await createUserWithRole(database.db, systemRoleCodes.administrator);
    const second = await createUserWithRole(database.db, systemRoleCodes.administrator);
    const firstToken = await signIn(app, first.account);
    const secondToken = await signIn(app, second.account);
    // Leave exactly these two active administrators.
    const aside = await updateUserCall(app, firstToken, { id: admin.id, status: 'disabled' });
    expect(aside.statusCode, aside.body).toBe(200);

    const answers = await Promise.all([
      updateUserCall(app, firstToken, { id: second.id, status: 'disabled' }),
      updateUserCall(app, secondToken, { id: first.id, status: 'disabled' }),
    ]);
    // One wins; the other is refused (409 under the lock, or 401 if its own session had already ended).
    const codes = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const firstState = await rowOf(first.id);
    const secondState = await rowOf(second.id);
    expect([firstState.status, secondState.status].sort()).toEqual(['active', 'disabled']);

    const survivorToken = firstState.status === 'active' ? firstToken : secondToken;
    const back = await updateUserCall(app, survivorToken, { id: admin.id, status: 'active' });
    expect(back.statusCode, back.body).toBe(200);
    adminToken = await signIn(app, admin.account);
  });

  it('refuses unknown fields (mass assignment) and bad values with 400, changing nothing', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    const before = await rowOf(user.id);
    for (const extra of [
      { passwordHash: '$argon2id$v=19$stolen' },
      { isAdmin: true },
      { account: 'renamed' },
      { emailVerifiedAt: '2026-01-01T00:00:00Z' },
      { status: 'deleted' },
      { roleIds: [] },
      { email: 'not-an-email' },
    ]) {
      const response = await updateUserCall(app, adminToken, { id: user.id, name: '改了', ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().errors[0].code).toMatch(/^FIELD_/);
    }
    expect(await rowOf(user.id)).toEqual(before);
    const missing = await updateUserCall(app, adminToken, {
      id: '01900000-0000-7000-8000-000000000000',
      name: '誰',
    });
    expect(missing.statusCode).toBe(404);
    const taken = await updateUserCall(app, adminToken, {
      id: user.id,
      email: `${admin.account}@example.test`,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
  });

  it('updates through POST /Users/Save with an id', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Users/Save',
      headers: bearer(adminToken),
      payload: { id: user.id, jobTitle: '總經理' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().jobTitle).toBe('總經理');
  });

  it('never deletes a user: DELETE answers 405 and the user stays', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/v1/Users?key=${user.id}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(405);
    expect(response.json().errors[0].code).toBe('METHOD_NOT_ALLOWED');
    expect((await rowOf(user.id)).id).toBe(user.id);
    expect(await entriesAbout(database.db, 'user', user.id)).toEqual([]);
  });

  it('lets staff read but not write, and refuses strangers', async () => {
    const staff = await createUserWithRole(database.db, systemRoleCodes.staff);
    const staffToken = await signIn(app, staff.account);
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    expect((await updateUserCall(app, staffToken, { id: user.id, name: '承辦改' })).statusCode).toBe(403);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/Users?key=${user.id}`,
      headers: bearer(staffToken),
    });
    expect(del.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'PUT', url: '/api/v1/Users', payload: { id: user.id } });
    expect(anonymous.statusCode).toBe(401);
  });
});
