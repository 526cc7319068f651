import type { RegistryCompany } from '@portal/contracts/registry';
import type { Application, auditDecisionInputSchema } from '@portal/contracts/vendor-application';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import type { Messaging } from '../messaging/messaging.service';
import { notifyPeople } from '../notifications/notify-people';
import { registerVendorWithOwner } from '../vendors/vendor-registration';
import { findVendorRow, updateVendorRow } from '../vendors/vendors.repository';
import { createApplicationMailer, pageOfKind } from './application-mail';
import { companyOf, loadApplication, requireApplication, requireRecord } from './application-view';
import { type AuditQueueQuery, listAuditQueue } from './audit-queue.repository';
import {
  type ApplicationRecord,
  changePendingApplication,
  findApplication,
  insertApplicationEvent,
  setApplicationVendor,
} from './vendor-applications.repository';

type AuditDecision = z.output<typeof auditDecisionInputSchema>;

/**
 * The auditors' side (`vendors:audit`): the queue, one application in full, and the decision. Accepting
 * an application creates the vendor with the applicant as owner; accepting an upgrade certifies the
 * vendor. Each decision happens once, in one transaction, and never by the applicant.
 */
export function createApplicationAuditService(deps: {
  db: Database;
  messaging: Messaging;
  publicUrl: string;
}) {
  const { db } = deps;
  const mailApplicant = createApplicationMailer(deps);

  async function detail(id: string): Promise<Application> {
    const application = await loadApplication(db, id);
    if (!application) throw AppError.of('NOT_FOUND');
    return application;
  }

  /** Accepting an `apply`: the vendor, owned by the applicant, with the registry's answer as its first check. */
  async function createVendorOf(tx: Database, record: ApplicationRecord, context: ActionContext) {
    const { application } = record;
    const snapshot = application.registrySnapshot as RegistryCompany | null;
    const vendor = await registerVendorWithOwner(tx, {
      ubn: application.ubn,
      company: companyOf(record),
      level: 'registered',
      ownerId: application.applicantId,
      registry: snapshot
        ? { company: snapshot, status: snapshot.status, checkedAt: application.createdAt }
        : null,
    });
    await setApplicationVendor(tx, application.id, vendor.id);
    await recordAction(tx, context, {
      action: 'create',
      entityType: 'vendor',
      entityId: vendor.id,
      after: {
        ubn: vendor.ubn,
        name: vendor.name,
        level: vendor.level,
        owner: application.applicantId,
        application: application.id,
      },
    });
  }

  /** Accepting an `upgrade`: the vendor becomes a certified supplier (合格供應商). */
  async function certifyVendorOf(tx: Database, record: ApplicationRecord, context: ActionContext) {
    const vendorId = record.application.vendorId;
    const vendor = vendorId ? await findVendorRow(tx, vendorId, { forUpdate: true }) : undefined;
    if (!vendor) throw AppError.of('NOT_FOUND', { field: 'auditID' });
    const certified = await updateVendorRow(tx, vendor.id, { level: 'certified', certifiedAt: new Date() });
    await recordAction(tx, context, {
      action: 'update',
      entityType: 'vendor',
      entityId: vendor.id,
      before: { level: vendor.level, certifiedAt: vendor.certifiedAt?.toISOString() ?? null },
      after: {
        level: certified.level,
        certifiedAt: certified.certifiedAt?.toISOString() ?? null,
        application: record.application.id,
      },
    });
  }

  /** `POST /Vendor/Audits`. */
  async function decide(principal: Principal, input: AuditDecision, context: ActionContext) {
    const reason = input.isAccepted ? null : input.rejectReason?.trim() || null;
    if (!input.isAccepted && !reason) throw AppError.of('REJECT_REASON_REQUIRED', { field: 'rejectReason' });
    const id = await db.transaction(async (tx) => {
      const before = await findApplication(tx, input.auditID);
      if (!before) throw AppError.of('NOT_FOUND', { field: 'auditID' });
      if (before.application.applicantId === principal.userId) throw AppError.of('OWN_APPLICATION');
      const status = input.isAccepted ? 'accepted' : 'rejected';
      const decided = await changePendingApplication(tx, before.application.id, {
        status,
        rejectReason: reason,
        auditorId: principal.userId,
        auditedAt: new Date(),
      });
      if (!decided) throw AppError.of('APPLICATION_NOT_PENDING');
      if (input.isAccepted && decided.kind === 'apply') await createVendorOf(tx, before, context);
      if (input.isAccepted && decided.kind === 'upgrade') await certifyVendorOf(tx, before, context);
      await insertApplicationEvent(tx, {
        applicationId: decided.id,
        kind: status,
        actorId: principal.userId,
        note: reason,
      });
      const after = await requireRecord(tx, decided.id);
      await mailApplicant(tx, after, status);
      await notifyPeople(tx, {
        userIds: [after.application.applicantId],
        kind: 'application-decided',
        entityId: decided.id,
        link: pageOfKind[decided.kind],
        params: { company: companyOf(after).name, request: decided.kind, decision: status },
      });
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor-application',
        entityId: decided.id,
        before: { status: 'pending' },
        after: { status, rejectReason: reason, vendorId: after.application.vendorId },
      });
      return decided.id;
    });
    return requireApplication(db, id);
  }

  return {
    queue: (query: AuditQueueQuery) => listAuditQueue(db, query),
    detail,
    decide,
  };
}

export type ApplicationAuditService = ReturnType<typeof createApplicationAuditService>;
