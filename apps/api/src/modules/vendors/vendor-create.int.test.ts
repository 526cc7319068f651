import { systemRoleCodes } from '@portal/contracts/permissions';
import type { VendorCreateInput } from '@portal/contracts/vendor';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, createVendor, entriesAbout } from '../../../test/access-fixtures';
import { bearer, createUser, guardedInject, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { roles, userRoles, users } from '../../db/schema';
import { vendorMembers, vendors } from '../../db/vendor-schema';
import { type FakeGcis, fakeUbns, startFakeGcis } from '../registry/testing/fake-gcis';
import { latestMessageTo, setPasswordWith, ticketInLink } from '../user-admin/user-admin.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let gcis: FakeGcis;
let adminToken: string;
let staffToken: string;
/** Every set-password ticket mailed here: none may show up in an answer. */
const tickets: string[] = [];
let inject: ReturnType<typeof guardedInject>;

beforeAll(async () => {
  gcis = await startFakeGcis();
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    env: { CAPTCHA_ENABLED: 'false', GCIS_BASE_URL: gcis.url, GCIS_TIMEOUT_MS: '1000' },
  });
  inject = guardedInject(app, () => tickets);
  adminToken = await signIn(
    app,
    (await createUserWithRole(database.db, systemRoleCodes.administrator)).account,
  );
  staffToken = await signIn(app, (await createUserWithRole(database.db, systemRoleCodes.staff)).account);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await gcis.close();
});

/** Valid checksums the fake registry does not know (it answers "not found"). */
const ubns = ['12345675', '12345676', '12345681', '12345686', '12345692', '12345697', '12345704', '12345709'];
let nextUbn = 0;
const freshUbn = () => {
  const ubn = ubns[nextUbn++];
  if (!ubn) throw new Error('out of test UBNs');
  return ubn;
};

const company = {
  name: '直接登錄股份有限公司',
  nameEn: 'Direct Entry Co., Ltd.',
  address: '臺中市西屯區臺灣大道三段99號',
  phone: '04-2251-8899',
  website: 'https://direct.example.test',
  capital: 10_000_000,
  representative: '黃志明',
  categories: ['金屬加工'],
  contact: { name: '張美玲', email: 'contact@direct.example.test', mobile: '0987-654-321' },
};

function createCall(payload: Record<string, unknown> | VendorCreateInput, token = adminToken) {
  return inject({ method: 'POST', url: '/api/v1/Vendor/Create', headers: bearer(token), payload });
}

const vendorByUbn = async (ubn: string) =>
  (await database.db.select().from(vendors).where(eq(vendors.ubn, ubn)))[0];
const membershipOf = async (userId: string) =>
  (await database.db.select().from(vendorMembers).where(eq(vendorMembers.userId, userId)))[0];
const countUsers = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;

describe('POST /Vendor/Create', () => {
  it('registers a vendor with an existing user as its owner, logged', async () => {
    const owner = await createUserWithRole(database.db, systemRoleCodes.member);
    const ubn = freshUbn();
    const response = await createCall({ ubn, company, owner: { userId: owner.id } });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toEqual({ id: expect.any(String), ownerId: owner.id });

    const row = await vendorByUbn(ubn);
    expect(row).toMatchObject({
      id: created.id,
      name: company.name,
      phone: '04-2251-8899',
      level: 'registered',
      registryCheckedAt: null,
      contact: { name: '張美玲', contact_Title: null, position: null, mobile: '+886987654321' },
    });
    expect(await membershipOf(owner.id)).toMatchObject({ vendorId: created.id, role: 'owner' });
    const [entry] = await entriesAbout(database.db, 'vendor', created.id);
    expect(entry).toMatchObject({ action: 'create', after: { ubn, name: company.name, owner: owner.id } });

    const mine = await app.inject({
      url: '/api/v1/Vendor',
      headers: bearer(await signIn(app, owner.account)),
    });
    expect(mine.json()).toMatchObject({ id: created.id, ubn, myRole: 'owner' });
  });

  it('invites a new person as owner: an account like the user administration makes, and a welcome mail', async () => {
    const ubn = freshUbn();
    const response = await createCall({
      ubn,
      company,
      level: 'certified',
      owner: { invite: { name: '周新人', email: 'Owner.New@Example.test' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, ownerId } = response.json();
    const [user] = await database.db.select().from(users).where(eq(users.id, ownerId));
    expect(user).toMatchObject({
      account: 'owner.new@example.test',
      name: '周新人',
      email: 'owner.new@example.test',
      emailVerifiedAt: null,
      passwordHash: null,
      status: 'active',
    });
    const granted = await database.db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, ownerId));
    expect(granted).toEqual([{ code: systemRoleCodes.member }]);
    expect(await vendorByUbn(ubn)).toMatchObject({ id, level: 'certified', certifiedAt: expect.any(Date) });
    expect(await membershipOf(ownerId)).toMatchObject({ vendorId: id, role: 'owner' });

    const mail = await latestMessageTo(database.db, 'owner.new@example.test');
    expect(mail).toMatchObject({ template: 'welcome', channel: 'email' });
    const ticket = ticketInLink(mail?.bodyText);
    tickets.push(ticket);
    expect((await entriesAbout(database.db, 'user', ownerId))[0]).toMatchObject({
      action: 'create',
      after: { account: 'owner.new@example.test', emailVerified: false },
    });
    expect(JSON.stringify(await entriesAbout(database.db, 'user', ownerId))).not.toContain(ticket);

    // The invited owner sets a password through the link, signs in and finds the company as its owner.
    expect((await setPasswordWith(app, ticket, 'a long new password 42')).statusCode).toBe(200);
    const token = await signIn(app, 'owner.new@example.test', 'a long new password 42');
    const mine = await app.inject({ url: '/api/v1/Vendor', headers: bearer(token) });
    expect(mine.json()).toMatchObject({ id, level: 'certified', myRole: 'owner' });
  });

  it('refuses staff without vendors:write (403), creating nothing', async () => {
    const owner = await createUserWithRole(database.db, systemRoleCodes.member);
    const ubn = ubns[ubns.length - 1] as string;
    const response = await createCall({ ubn, company, owner: { userId: owner.id } }, staffToken);
    expect(response.statusCode).toBe(403);
    expect(await vendorByUbn(ubn)).toBeUndefined();
    expect(await membershipOf(owner.id)).toBeUndefined();
  });

  it('answers 409 VENDOR_ALREADY_EXISTS, with the vendor, for a UBN already registered', async () => {
    const existing = await createVendor(database.db, [], '先登記股份有限公司', { ubn: fakeUbns.unknown });
    const before = await countUsers();
    const response = await createCall({
      ubn: '９４０００００３',
      company,
      owner: { invite: { name: '不該建立', email: 'never@example.test' } },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({
      code: 'VENDOR_ALREADY_EXISTS',
      field: 'ubn',
      data: { vendorId: existing.id, vendorName: '先登記股份有限公司' },
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses an owner who already belongs to a vendor (409), a missing user (404), a taken e-mail (409)', async () => {
    const member = await createUserWithRole(database.db, systemRoleCodes.member);
    await createVendor(database.db, [{ userId: member.id, role: 'member' }]);
    const ubn = freshUbn();
    const inVendor = await createCall({ ubn, company, owner: { userId: member.id } });
    expect(inVendor.statusCode).toBe(409);
    expect(inVendor.json().errors[0]).toMatchObject({
      code: 'USER_ALREADY_IN_VENDOR',
      field: 'owner.userId',
    });

    const missing = await createCall({ ubn, company, owner: { userId: crypto.randomUUID() } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'owner.userId' });

    const holder = await createUser(database.db, { account: 'holder', email: 'holder@example.test' });
    const taken = await createCall({
      ubn,
      company,
      owner: { invite: { name: '重複', email: 'HOLDER@example.test' } },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: 'EMAIL_TAKEN', field: 'owner.invite.email' });
    expect(await vendorByUbn(ubn)).toBeUndefined();
    expect(await membershipOf(holder.id)).toBeUndefined();
  });

  it('refuses bad input before anything: a wrong checksum, a bad phone, unknown fields, two owners', async () => {
    const owner = await createUserWithRole(database.db, systemRoleCodes.member);
    const cases: [Record<string, unknown>, string][] = [
      [{ ubn: '12345678', company, owner: { userId: owner.id } }, 'FIELD_INVALID_UBN'],
      [
        { ubn: freshUbn(), company: { ...company, phone: '123' }, owner: { userId: owner.id } },
        'FIELD_INVALID_PHONE',
      ],
      [{ ubn: ubns[0], company, owner: { userId: owner.id }, status: 'active' }, 'FIELD_UNKNOWN'],
      [
        {
          ubn: ubns[0],
          company,
          owner: { userId: owner.id, invite: { name: 'x', email: 'x@example.test' } },
        },
        '',
      ],
    ];
    for (const [payload, code] of cases) {
      const response = await createCall(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (code) expect(response.json().errors[0].code).toBe(code);
    }
    expect(await membershipOf(owner.id)).toBeUndefined();
  });

  it('keeps the registry’s record when the registry answers, and does without it when it cannot', async () => {
    const tsmcOwner = await createUserWithRole(database.db, systemRoleCodes.member);
    const found = await createCall({
      ubn: fakeUbns.tsmc,
      company: { ...company, name: '台灣積體電路製造股份有限公司' },
      owner: { userId: tsmcOwner.id },
    });
    expect(found.statusCode, found.body).toBe(201);
    expect(await vendorByUbn(fakeUbns.tsmc)).toMatchObject({
      registryStatus: 'active',
      registryFlagged: false,
      registryCheckedAt: expect.any(Date),
      registrySnapshot: { ubn: fakeUbns.tsmc, representative: '魏哲家', setupDate: '1987-02-21' },
    });
    const staffView = await app.inject({
      url: `/api/v1/Vendors/${found.json().id}`,
      headers: bearer(adminToken),
    });
    expect(staffView.json().registry).toMatchObject({
      status: 'active',
      flagged: false,
      company: { name: '台灣積體電路製造股份有限公司', kind: 'company' },
    });

    const suspendedOwner = await createUserWithRole(database.db, systemRoleCodes.member);
    const suspended = await createCall({
      ubn: fakeUbns.suspended,
      company,
      owner: { userId: suspendedOwner.id },
    });
    expect(suspended.statusCode).toBe(201);
    expect(await vendorByUbn(fakeUbns.suspended)).toMatchObject({
      registryStatus: 'suspended',
      registryFlagged: true,
    });

    gcis.mode = 'status-500';
    try {
      const unavailableOwner = await createUserWithRole(database.db, systemRoleCodes.member);
      const ubn = fakeUbns.dissolved;
      const unavailable = await createCall({ ubn, company, owner: { userId: unavailableOwner.id } });
      expect(unavailable.statusCode, unavailable.body).toBe(201);
      expect(await vendorByUbn(ubn)).toMatchObject({ registryCheckedAt: null, registrySnapshot: null });
    } finally {
      gcis.mode = 'normal';
    }
  });

  it('creates one vendor when two administrators register the same UBN at once', async () => {
    const [first, second] = [
      await createUserWithRole(database.db, systemRoleCodes.member),
      await createUserWithRole(database.db, systemRoleCodes.member),
    ];
    const ubn = freshUbn();
    const answers = await Promise.all(
      [first, second].map((owner) => createCall({ ubn, company, owner: { userId: owner?.id } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await database.db.select().from(vendors).where(eq(vendors.ubn, ubn));
    expect(rows).toHaveLength(1);
    const owners = await database.db
      .select()
      .from(vendorMembers)
      .where(eq(vendorMembers.vendorId, rows[0]?.id ?? ''));
    expect(owners).toHaveLength(1);
  });
});
