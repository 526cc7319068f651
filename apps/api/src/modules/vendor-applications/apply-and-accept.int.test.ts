import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendor, entriesAbout } from '../../../test/access-fixtures';
import { vendorApplications, vendors } from '../../db/vendor-schema';
import { fakeUbns } from '../registry/testing/fake-gcis';
import {
  type ApplicationsWorld,
  applyAs,
  companyInput,
  decideAs,
  freshUbn,
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

const applicationsOf = (applicantId: string) =>
  world.db.select().from(vendorApplications).where(eq(vendorApplications.applicantId, applicantId));

describe('apply, then accept', () => {
  it('makes the applicant the owner of a new vendor, with the registry answer kept throughout', async () => {
    const buyer = await signedInPerson(world, systemRoleCodes.member, { language: 'en' });
    const documentId = await uploadedDocument(world.db, buyer.user.id);
    const applied = await applyAs(world.app, buyer, {
      ubn: '２２０９９１３１',
      company: companyInput({ name: '台積電' }),
      documentIds: [documentId],
      notes: '請協助審核',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const application = applied.json();
    expect(application).toMatchObject({
      kind: 'apply',
      status: 'pending',
      isAudited: false,
      isAccepted: false,
      ubn: fakeUbns.tsmc,
      registryVerified: true,
      notes: '請協助審核',
      previousID: null,
      vendorId: null,
      applicant: { id: buyer.user.id, name: buyer.user.name, email: buyer.user.email },
    });
    expect(application.company.contact.mobile).toBe('+886912345678');
    expect(application.registry).toMatchObject({ name: '台灣積體電路製造股份有限公司', status: 'active' });
    expect(application.documents.map((d: { id: string }) => d.id)).toEqual([documentId]);
    expect(application.timeline.map((e: { kind: string }) => e.kind)).toEqual(['submitted']);

    const accepted = await decideAs(world.app, auditor, { auditID: application.auditID, isAccepted: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const decided = accepted.json();
    expect(decided).toMatchObject({ status: 'accepted', isAudited: true, isAccepted: true });
    expect(decided.auditorName).toBe(auditor.user.name);
    expect(decided.timeline.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'accepted']);

    // The applicant's very session sees the vendor at once.
    const me = await world.app.inject({ url: '/api/v1/Auth', headers: buyer.headers });
    expect(me.json().user.vendor).toEqual({ id: decided.vendorId, name: '台積電', role: 'owner' });
    const [vendor] = await world.db.select().from(vendors).where(eq(vendors.id, decided.vendorId));
    expect(vendor).toMatchObject({ ubn: fakeUbns.tsmc, level: 'registered', registryStatus: 'active' });
    expect(vendor?.registrySnapshot).toMatchObject({ name: '台灣積體電路製造股份有限公司' });

    const received = await mailsTo(world.db, buyer.user.email ?? '', 'vendor-application-received');
    expect(received).toHaveLength(1);
    expect(received[0]?.language).toBe('en');
    expect(received[0]?.bodyText).toContain('http://portal.test/company/application');
    const acceptedMails = await mailsTo(world.db, buyer.user.email ?? '', 'vendor-application-accepted');
    expect(acceptedMails).toHaveLength(1);
    expect(acceptedMails[0]?.bodyText).toContain('台積電');

    const log = await entriesAbout(world.db, 'vendor-application', application.auditID);
    expect(log.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['create', buyer.user.id],
      ['update', auditor.user.id],
    ]);
    expect(log[1]?.before).toEqual({ status: 'pending' });
    expect(log[1]?.after).toMatchObject({ status: 'accepted', vendorId: decided.vendorId });
    const vendorLog = await entriesAbout(world.db, 'vendor', decided.vendorId);
    expect(vendorLog.map((entry) => entry.action)).toEqual(['create']);
  });

  it('answers 409 with the existing vendor’s name when the UBN is already registered', async () => {
    const vendor = await createVendor(world.db, [], '既有供應商有限公司');
    const ubn = freshUbn();
    await world.db.update(vendors).set({ ubn }).where(eq(vendors.id, vendor.id));
    const buyer = await signedInPerson(world);
    const response = await applyAs(world.app, buyer, { ubn });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({
      code: 'VENDOR_ALREADY_EXISTS',
      field: 'ubn',
      data: { vendorId: vendor.id, vendorName: '既有供應商有限公司' },
    });
    expect(await applicationsOf(buyer.user.id)).toEqual([]);
  });

  it('refuses a member of a vendor (409), and a second pending application (409)', async () => {
    const member = await signedInPerson(world);
    await createVendor(world.db, [{ userId: member.user.id, role: 'member' }]);
    const refused = await applyAs(world.app, member, { ubn: freshUbn() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('ALREADY_IN_VENDOR');
    expect(await applicationsOf(member.user.id)).toEqual([]);

    const buyer = await signedInPerson(world);
    expect((await applyAs(world.app, buyer, { ubn: freshUbn() })).statusCode).toBe(201);
    const again = await applyAs(world.app, buyer, { ubn: freshUbn() });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('APPLICATION_PENDING');
    expect(await applicationsOf(buyer.user.id)).toHaveLength(1);
  });

  it('refuses bad input and someone else’s document, storing nothing', async () => {
    const buyer = await signedInPerson(world);
    const badUbn = await applyAs(world.app, buyer, { ubn: '12345678' });
    expect(badUbn.statusCode).toBe(400);
    expect(badUbn.json().errors[0]).toMatchObject({ code: 'FIELD_INVALID_UBN', field: 'ubn' });
    const badPhone = await applyAs(world.app, buyer, {
      ubn: freshUbn(),
      company: companyInput({ phone: '123' }),
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0]).toMatchObject({ code: 'FIELD_INVALID_PHONE', field: 'company.phone' });
    const stranger = await signedInPerson(world);
    const theirs = await uploadedDocument(world.db, stranger.user.id);
    const borrowed = await applyAs(world.app, buyer, { ubn: freshUbn(), documentIds: [theirs] });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().errors[0]).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', field: 'documentIds' });
    const verified = await applyAs(world.app, buyer, { ubn: freshUbn(), registryVerified: true } as never);
    expect(verified.statusCode).toBe(400);
    expect(verified.json().errors[0]).toMatchObject({ code: 'FIELD_UNKNOWN', field: 'registryVerified' });
    expect(await applicationsOf(buyer.user.id)).toEqual([]);

    const anonymous = await world.app.inject({ method: 'POST', url: '/api/v1/Vendor/Apply', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the registry, asked by the server', () => {
  it('stores the application unverified when the registry cannot answer', async () => {
    const buyer = await signedInPerson(world);
    world.gcis.mode = 'html-busy';
    try {
      const response = await applyAs(world.app, buyer, { ubn: freshUbn() });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ registryVerified: false, registry: null, status: 'pending' });
    } finally {
      world.gcis.mode = 'normal';
    }
  });

  it('stores the application unverified when the registry does not know the number', async () => {
    const buyer = await signedInPerson(world);
    const response = await applyAs(world.app, buyer, { ubn: fakeUbns.unknown });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ registryVerified: false, registry: null });
  });
});
