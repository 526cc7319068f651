import { systemRoleCodes } from '@portal/contracts/permissions';
import { vendorPublicSchema } from '@portal/contracts/vendor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyData, createUserWithRole, createVendor, entriesAbout } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { vendors } from '../../db/vendor-schema';

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

/** A vendor with full company data and its owner, manager and plain member, each signed in. */
async function vendorWithPeople(name = '好夥伴股份有限公司') {
  const { db } = database;
  const owner = await createUserWithRole(db, systemRoleCodes.member);
  const manager = await createUserWithRole(db, systemRoleCodes.member);
  const member = await createUserWithRole(db, systemRoleCodes.member);
  const vendor = await createVendor(
    db,
    [
      { userId: owner.id, role: 'owner' },
      { userId: manager.id, role: 'manager' },
      { userId: member.id, role: 'member' },
    ],
    name,
    companyData,
  );
  return {
    vendor,
    owner: await signIn(app, owner.account),
    manager: await signIn(app, manager.account),
    member: await signIn(app, member.account),
  };
}

const rowOf = async (id: string) => (await database.db.select().from(vendors).where(eq(vendors.id, id)))[0];

function getVendor(token: string | undefined, query = '') {
  return app.inject({ url: `/api/v1/Vendor${query}`, headers: token ? bearer(token) : {} });
}

function postVendor(token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/Vendor', headers: bearer(token), payload });
}

describe('GET /Vendor', () => {
  it('answers each of its people their own vendor in full, with their role', async () => {
    const people = await vendorWithPeople();
    for (const role of ['owner', 'manager', 'member'] as const) {
      const response = await getVendor(people[role]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: people.vendor.id,
        ubn: people.vendor.ubn,
        name: '好夥伴股份有限公司',
        phone: companyData.phone,
        contact: companyData.contact,
        categories: companyData.categories,
        level: 'registered',
        registry: { checkedTime: null, status: null, flagged: false, company: null },
        myRole: role,
      });
    }
  });

  it('is 404 NOT_IN_VENDOR for a user without a vendor, and 401 without a session', async () => {
    const loner = await createUserWithRole(database.db, systemRoleCodes.member);
    const response = await getVendor(await signIn(app, loner.account));
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('NOT_IN_VENDOR');
    expect((await getVendor(undefined)).statusCode).toBe(401);
    expect((await getVendor(undefined, `?id=${crypto.randomUUID()}`)).statusCode).toBe(401);
  });

  it('with ?id= answers any vendor’s public information only, to anyone signed in', async () => {
    const people = await vendorWithPeople('公開資訊股份有限公司');
    const stranger = await createUserWithRole(database.db, systemRoleCodes.member);
    for (const token of [await signIn(app, stranger.account), people.member]) {
      const response = await getVendor(token, `?id=${people.vendor.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(Object.keys(vendorPublicSchema.shape).sort());
      expect(body).toEqual({
        id: people.vendor.id,
        name: '公開資訊股份有限公司',
        nameEn: companyData.nameEn,
        level: 'registered',
        website: companyData.website,
        categories: companyData.categories,
      });
      expect(response.body).not.toContain(people.vendor.ubn);
      expect(response.body).not.toContain(companyData.contact.email);
    }
  });

  it('with ?id= is 404 for a vendor that does not exist and 400 for an id that is not one', async () => {
    const people = await vendorWithPeople();
    const missing = await getVendor(people.member, `?id=${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('NOT_FOUND');
    expect((await getVendor(people.member, '?id=abc')).statusCode).toBe(400);
    expect((await getVendor(people.member, '?vendorId=x')).json().errors[0].code).toBe('FIELD_UNKNOWN');
  });
});

describe('POST /Vendor', () => {
  it('lets the owner and a manager change the company data, logged with before and after', async () => {
    const people = await vendorWithPeople();
    const byOwner = await postVendor(people.owner, {
      phone: '(04)2345-6789',
      website: 'https://new.example.test',
      categories: ['塑膠射出'],
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({
      phone: '(04)2345-6789',
      website: 'https://new.example.test',
      categories: ['塑膠射出'],
      // Fields left out stay as they were.
      address: companyData.address,
      contact: companyData.contact,
      myRole: 'owner',
    });
    const byManager = await postVendor(people.manager, {
      nameEn: '',
      capital: null,
      address: '新北市板橋區',
    });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(byManager.json()).toMatchObject({
      nameEn: null,
      capital: null,
      address: '新北市板橋區',
      categories: ['塑膠射出'],
      myRole: 'manager',
    });
    const row = await rowOf(people.vendor.id);
    expect(row).toMatchObject({ phone: '(04)2345-6789', address: '新北市板橋區', ubn: people.vendor.ubn });

    const entries = (await entriesAbout(database.db, 'vendor', people.vendor.id)).filter(
      (entry) => entry.action === 'update',
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]?.before).toMatchObject({
      phone: companyData.phone,
      categories: companyData.categories,
    });
    expect(entries[0]?.after).toMatchObject({ phone: '(04)2345-6789', categories: ['塑膠射出'] });
    expect(entries[1]?.before).toMatchObject({ nameEn: companyData.nameEn, capital: companyData.capital });
    expect(entries[1]?.after).toMatchObject({ nameEn: null, capital: null, address: '新北市板橋區' });
  });

  it('refuses a plain member (403), changing nothing', async () => {
    const people = await vendorWithPeople();
    const response = await postVendor(people.member, { phone: '02-8765-4321' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('FORBIDDEN');
    expect((await rowOf(people.vendor.id))?.phone).toBe(companyData.phone);
    const entries = await entriesAbout(database.db, 'vendor', people.vendor.id);
    expect(entries.map((entry) => entry.action)).toEqual(['access-denied']);
  });

  it('is 404 NOT_IN_VENDOR for a user without a vendor', async () => {
    const loner = await createUserWithRole(database.db, systemRoleCodes.member);
    const response = await postVendor(await signIn(app, loner.account), { phone: '02-8765-4321' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('NOT_IN_VENDOR');
  });

  it('refuses a bad phone (FIELD_INVALID_PHONE) and a bad website, changing nothing', async () => {
    const people = await vendorWithPeople();
    const phone = await postVendor(people.owner, { phone: '12345', name: '改名' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors[0]).toMatchObject({ code: 'FIELD_INVALID_PHONE', field: 'phone' });
    const website = await postVendor(people.owner, { website: 'not a site' });
    expect(website.statusCode).toBe(400);
    expect(website.json().errors[0]).toMatchObject({ code: 'FIELD_INVALID_URL', field: 'website' });
    const row = await rowOf(people.vendor.id);
    expect(row).toMatchObject({ phone: companyData.phone, name: '好夥伴股份有限公司' });
    expect(await entriesAbout(database.db, 'vendor', people.vendor.id)).toEqual([]);
  });

  it('never changes the UBN, the level or the id: those are unknown fields (400), nothing changed', async () => {
    const people = await vendorWithPeople();
    for (const payload of [
      { ubn: '22099131' },
      { level: 'certified' },
      { id: crypto.randomUUID(), name: '改名' },
      { registryFlagged: true },
    ]) {
      const response = await postVendor(people.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].code).toBe('FIELD_UNKNOWN');
    }
    expect(await rowOf(people.vendor.id)).toMatchObject({
      ubn: people.vendor.ubn,
      level: 'registered',
      name: '好夥伴股份有限公司',
    });
    expect(await entriesAbout(database.db, 'vendor', people.vendor.id)).toEqual([]);
  });

  it('writes nothing when nothing changes', async () => {
    const people = await vendorWithPeople();
    const response = await postVendor(people.owner, { phone: companyData.phone });
    expect(response.statusCode).toBe(200);
    expect(await entriesAbout(database.db, 'vendor', people.vendor.id)).toEqual([]);
  });
});
