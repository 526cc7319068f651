import { systemRoleCodes } from '@portal/contracts/permissions';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/notification-schema';
import {
  type ApplicationsWorld,
  appliedAs,
  decideAs,
  type Person,
  signedInPerson,
  startApplicationsWorld,
} from '../vendor-applications/vendor-applications.fixtures';

let world: ApplicationsWorld;
let auditor: Person;

beforeAll(async () => {
  world = await startApplicationsWorld();
  auditor = await signedInPerson(world, systemRoleCodes.staff);
});
afterAll(async () => {
  await world?.close();
});

const notificationsOf = (userId: string) =>
  world.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));

describe('an application decided', () => {
  it("puts an acceptance in the applicant's bell, linking to the application page", async () => {
    const applicant = await signedInPerson(world);
    const application = await appliedAs(world.app, applicant);
    expect(await notificationsOf(applicant.user.id)).toEqual([]);
    const decided = await decideAs(world.app, auditor, { auditID: application.auditID, isAccepted: true });
    expect(decided.statusCode, decided.body).toBe(200);
    const rows = await notificationsOf(applicant.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'application-decided',
      entityId: application.auditID,
      link: '/company/application',
      params: { company: '測試供應商股份有限公司', request: 'apply', decision: 'accepted' },
      readAt: null,
    });
    expect(await notificationsOf(auditor.user.id)).toEqual([]);
  });

  it('puts a rejection there too, and nothing when the decision is refused', async () => {
    const applicant = await signedInPerson(world);
    const application = await appliedAs(world.app, applicant);
    const withoutReason = await decideAs(world.app, auditor, {
      auditID: application.auditID,
      isAccepted: false,
    });
    expect(withoutReason.statusCode).toBe(400);
    expect(await notificationsOf(applicant.user.id)).toEqual([]);
    const rejected = await decideAs(world.app, auditor, {
      auditID: application.auditID,
      isAccepted: false,
      rejectReason: '資料不全',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const rows = await notificationsOf(applicant.user.id);
    expect(rows.map((row) => row.params)).toEqual([
      { company: '測試供應商股份有限公司', request: 'apply', decision: 'rejected' },
    ]);
  });
});
