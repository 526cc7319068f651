import type { ApplicationKind, ApplicationStatus } from '@portal/contracts/vendor-application';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { vendorApplicationEvents, vendorApplications } from '../../db/vendor-schema';
import { AppError } from '../../lib/app-error';

export type ApplicationRow = typeof vendorApplications.$inferSelect;
type ApplicationInsert = typeof vendorApplications.$inferInsert;
type EventKind = (typeof vendorApplicationEvents.$inferInsert)['kind'];

const applicant = alias(users, 'applicant');
const auditor = alias(users, 'auditor');

/** Applications with what their answers and mails need of the people involved. */
function selectApplications(db: Database) {
  return db
    .select({
      application: vendorApplications,
      applicantName: applicant.name,
      applicantEmail: applicant.email,
      applicantLanguage: applicant.language,
      auditorName: auditor.name,
    })
    .from(vendorApplications)
    .innerJoin(applicant, eq(applicant.id, vendorApplications.applicantId))
    .leftJoin(auditor, eq(auditor.id, vendorApplications.auditorId));
}

export type ApplicationRecord = Awaited<ReturnType<typeof selectApplications>>[number];

const newestFirst = [desc(vendorApplications.createdAt), desc(vendorApplications.id)];

export async function findApplication(db: Database, id: string): Promise<ApplicationRecord | undefined> {
  const [row] = await selectApplications(db).where(eq(vendorApplications.id, id));
  return row;
}

/** The applicant's applications of one kind, newest first. */
export async function applicationsOfApplicant(db: Database, applicantId: string, kind: ApplicationKind) {
  return selectApplications(db)
    .where(and(eq(vendorApplications.applicantId, applicantId), eq(vendorApplications.kind, kind)))
    .orderBy(...newestFirst);
}

/** A vendor's upgrade requests, whoever of its owners asked, newest first. */
export async function upgradesOfVendor(db: Database, vendorId: string) {
  return selectApplications(db)
    .where(and(eq(vendorApplications.vendorId, vendorId), eq(vendorApplications.kind, 'upgrade')))
    .orderBy(...newestFirst);
}

export async function hasPendingApplication(
  db: Database,
  filter: { applicantId?: string; vendorId?: string; kind: ApplicationKind },
): Promise<boolean> {
  const [row] = await db
    .select({ id: vendorApplications.id })
    .from(vendorApplications)
    .where(
      and(
        eq(vendorApplications.kind, filter.kind),
        eq(vendorApplications.status, 'pending'),
        filter.applicantId ? eq(vendorApplications.applicantId, filter.applicantId) : undefined,
        filter.vendorId ? eq(vendorApplications.vendorId, filter.vendorId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A second pending application of the same person and kind loses to the partial unique index. */
export async function insertApplication(db: Database, values: ApplicationInsert): Promise<ApplicationRow> {
  try {
    const [row] = await db.insert(vendorApplications).values(values).returning();
    if (!row) throw new Error('application insert returned no row');
    return row;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    if ((cause as { constraint?: string }).constraint === 'vendor_applications_one_pending') {
      throw AppError.of('APPLICATION_PENDING');
    }
    throw error;
  }
}

/**
 * Moves a pending application to its next status; undefined when it is no longer pending. The row lock
 * of the UPDATE serialises concurrent decisions: the second sees the first's result and changes nothing.
 */
export async function changePendingApplication(
  db: Database,
  id: string,
  changes: {
    status: Exclude<ApplicationStatus, 'pending'>;
    rejectReason?: string | null;
    auditorId?: string;
    auditedAt?: Date;
  },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(vendorApplications)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(vendorApplications.id, id), eq(vendorApplications.status, 'pending')))
    .returning();
  return row;
}

export async function setApplicationVendor(db: Database, id: string, vendorId: string): Promise<void> {
  await db.update(vendorApplications).set({ vendorId }).where(eq(vendorApplications.id, id));
}

export async function insertApplicationEvent(
  db: Database,
  event: { applicationId: string; kind: EventKind; actorId: string | null; note?: string | null },
): Promise<void> {
  await db.insert(vendorApplicationEvents).values({ ...event, note: event.note ?? null });
}

export interface TimelineRow {
  kind: EventKind;
  applicationId: string;
  actorName: string | null;
  note: string | null;
  createdAt: Date;
}

/** The events of an application and of every rejected one it corrects (its `previous_id` chain), oldest first. */
export async function timelineOf(db: Database, applicationId: string): Promise<TimelineRow[]> {
  const result = await db.execute<{
    kind: EventKind;
    application_id: string;
    actor_name: string | null;
    note: string | null;
    created_at: string | Date;
  }>(sql`
    with recursive chain(id, previous_id, depth) as (
      select id, previous_id, 0 from vendor_applications where id = ${applicationId}
      union all
      select a.id, a.previous_id, chain.depth + 1
      from vendor_applications a join chain on a.id = chain.previous_id
      where chain.depth < 100
    )
    select e.kind, e.application_id, u.name as actor_name, e.note, e.created_at
    from vendor_application_events e
    join chain on chain.id = e.application_id
    left join users u on u.id = e.actor_id
    order by e.created_at, e.id`);
  return result.rows.map((row) => ({
    kind: row.kind,
    applicationId: row.application_id,
    actorName: row.actor_name,
    note: row.note,
    createdAt: new Date(row.created_at),
  }));
}
