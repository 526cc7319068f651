import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, createVendor, entriesAbout } from '../../../test/access-fixtures';
import { bearer, createUser, guardedInject, signIn, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { actionLogs, outboxMessages, roles, users } from '../../db/schema';
import { vendorMembers, vendors } from '../../db/vendor-schema';
import { latestMessageTo, setPasswordWith, ticketInLink } from './user-admin.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const clock = manualClock();
let adminToken: string;
let staffToken: string;
let managerToken: string;
let roleIdsByCode: Record<string, string>;
/** Every ticket mailed in this file: none may show up in an answer or the action log. */
const tickets: string[] = [];
let inject: ReturnType<typeof guardedInject>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' }, clock });
  inject = guardedInject(app, () => tickets);
  const { db } = database;
  adminToken = await signIn(app, (await createUserWithRole(db, systemRoleCodes.administrator)).account);
  staffToken = await signIn(app, (await createUserWithRole(db, systemRoleCodes.staff)).account);
  // Manages users but holds nothing else: may grant the member role only.
  const manager = await createUser(db, { permissions: ['users:read', 'users:write'] });
  managerToken = await signIn(app, manager.account);
  const rows = await db.select({ id: roles.id, code: roles.code }).from(roles);
  roleIdsByCode = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

function create(payload: Record<string, unknown>, token = adminToken) {
  return inject({
    method: 'POST',
    url: '/api/v1/Users',
    headers: bearer(token),
    payload,
  });
}

async function welcomeTicketFor(email: string): Promise<string> {
  const mail = await latestMessageTo(database.db, email);
  expect(mail?.template).toBe('welcome');
  const ticket = ticketInLink(mail?.bodyText);
  tickets.push(ticket);
  return ticket;
}

const countUsers = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;

describe('POST /Users', () => {
  it('creates a member without a password and mails the set-password link', async () => {
    const response = await create({
      account: 'new-wang',
      name: '王大明',
      email: 'Wang.DaMing@Example.test',
      mobile: '0912-000-111',
      jobTitle: '採購經理',
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      account: 'new-wang',
      email: 'wang.daming@example.test',
      emailVerified: false,
      mobile: '+886912000111',
      mobileVerified: false,
      jobTitle: '採購經理',
      language: 'zh-Hant',
      status: 'active',
      hasPassword: false,
      vendor: null,
      lastSignInTime: null,
    });
    expect(user.roles.map((role: { code: string }) => role.code)).toEqual([systemRoleCodes.member]);
    expect(response.body).not.toMatch(/passwordHash|ticket/i);

    const mail = await latestMessageTo(database.db, 'wang.daming@example.test');
    expect(mail).toMatchObject({
      channel: 'email',
      template: 'welcome',
      language: 'zh-Hant',
      sensitive: true,
    });
    expect(mail?.bodyText).toContain('new-wang');
    expect(mail?.bodyText).toContain('http://portal.test/reset-password?ticket=');
    expect(mail?.bodyText).toContain('7 天');
    const ticket = await welcomeTicketFor('wang.daming@example.test');

    // No password yet: nobody can sign in as the new account.
    const early = await app.inject({
      method: 'POST',
      url: '/api/v1/Auth/Login',
      payload: { account: 'new-wang', password: 'a long new password' },
      remoteAddress: someAddress(),
    });
    expect(early.statusCode).toBe(401);

    const set = await setPasswordWith(app, ticket, 'a long new password');
    expect(set.statusCode, set.body).toBe(200);
    const token = await signIn(app, 'new-wang', 'a long new password');
    expect(token).toBeTruthy();
    const again = await setPasswordWith(app, ticket, 'another long password');
    expect(again.json().errors[0].code).toBe('TICKET_INVALID');

    const read = await inject({ url: `/api/v1/Users/${user.id}`, headers: bearer(adminToken) });
    expect(read.json()).toMatchObject({ emailVerified: true, hasPassword: true });
    expect(read.json().lastSignInTime).toEqual(expect.any(String));
  });

  it('writes the welcome mail in the user’s language and grants the roles asked for', async () => {
    const response = await create({
      account: 'new-staff',
      name: 'Mary Chen',
      email: 'mary@example.test',
      language: 'en',
      roleIds: [roleIdsByCode[systemRoleCodes.staff], roleIdsByCode[systemRoleCodes.member]],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(
      response
        .json()
        .roles.map((role: { code: string }) => role.code)
        .sort(),
    ).toEqual([systemRoleCodes.staff, systemRoleCodes.member].sort());
    const mail = await latestMessageTo(database.db, 'mary@example.test');
    expect(mail?.language).toBe('en');
    expect(mail?.subject).toContain('set a password');
    expect(mail?.bodyText).toContain('Hello Mary Chen,');
    await welcomeTicketFor('mary@example.test');
  });

  it('registers a new vendor with the user as its owner, with its own log entry', async () => {
    const response = await create({
      account: 'new-owner',
      name: '李老闆',
      email: 'owner@example.test',
      vendor: { create: { ubn: '２２０９ ９１３１', name: '台灣積體電路製造股份有限公司', nameEn: 'TSMC' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json();
    expect(user.vendor).toMatchObject({ name: '台灣積體電路製造股份有限公司', role: 'owner' });
    const [vendor] = await database.db.select().from(vendors).where(eq(vendors.id, user.vendor.id));
    expect(vendor).toMatchObject({ ubn: '22099131', nameEn: 'TSMC', level: 'registered', status: 'active' });
    const vendorEntries = await entriesAbout(database.db, 'vendor', user.vendor.id);
    expect(vendorEntries.map((entry) => entry.action)).toEqual(['create']);
    expect(vendorEntries[0]?.after).toMatchObject({ ubn: '22099131', owner: user.id });
    await welcomeTicketFor('owner@example.test');
  });

  it('refuses a UBN already registered with 409 and creates nothing, not even the user', async () => {
    const usersBefore = await countUsers();
    const mailsBefore = await database.db.select({ id: outboxMessages.id }).from(outboxMessages);
    const response = await create({
      account: 'second-owner',
      name: '第二位',
      email: 'second-owner@example.test',
      vendor: { create: { ubn: '22099131', name: '重複公司' } },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({
      code: 'VENDOR_ALREADY_EXISTS',
      field: 'vendor.create.ubn',
    });
    expect(await countUsers()).toBe(usersBefore);
    expect(await database.db.select({ id: outboxMessages.id }).from(outboxMessages)).toHaveLength(
      mailsBefore.length,
    );
    const [row] = await database.db.select().from(users).where(eq(users.account, 'second-owner'));
    expect(row).toBeUndefined();
  });

  it('refuses a UBN failing the checksum with a field error', async () => {
    for (const ubn of ['12345678', '1234567', '1234567A']) {
      const response = await create({
        account: 'bad-ubn',
        name: '統編錯誤',
        email: 'bad-ubn@example.test',
        vendor: { create: { ubn, name: '錯誤公司' } },
      });
      expect(response.statusCode, ubn).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        code: 'FIELD_INVALID_UBN',
        field: 'vendor.create.ubn',
      });
    }
    expect(await latestMessageTo(database.db, 'bad-ubn@example.test')).toBeUndefined();
  });

  it('attaches the user to an existing vendor with the role given', async () => {
    const vendor = await createVendor(database.db, [], '既有公司');
    const response = await create({
      account: 'new-manager',
      name: '張經理',
      email: 'manager@example.test',
      vendor: { attach: { vendorId: vendor.id, role: 'manager' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().vendor).toEqual({ id: vendor.id, name: '既有公司', role: 'manager' });
    const [membership] = await database.db
      .select()
      .from(vendorMembers)
      .where(eq(vendorMembers.userId, response.json().id));
    expect(membership?.role).toBe('manager');
    await welcomeTicketFor('manager@example.test');

    const unknown = await create({
      account: 'lost-member',
      name: '找不到',
      email: 'lost@example.test',
      vendor: { attach: { vendorId: '01900000-0000-7000-8000-000000000000', role: 'member' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('vendor.attach.vendorId');
  });

  it('refuses a taken account or e-mail (409), bad input and unknown fields (400)', async () => {
    const usersBefore = await countUsers();
    const taken = await create({ account: 'NEW-WANG', name: '重複', email: 'other@example.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: 'ACCOUNT_TAKEN', field: 'account' });
    const email = await create({ account: 'other-wang', name: '重複', email: 'WANG.DAMING@example.test' });
    expect(email.json().errors[0]).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    for (const payload of [
      { account: 'x', name: '短', email: 'x@example.test' },
      { account: 'no-email', name: '沒信箱' },
      { account: 'bad-mobile', name: '手機', email: 'm@example.test', mobile: '12345' },
      { account: 'with-pw', name: '密碼', email: 'pw@example.test', password: 'sneaky password' },
      { account: 'with-hash', name: '雜湊', email: 'h@example.test', passwordHash: '$argon2id$x' },
      { account: 'is-admin', name: '管理', email: 'a@example.test', isAdmin: true },
      { account: 'unknown-role', name: '角色', email: 'r@example.test', roleIds: ['not-a-uuid'] },
      { account: 'no-vendor', name: '公司', email: 'v@example.test', vendor: {} },
      {
        account: 'two-vendors',
        name: '公司',
        email: 'v2@example.test',
        vendor: {
          create: { ubn: '10458575', name: '甲' },
          attach: { vendorId: '01900000-0000-7000-8000-000000000000', role: 'member' },
        },
      },
    ]) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].field).toBeDefined();
    }
    const missingRole = await create({
      account: 'missing-role',
      name: '角色',
      email: 'role@example.test',
      roleIds: ['01900000-0000-7000-8000-000000000000'],
    });
    expect(missingRole.json().errors[0]).toMatchObject({ code: 'FIELD_INVALID_VALUE', field: 'roleIds' });
    expect(await countUsers()).toBe(usersBefore);
  });

  it('lets nobody grant a role with a permission they lack, nor create vendors without vendors:write', async () => {
    const usersBefore = await countUsers();
    const escalate = await create(
      {
        account: 'escalated',
        name: '越權',
        email: 'escalated@example.test',
        roleIds: [roleIdsByCode[systemRoleCodes.administrator]],
      },
      managerToken,
    );
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().errors[0]).toMatchObject({ code: 'PERMISSION_NOT_HELD', field: 'roleIds' });
    const vendor = await create(
      {
        account: 'vendor-by-manager',
        name: '建公司',
        email: 'vendor-by-manager@example.test',
        vendor: { create: { ubn: '10458575', name: '某公司' } },
      },
      managerToken,
    );
    expect(vendor.statusCode).toBe(403);
    expect(await countUsers()).toBe(usersBefore);

    const member = await create(
      { account: 'by-manager', name: '一般', email: 'by-manager@example.test' },
      managerToken,
    );
    expect(member.statusCode, member.body).toBe(201);
    await welcomeTicketFor('by-manager@example.test');

    const staff = await create(
      { account: 'by-staff', name: '承辦', email: 'by-staff@example.test' },
      staffToken,
    );
    expect(staff.statusCode).toBe(403);
  });

  it('makes POST /Users/Save create without an id', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/v1/Users/Save',
      headers: bearer(adminToken),
      payload: { account: 'saved-user', name: '存檔', email: 'saved@example.test' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await welcomeTicketFor('saved@example.test');
  });

  it('logs one create entry per user, with no ticket and no password hash anywhere in the log', async () => {
    const [created] = await database.db.select().from(users).where(eq(users.account, 'new-owner'));
    if (!created) throw new Error('no user');
    const entries = await entriesAbout(database.db, 'user', created.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
    expect(entries[0]?.after).toMatchObject({
      account: 'new-owner',
      email: 'owner@example.test',
      emailVerified: false,
      status: 'active',
      roleIds: [roleIdsByCode[systemRoleCodes.member]],
      vendor: { role: 'owner' },
    });
    const everything = JSON.stringify(await database.db.select().from(actionLogs));
    expect(tickets.length).toBeGreaterThan(4);
    for (const ticket of tickets) expect(everything).not.toContain(ticket);
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain('reset-password?ticket');
  });

  it('keeps the welcome link working for 7 days, then refuses it', async () => {
    const payloads = ['late-a', 'late-b'].map((account) => ({
      account,
      name: '晚到',
      email: `${account}@example.test`,
    }));
    for (const payload of payloads) expect((await create(payload)).statusCode).toBe(201);
    const [early, late] = [
      await welcomeTicketFor('late-a@example.test'),
      await welcomeTicketFor('late-b@example.test'),
    ];
    clock.advance(6 * 24 * 3600);
    expect((await setPasswordWith(app, early, 'six days later ok')).statusCode).toBe(200);
    clock.advance(2 * 24 * 3600);
    const refused = await setPasswordWith(app, late, 'eight days later');
    expect(refused.json().errors[0].code).toBe('TICKET_INVALID');
  });
});
