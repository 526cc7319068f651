import { systemRoleCodes } from '@portal/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import {
  type ApplicationsWorld,
  appliedAs,
  applyAs,
  companyInput,
  decideAs,
  freshUbn,
  mailsTo,
  type Person,
  signedInPerson,
  startApplicationsWorld,
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

const myApplications = async (person: Person) => {
  const response = await world.app.inject({ url: '/api/v1/Vendor/Apply', headers: person.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const withdraw = (person: Person) =>
  world.app.inject({ method: 'POST', url: '/api/v1/Vendor/Apply/Withdraw', headers: person.headers });

const kinds = (timeline: { kind: string }[]) => timeline.map((event) => event.kind);

describe('reject, correct, resubmit', () => {
  it('shows the reason, links the resubmission to the rejected one, and accepts it', async () => {
    const buyer = await signedInPerson(world);
    expect(await myApplications(buyer)).toEqual({ current: null, history: [] });
    const ubn = freshUbn();
    const first = await appliedAs(world.app, buyer, ubn);

    const rejected = await decideAs(world.app, auditor, {
      auditID: first.auditID,
      isAccepted: false,
      rejectReason: '  請補上公司登記證明文件。 ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      isAudited: true,
      isAccepted: false,
      rejectReason: '請補上公司登記證明文件。',
      vendorId: null,
    });
    const mine = await myApplications(buyer);
    expect(mine.current).toMatchObject({ auditID: first.auditID, status: 'rejected' });
    expect(mine.current.rejectReason).toBe('請補上公司登記證明文件。');
    expect(mine.history).toHaveLength(1);
    const [rejectionMail] = await mailsTo(world.db, buyer.user.email ?? '', 'vendor-application-rejected');
    expect(rejectionMail?.language).toBe('zh-Hant');
    expect(rejectionMail?.bodyText).toContain('請補上公司登記證明文件。');

    const resubmitted = await applyAs(world.app, buyer, {
      ubn,
      company: companyInput({ name: '更正後股份有限公司' }),
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(201);
    const second = resubmitted.json();
    expect(second.previousID).toBe(first.auditID);
    expect(kinds(second.timeline)).toEqual(['submitted', 'rejected', 'submitted']);
    expect(second.timeline[1]).toMatchObject({
      auditID: first.auditID,
      note: '請補上公司登記證明文件。',
      actorName: auditor.user.name,
    });

    const accepted = await decideAs(world.app, auditor, { auditID: second.auditID, isAccepted: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await myApplications(buyer);
    expect(after.current).toMatchObject({ auditID: second.auditID, status: 'accepted', isAccepted: true });
    expect(kinds(after.current.timeline)).toEqual(['submitted', 'rejected', 'submitted', 'accepted']);
    expect(after.history.map((item: { auditID: string }) => item.auditID)).toEqual([
      second.auditID,
      first.auditID,
    ]);
    expect(after.history[0]).toMatchObject({ displayName: '更正後股份有限公司', status: 'accepted' });
    expect(await mailsTo(world.db, buyer.user.email ?? '', 'vendor-application-received')).toHaveLength(2);

    const firstLog = await entriesAbout(world.db, 'vendor-application', first.auditID);
    expect(firstLog.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(firstLog[1]?.after).toMatchObject({
      status: 'rejected',
      rejectReason: '請補上公司登記證明文件。',
    });
  });
});

describe('withdraw', () => {
  it('withdraws my pending application once; the next one starts afresh', async () => {
    const buyer = await signedInPerson(world);
    const none = await withdraw(buyer);
    expect(none.statusCode).toBe(404);

    const application = await appliedAs(world.app, buyer);
    const withdrawn = await withdraw(buyer);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      auditID: application.auditID,
      status: 'withdrawn',
      isAudited: false,
      isAccepted: false,
    });
    expect(kinds(withdrawn.json().timeline)).toEqual(['submitted', 'withdrawn']);
    const again = await withdraw(buyer);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('APPLICATION_NOT_PENDING');

    // A withdrawn application cannot be decided any more.
    const late = await decideAs(world.app, auditor, { auditID: application.auditID, isAccepted: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('APPLICATION_NOT_PENDING');

    const next = await appliedAs(world.app, buyer);
    expect(next.previousID).toBeNull();
    expect(kinds(next.timeline)).toEqual(['submitted']);

    const log = await entriesAbout(world.db, 'vendor-application', application.auditID);
    expect(log.map((entry) => [entry.action, entry.after?.status])).toEqual([
      ['create', 'pending'],
      ['update', 'withdrawn'],
    ]);
  });
});
