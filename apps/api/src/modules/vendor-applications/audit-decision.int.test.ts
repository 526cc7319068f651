import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import { vendorApplicationEvents, vendorApplications, vendors } from '../../db/vendor-schema';
import {
  type ApplicationsWorld,
  appliedAs,
  decideAs,
  freshUbn,
  mailsTo,
  type Person,
  signedInPerson,
  startApplicationsWorld,
} from './vendor-applications.fixtures';

let world: ApplicationsWorld;
let auditor: Person;
let secondAuditor: Person;

beforeAll(async () => {
  world = await startApplicationsWorld();
  auditor = await signedInPerson(world, systemRoleCodes.staff);
  secondAuditor = await signedInPerson(world, systemRoleCodes.administrator);
});
afterAll(async () => {
  await world.close();
});

const vendorsWithUbn = (ubn: string) => world.db.select().from(vendors).where(eq(vendors.ubn, ubn));
const applicationRow = async (id: string) =>
  (await world.db.select().from(vendorApplications).where(eq(vendorApplications.id, id)))[0];
const eventsOf = (id: string) =>
  world.db.select().from(vendorApplicationEvents).where(eq(vendorApplicationEvents.applicationId, id));

describe('who decides', () => {
  it('never the applicant, even holding vendors:audit', async () => {
    const clerk = await signedInPerson(world, systemRoleCodes.member, {
      permissions: ['vendors:audit'],
    });
    const own = await appliedAs(world.app, clerk);
    const refused = await decideAs(world.app, clerk, { auditID: own.auditID, isAccepted: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('OWN_APPLICATION');
    expect((await applicationRow(own.auditID))?.status).toBe('pending');
    expect(await vendorsWithUbn(own.ubn)).toEqual([]);
  });

  it('never staff without vendors:audit, nor plain members', async () => {
    const buyer = await signedInPerson(world);
    const application = await appliedAs(world.app, buyer);
    const userReader = await signedInPerson(world, systemRoleCodes.member, {
      permissions: ['users:read', 'vendors:read'],
    });
    for (const person of [userReader, buyer]) {
      const decided = await decideAs(world.app, person, { auditID: application.auditID, isAccepted: true });
      expect(decided.statusCode).toBe(403);
      const queue = await world.app.inject({ url: '/api/v1/Vendor/Audits', headers: person.headers });
      expect(queue.statusCode).toBe(403);
      const detail = await world.app.inject({
        url: `/api/v1/Vendor/Audits/${application.auditID}`,
        headers: person.headers,
      });
      expect(detail.statusCode).toBe(403);
    }
    expect((await applicationRow(application.auditID))?.status).toBe('pending');
  });
});

describe('the decision', () => {
  it('needs a reason to reject (400 on rejectReason) and changes nothing without it', async () => {
    const buyer = await signedInPerson(world);
    const application = await appliedAs(world.app, buyer);
    for (const rejectReason of [undefined, '   ']) {
      const response = await decideAs(world.app, auditor, {
        auditID: application.auditID,
        isAccepted: false,
        ...(rejectReason === undefined ? {} : { rejectReason }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        code: 'REJECT_REASON_REQUIRED',
        field: 'rejectReason',
      });
    }
    expect(await applicationRow(application.auditID)).toMatchObject({
      status: 'pending',
      rejectReason: null,
      auditorId: null,
    });
    expect(await eventsOf(application.auditID)).toHaveLength(1);
    expect(await mailsTo(world.db, buyer.user.email ?? '', 'vendor-application-rejected')).toEqual([]);
    const unknown = await decideAs(world.app, auditor, { auditID: crypto.randomUUID(), isAccepted: true });
    expect(unknown.statusCode).toBe(404);
  });

  it('accepts once: a second accept is 409 and creates no second vendor', async () => {
    const buyer = await signedInPerson(world);
    const application = await appliedAs(world.app, buyer);
    const first = await decideAs(world.app, auditor, { auditID: application.auditID, isAccepted: true });
    expect(first.statusCode, first.body).toBe(200);
    const second = await decideAs(world.app, secondAuditor, {
      auditID: application.auditID,
      isAccepted: true,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].code).toBe('APPLICATION_NOT_PENDING');
    const rejectLater = await decideAs(world.app, secondAuditor, {
      auditID: application.auditID,
      isAccepted: false,
      rejectReason: '太晚了',
    });
    expect(rejectLater.statusCode).toBe(409);
    expect(await vendorsWithUbn(application.ubn)).toHaveLength(1);
    expect((await applicationRow(application.auditID))?.auditorId).toBe(auditor.user.id);
  });

  it('accepts once when two accepts arrive together: one 200, one 409, one vendor', async () => {
    for (let round = 0; round < 3; round += 1) {
      const buyer = await signedInPerson(world);
      const application = await appliedAs(world.app, buyer);
      const answers = await Promise.all([
        decideAs(world.app, auditor, { auditID: application.auditID, isAccepted: true }),
        decideAs(world.app, secondAuditor, { auditID: application.auditID, isAccepted: true }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await vendorsWithUbn(application.ubn)).toHaveLength(1);
      const events = await eventsOf(application.auditID);
      expect(events.map((event) => event.kind).sort()).toEqual(['accepted', 'submitted']);
      const mails = await mailsTo(world.db, buyer.user.email ?? '', 'vendor-application-accepted');
      expect(mails).toHaveLength(1);
      const log = await entriesAbout(world.db, 'vendor-application', application.auditID);
      expect(log.map((entry) => entry.action)).toEqual(['create', 'update']);
    }
  });

  it('refuses to accept a UBN registered meanwhile, changing nothing', async () => {
    const ubn = freshUbn();
    const early = await appliedAs(world.app, await signedInPerson(world), ubn);
    const late = await appliedAs(world.app, await signedInPerson(world), ubn);
    expect(
      (await decideAs(world.app, auditor, { auditID: early.auditID, isAccepted: true })).statusCode,
    ).toBe(200);
    const refused = await decideAs(world.app, auditor, { auditID: late.auditID, isAccepted: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'VENDOR_ALREADY_EXISTS',
      data: { vendorName: '測試供應商股份有限公司' },
    });
    expect(await applicationRow(late.auditID)).toMatchObject({ status: 'pending', auditorId: null });
    expect(await eventsOf(late.auditID)).toHaveLength(1);
    expect(await vendorsWithUbn(ubn)).toHaveLength(1);
    // Staff may still reject it, with a reason.
    const rejected = await decideAs(world.app, auditor, {
      auditID: late.auditID,
      isAccepted: false,
      rejectReason: '此統一編號已有供應商，請改為申請加入。',
    });
    expect(rejected.statusCode).toBe(200);
  });
});

describe('the detail', () => {
  it('shows auditors one application in full', async () => {
    const buyer = await signedInPerson(world);
    const application = await appliedAs(world.app, buyer);
    const detail = await world.app.inject({
      url: `/api/v1/Vendor/Audits/${application.auditID}`,
      headers: auditor.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toEqual(application);
    const missing = await world.app.inject({
      url: `/api/v1/Vendor/Audits/${crypto.randomUUID()}`,
      headers: auditor.headers,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await world.app.inject({ url: '/api/v1/Vendor/Audits/nope', headers: auditor.headers });
    expect(malformed.statusCode).toBe(400);
  });
});
