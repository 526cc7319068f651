import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendor, entriesAbout } from '../../../test/access-fixtures';
import { vendorApplications, vendorMembers, vendors } from '../../db/vendor-schema';
import { fakeUbns } from '../registry/testing/fake-gcis';
import {
  type ApplicationsWorld,
  decideAs,
  mailsTo,
  type Person,
  signedInPerson,
  startApplicationsWorld,
  uploadedDocument,
} from './vendor-applications.fixtures';

let world: ApplicationsWorld;
let auditor: Person;

beforeAll(async () => {
  world = await startApplicationsWorld();
  auditor = await signedInPerson(world, systemRoleCodes.staff);
});
afterAll(async () => {
  await world.close();
});

async function askUpgrade(person: Person, documentIds?: string[]) {
  const ids = documentIds ?? [await uploadedDocument(world.db, person.user.id, '品質認證.pdf')];
  return world.app.inject({
    method: 'POST',
    url: '/api/v1/Vendor/Upgrade',
    headers: person.headers,
    payload: { documentIds: ids, notes: '已取得 ISO 9001' },
  });
}

const readUpgrades = (person: Person) =>
  world.app.inject({ url: '/api/v1/Vendor/Upgrade', headers: person.headers });

/** A vendor with an owner, a manager and a member, each signed in. */
async function vendorTeam(complete = false) {
  const owner = await signedInPerson(world);
  const manager = await signedInPerson(world);
  const member = await signedInPerson(world);
  const vendor = await createVendor(world.db, [
    { userId: owner.user.id, role: 'owner' },
    { userId: manager.user.id, role: 'manager' },
    { userId: member.user.id, role: 'member' },
  ]);
  if (complete) {
    await world.db
      .update(vendors)
      .set({
        ubn: fakeUbns.tsmc,
        address: '新竹科學園區新竹市力行六路8號',
        phone: '03-563-6688',
        representative: '魏哲家',
        categories: ['晶圓代工'],
        contact: {
          name: '陳小華',
          contact_Title: null,
          position: '採購',
          email: 'buyer@tsmc.example.tw',
          mobile: '+886912345678',
        },
      })
      .where(eq(vendors.id, vendor.id));
  }
  return { vendor, owner, manager, member };
}

describe('asking to become a certified supplier', () => {
  it('owner asks, staff accept: the vendor is certified', async () => {
    const { vendor, owner, manager } = await vendorTeam(true);
    const asked = await askUpgrade(owner);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json();
    expect(request).toMatchObject({
      kind: 'upgrade',
      status: 'pending',
      vendorId: vendor.id,
      ubn: fakeUbns.tsmc,
      registryVerified: true,
      notes: '已取得 ISO 9001',
      company: {
        name: '測試供應商股份有限公司',
        address: '新竹科學園區新竹市力行六路8號',
        contact: { name: '陳小華', position: '採購', email: 'buyer@tsmc.example.tw' },
      },
    });
    expect(request.company.contact).not.toHaveProperty('contact_Title');
    expect(request.documents).toHaveLength(1);

    const seen = await readUpgrades(manager);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().current.auditID).toBe(request.auditID);

    const accepted = await decideAs(world.app, auditor, { auditID: request.auditID, isAccepted: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', vendorId: vendor.id });
    const [certified] = await world.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(certified?.level).toBe('certified');
    expect(certified?.certifiedAt).toBeInstanceOf(Date);

    const mails = await mailsTo(world.db, owner.user.email ?? '', 'vendor-application-accepted');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.bodyText).toContain('合格供應商升級申請');
    expect(mails[0]?.bodyText).toContain('http://portal.test/company/upgrade');
    const vendorLog = await entriesAbout(world.db, 'vendor', vendor.id);
    expect(vendorLog.map((entry) => [entry.action, entry.after?.level])).toEqual([['update', 'certified']]);
    const requestLog = await entriesAbout(world.db, 'vendor-application', request.auditID);
    expect(requestLog.map((entry) => entry.action)).toEqual(['create', 'update']);

    const again = await askUpgrade(owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('VENDOR_ALREADY_CERTIFIED');
  });

  it('copies what a vendor has when its data is incomplete', async () => {
    const { vendor, owner } = await vendorTeam();
    const asked = await askUpgrade(owner);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      vendorId: vendor.id,
      registryVerified: false,
      registry: null,
      company: { name: '測試供應商股份有限公司', address: '', phone: '', categories: [] },
    });
  });

  it('is for the owner alone; owners and managers read it; one pending request per vendor', async () => {
    const { vendor, owner, manager, member } = await vendorTeam();
    const secondOwner = await signedInPerson(world);
    await world.db
      .insert(vendorMembers)
      .values({ userId: secondOwner.user.id, vendorId: vendor.id, role: 'owner' });

    for (const person of [manager, member]) {
      const refused = await askUpgrade(person);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].code).toBe('NOT_VENDOR_OWNER');
    }
    const outsider = await signedInPerson(world);
    const noVendor = await askUpgrade(outsider);
    expect(noVendor.statusCode).toBe(404);
    expect(noVendor.json().errors[0].code).toBe('NOT_IN_VENDOR');
    expect((await readUpgrades(outsider)).statusCode).toBe(404);
    expect((await readUpgrades(member)).statusCode).toBe(403);
    expect((await readUpgrades(owner)).json()).toEqual({ current: null, history: [] });

    const noDocuments = await askUpgrade(owner, []);
    expect(noDocuments.statusCode).toBe(400);
    expect(noDocuments.json().errors[0].field).toBe('documentIds');

    expect((await askUpgrade(owner)).statusCode).toBe(201);
    const twice = await askUpgrade(secondOwner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].code).toBe('APPLICATION_PENDING');
    const rows = await world.db
      .select()
      .from(vendorApplications)
      .where(eq(vendorApplications.vendorId, vendor.id));
    expect(rows).toHaveLength(1);
  });

  it('after a rejection, asks again as a correction of the rejected request', async () => {
    const { owner } = await vendorTeam();
    const first = (await askUpgrade(owner)).json();
    const rejected = await decideAs(world.app, auditor, {
      auditID: first.auditID,
      isAccepted: false,
      rejectReason: '請附上有效期內的認證證書。',
    });
    expect(rejected.statusCode).toBe(200);
    const [mail] = await mailsTo(world.db, owner.user.email ?? '', 'vendor-application-rejected');
    expect(mail?.bodyText).toContain('請附上有效期內的認證證書。');
    const second = await askUpgrade(owner);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().previousID).toBe(first.auditID);
    const mine = (await readUpgrades(owner)).json();
    expect(mine.history.map((item: { status: string }) => item.status)).toEqual(['pending', 'rejected']);
    expect(mine.current.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'submitted',
      'rejected',
      'submitted',
    ]);
  });
});
