import { z } from 'zod';
import { isoDateSchema } from './iso-date';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { registryCompanySchema } from './registry';
import { multilineText } from './text';
import { ubnSchema } from './ubn';
import { type CompanyFields, companyFieldsSchema } from './vendor';
import { applicationKinds, applicationStatuses } from './vendor-application-keys';

export {
  type ApplicationKind,
  type ApplicationStatus,
  applicationKinds,
  applicationStatuses,
} from './vendor-application-keys';

/**
 * Vendor applications and upgrade requests, and their audit (spec §4: the flags `isAudited` and
 * `isAccepted`). Each submission is its own record: a resubmitted application is a new record pointing
 * at the rejected one, so what an auditor decided on never changes afterwards.
 */

/** Supporting documents: PDF, PNG, JPEG or WebP (checked by content), each at most this many bytes. */
export const documentMaxBytes = 10 * 1024 * 1024;
export const documentTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const maxDocumentsPerApplication = 10;

/** `POST /Vendor/Documents` (multipart, one `file` part) answers the stored document. */
export const documentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(documentTypes),
  size: z.number().int(),
  createdTime: z.iso.datetime(),
});
export type StoredDocument = z.infer<typeof documentSchema>;

const documentIdsSchema = z.array(z.uuid()).max(maxDocumentsPerApplication);
const notesSchema = multilineText(2000).optional();

/**
 * `POST /Vendor/Apply`: a signed-in user who belongs to no vendor. The server looks the UBN up in the
 * registry itself (the answer is cached), so `registryVerified` is never the applicant's claim.
 */
export const applyInputSchema = z.strictObject({
  ubn: ubnSchema,
  company: companyFieldsSchema,
  documentIds: documentIdsSchema.default([]),
  notes: notesSchema,
});
export type ApplyInput = z.input<typeof applyInputSchema>;

/** `POST /Vendor/Upgrade`: an owner of a registered vendor asks to become a certified supplier (合格供應商). */
export const upgradeInputSchema = z.strictObject({
  documentIds: documentIdsSchema.min(1),
  notes: notesSchema,
});
export type UpgradeInput = z.input<typeof upgradeInputSchema>;

export const applicationEventKinds = ['submitted', 'withdrawn', 'accepted', 'rejected'] as const;
export const applicationEventSchema = z.object({
  kind: z.enum(applicationEventKinds),
  /** The application the event belongs to (a resubmission chain has several). */
  auditID: z.uuid(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  time: z.iso.datetime(),
});

/**
 * The company fields of an answer: the values as stored (already normalised by `companyFieldsSchema` when
 * typed), plain so an answer never re-runs the input transforms, and lenient so an upgrade request can
 * copy a vendor whose data is still incomplete. Its type is `CompanyFields`.
 */
export const storedCompanySchema = z.object({
  name: z.string(),
  nameEn: z.string().optional(),
  address: z.string(),
  phone: z.string(),
  website: z.string().optional(),
  capital: z.number().nullable().optional(),
  representative: z.string(),
  categories: z.array(z.string()),
  contact: z.object({
    name: z.string(),
    contact_Title: z.string().optional(),
    position: z.string().optional(),
    email: z.string(),
    mobile: z.string(),
  }),
}) satisfies z.ZodType<CompanyFields>;

/** One application as its applicant and the auditors see it. */
export const applicationSchema = z.object({
  auditID: z.uuid(),
  kind: z.enum(applicationKinds),
  status: z.enum(applicationStatuses),
  isAudited: z.boolean(),
  isAccepted: z.boolean(),
  ubn: z.string(),
  /** For `apply`: what the applicant typed. For `upgrade`: the vendor's data when asked. */
  company: storedCompanySchema,
  /** The registry's record at submission; null when it was unreachable or did not know the number. */
  registry: registryCompanySchema.nullable(),
  /** False when the registry did not confirm the number (unreachable, or unknown to it): typed by hand. */
  registryVerified: z.boolean(),
  notes: z.string().nullable(),
  rejectReason: z.string().nullable(),
  documents: z.array(documentSchema),
  applicant: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
  /** The vendor: the one asking to upgrade, or the one an accepted application created. */
  vendorId: z.uuid().nullable(),
  /** The rejected application this one corrects. */
  previousID: z.uuid().nullable(),
  createdTime: z.iso.datetime(),
  auditedTime: z.iso.datetime().nullable(),
  auditorName: z.string().nullable(),
  /** Every step of this application and of the ones it corrects, oldest first. */
  timeline: z.array(applicationEventSchema),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationSummarySchema = z.object({
  auditID: z.uuid(),
  kind: z.enum(applicationKinds),
  status: z.enum(applicationStatuses),
  displayName: z.string(),
  rejectReason: z.string().nullable(),
  createdTime: z.iso.datetime(),
  auditedTime: z.iso.datetime().nullable(),
});

/** `GET /Vendor/Apply` and `GET /Vendor/Upgrade`: my latest one of that kind and the earlier ones. */
export const myApplicationsSchema = z.object({
  current: applicationSchema.nullable(),
  history: z.array(applicationSummarySchema),
});
export type MyApplications = z.infer<typeof myApplicationsSchema>;

/** A row of the audit queue `GET /Vendor/Audits` (spec §3 names these fields). */
export const auditRowSchema = z.object({
  auditID: z.uuid(),
  kind: z.enum(applicationKinds),
  status: z.enum(applicationStatuses),
  isAudited: z.boolean(),
  isAccepted: z.boolean(),
  /** The company name. */
  displayName: z.string(),
  ubn: z.string(),
  createdTime: z.iso.datetime(),
  /** The contact person. */
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  contact_Title: z.string().nullable(),
  position: z.string().nullable(),
  rejectReason: z.string().nullable(),
  registryVerified: z.boolean(),
  applicantName: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditListQuerySchema = listQuerySchema({
  filters: {
    /** Company name, UBN, contact name or e-mail (full-width digits work). */
    keyword: listKeywordSchema,
    status: z.enum(applicationStatuses),
    kind: z.enum(applicationKinds),
    /** Taiwan days, inclusive: `YYYY-MM-DD`. */
    createdFrom: isoDateSchema,
    createdTo: isoDateSchema,
  },
  sortable: ['createdTime', 'displayName', 'ubn', 'status'],
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export const auditListSchema = listResponseSchema(auditRowSchema);

/** `POST /Vendor/Audits`: the decision on a pending application; a rejection needs its reason. */
export const auditDecisionInputSchema = z
  .strictObject({
    auditID: z.uuid(),
    isAccepted: z.boolean(),
    rejectReason: multilineText(1000).optional(),
  })
  .refine((decision) => decision.isAccepted || Boolean(decision.rejectReason), {
    message: 'REJECT_REASON_REQUIRED',
    path: ['rejectReason'],
  });
export type AuditDecisionInput = z.input<typeof auditDecisionInputSchema>;
