import { systemRoleCodes } from '@portal/contracts/permissions';
import { vendorPublicSchema } from '@portal/contracts/vendor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../src/db/vendor-schema';
import { companyData, createUserWithRole, createVendor, entriesAbout } from '../access-fixtures';
import { bearer, signIn } from '../identity-fixtures';
import { buildTestApp } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';

/**
 * Object-level authorization of vendors (issue 4's BOLA item): a vendor's people read and change their
 * own vendor only. The company calls take no vendor id (the caller's own is implied), the staff view
 * needs vendors:read, and an `id` sent in a change is refused rather than followed.
 */
let database: TestDatabase;
let app: FastifyInstance;
let vendorA: typeof vendors.$inferSelect;
let vendorB: typeof vendors.$inferSelect;
const tokens = { ownerOfA: '', memberOfB: '', managerOfB: '' };
let ownerOfAId = '';

const contactOfA = { ...companyData.contact, email: 'secret-contact@vendor-a.example.test' };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  const { db } = database;
  const ownerOfA = await createUserWithRole(db, systemRoleCodes.member);
  ownerOfAId = ownerOfA.id;
  const memberOfB = await createUserWithRole(db, systemRoleCodes.member);
  const managerOfB = await createUserWithRole(db, systemRoleCodes.member);
  vendorA = await createVendor(db, [{ userId: ownerOfA.id, role: 'owner' }], '甲公司', {
    ...companyData,
    contact: contactOfA,
    phone: '02-2222-2222',
  });
  vendorB = await createVendor(
    db,
    [
      { userId: memberOfB.id, role: 'member' },
      { userId: managerOfB.id, role: 'manager' },
    ],
    '乙公司',
    { ...companyData, phone: '03-333-3333' },
  );
  tokens.ownerOfA = await signIn(app, ownerOfA.account);
  tokens.memberOfB = await signIn(app, memberOfB.account);
  tokens.managerOfB = await signIn(app, managerOfB.account);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const rowOf = async (id: string) => (await database.db.select().from(vendors).where(eq(vendors.id, id)))[0];
const updatesOf = async (id: string) =>
  (await entriesAbout(database.db, 'vendor', id)).filter((entry) => entry.action === 'update');

function call(token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

describe('a vendor member reads nothing of another vendor beyond its public face', () => {
  it('B’s member cannot read A (or B) through the staff view: 403', async () => {
    for (const id of [vendorA.id, vendorB.id]) {
      const response = await call(tokens.memberOfB, 'GET', `/Vendors/${id}`);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(vendorA.ubn);
    }
    expect((await call(tokens.memberOfB, 'GET', '/Vendors')).statusCode).toBe(403);
    expect((await call(tokens.ownerOfA, 'GET', `/Vendors/${vendorB.id}`)).statusCode).toBe(403);
  });

  it('GET /Vendor shows B’s member vendor B only, and A’s owner vendor A only', async () => {
    const mine = await call(tokens.memberOfB, 'GET', '/Vendor');
    expect(mine.json()).toMatchObject({ id: vendorB.id, ubn: vendorB.ubn, myRole: 'member' });
    expect(mine.body).not.toContain(vendorA.id);
    const theirs = await call(tokens.ownerOfA, 'GET', '/Vendor');
    expect(theirs.json()).toMatchObject({ id: vendorA.id, myRole: 'owner' });
    expect(theirs.body).not.toContain(vendorB.id);
  });

  it('GET /Vendor?id=A answers B’s member the public fields only', async () => {
    const response = await call(tokens.memberOfB, 'GET', `/Vendor?id=${vendorA.id}`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(vendorPublicSchema.shape).sort());
    for (const secret of [vendorA.ubn, contactOfA.email, '02-2222-2222', companyData.address]) {
      expect(response.body).not.toContain(secret);
    }
  });
});

describe('a vendor’s people change their own vendor only', () => {
  it('B’s plain member changes nothing (403), and cannot aim at A with an id (400)', async () => {
    const plain = await call(tokens.memberOfB, 'POST', '/Vendor', { phone: '02-9999-9999' });
    expect(plain.statusCode).toBe(403);
    const aimed = await call(tokens.memberOfB, 'POST', '/Vendor', { id: vendorA.id, phone: '02-9999-9999' });
    expect(aimed.statusCode).toBe(400);
    expect(aimed.json().errors[0]).toMatchObject({ code: 'FIELD_UNKNOWN', field: 'id' });
    expect((await rowOf(vendorA.id))?.phone).toBe('02-2222-2222');
    expect((await rowOf(vendorB.id))?.phone).toBe('03-333-3333');
  });

  it('B’s manager changes B whatever ids are sent: `id` and `vendorId` are refused, A stays as it was', async () => {
    for (const payload of [
      { id: vendorA.id, name: '被改的甲公司' },
      { vendorId: vendorA.id, name: '被改的甲公司' },
    ]) {
      const response = await call(tokens.managerOfB, 'POST', '/Vendor', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].code).toBe('FIELD_UNKNOWN');
    }
    const own = await call(tokens.managerOfB, 'POST', '/Vendor', { name: '乙公司（新名）' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: vendorB.id, name: '乙公司（新名）' });
    expect((await rowOf(vendorA.id))?.name).toBe('甲公司');
    expect(await updatesOf(vendorA.id)).toEqual([]);
  });

  it('A’s owner cannot change B: the only vendor it changes is A', async () => {
    const aimed = await call(tokens.ownerOfA, 'POST', '/Vendor', { id: vendorB.id, phone: '02-1111-1111' });
    expect(aimed.statusCode).toBe(400);
    const bBefore = await rowOf(vendorB.id);
    const own = await call(tokens.ownerOfA, 'POST', '/Vendor', { phone: '02-1111-1111' });
    expect(own.json()).toMatchObject({ id: vendorA.id, phone: '02-1111-1111' });
    expect(await rowOf(vendorB.id)).toEqual(bBefore);
    expect((await updatesOf(vendorB.id)).filter((entry) => entry.actorId === ownerOfAId)).toEqual([]);
  });

  it('nobody of a vendor registers another through the administrators’ call (403)', async () => {
    for (const token of [tokens.ownerOfA, tokens.managerOfB]) {
      const response = await call(token, 'POST', '/Vendor/Create', {
        ubn: '12345675',
        company: {
          ...companyData,
          name: '冒名公司',
          contact: { ...companyData.contact, mobile: '0912345678' },
        },
        owner: { userId: vendorA.id },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
