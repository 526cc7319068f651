import type { RegistryCompany } from '@portal/contracts/registry';
import type { CompanyFields } from '@portal/contracts/vendor';
import type {
  Application,
  ApplicationStatus,
  applicationSummarySchema,
  MyApplications,
  StoredDocument,
} from '@portal/contracts/vendor-application';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { documentsOfApplications } from '../files/documents.repository';
import {
  type ApplicationRecord,
  findApplication,
  type TimelineRow,
  timelineOf,
} from './vendor-applications.repository';

type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** spec §4: audited means decided; a withdrawn application was never audited. */
export const isAudited = (status: ApplicationStatus) => status === 'accepted' || status === 'rejected';

/** The company stored with an application: `companyFieldsSchema`'s output (see `companyOfVendor` for upgrades). */
export const companyOf = (record: ApplicationRecord) =>
  record.application.company as unknown as CompanyFields;

export function toApplication(
  record: ApplicationRecord,
  documents: StoredDocument[],
  timeline: TimelineRow[],
): Application {
  const { application } = record;
  return {
    auditID: application.id,
    kind: application.kind,
    status: application.status,
    isAudited: isAudited(application.status),
    isAccepted: application.status === 'accepted',
    ubn: application.ubn,
    company: companyOf(record),
    registry: (application.registrySnapshot as RegistryCompany | null) ?? null,
    registryVerified: application.registryVerified,
    notes: application.notes,
    rejectReason: application.rejectReason,
    documents,
    applicant: { id: application.applicantId, name: record.applicantName, email: record.applicantEmail },
    vendorId: application.vendorId,
    previousID: application.previousId,
    createdTime: application.createdAt.toISOString(),
    auditedTime: application.auditedAt?.toISOString() ?? null,
    auditorName: record.auditorName,
    timeline: timeline.map((event) => ({
      kind: event.kind,
      auditID: event.applicationId,
      actorName: event.actorName,
      note: event.note,
      time: event.createdAt.toISOString(),
    })),
  };
}

export function toSummary(record: ApplicationRecord): ApplicationSummary {
  const { application } = record;
  return {
    auditID: application.id,
    kind: application.kind,
    status: application.status,
    displayName: companyOf(record).name,
    rejectReason: application.rejectReason,
    createdTime: application.createdAt.toISOString(),
    auditedTime: application.auditedAt?.toISOString() ?? null,
  };
}

/** One application in full: documents and the timeline across its resubmission chain. */
export async function loadApplication(db: Database, id: string): Promise<Application | undefined> {
  const record = await findApplication(db, id);
  if (!record) return undefined;
  return toFullApplication(db, record);
}

async function toFullApplication(db: Database, record: ApplicationRecord): Promise<Application> {
  const [documents, timeline] = await Promise.all([
    documentsOfApplications(db, [record.application.id]),
    timelineOf(db, record.application.id),
  ]);
  return toApplication(record, documents.get(record.application.id) ?? [], timeline);
}

/** `GET /Vendor/Apply` and `/Vendor/Upgrade`: the newest in full, and every one (newest first) in short. */
export async function toMyApplications(db: Database, records: ApplicationRecord[]): Promise<MyApplications> {
  const [newest] = records;
  return {
    current: newest ? await toFullApplication(db, newest) : null,
    history: records.map(toSummary),
  };
}

/** Re-reads an application written in this transaction. */
export async function requireRecord(db: Database, id: string): Promise<ApplicationRecord> {
  const record = await findApplication(db, id);
  if (!record) throw new Error('application vanished');
  return record;
}

export async function requireApplication(db: Database, id: string): Promise<Application> {
  const application = await loadApplication(db, id);
  if (!application) throw new Error('application vanished');
  return application;
}
