import type { RegistryCompany } from '@portal/contracts/registry';
import type {
  Application,
  applyInputSchema,
  MyApplications,
  upgradeInputSchema,
} from '@portal/contracts/vendor-application';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { assertOwnDocuments, attachDocuments } from '../files/documents.repository';
import type { Messaging } from '../messaging/messaging.service';
import type { RegistryService } from '../registry/registry.service';
import { findVendorByUbn, vendorAlreadyExists } from '../vendors/vendor-registration';
import { findVendorRow } from '../vendors/vendors.repository';
import { createApplicationMailer } from './application-mail';
import { requireApplication, requireRecord, toMyApplications } from './application-view';
import {
  type ApplicationRecord,
  applicationsOfApplicant,
  changePendingApplication,
  hasPendingApplication,
  insertApplication,
  insertApplicationEvent,
  upgradesOfVendor,
} from './vendor-applications.repository';
import { companyOfVendor } from './vendor-company';

type ApplyInput = z.output<typeof applyInputSchema>;
type UpgradeInput = z.output<typeof upgradeInputSchema>;

/** What the registry said at submission; any failure to answer means "typed by hand, not verified". */
interface RegistryAnswer {
  snapshot: RegistryCompany | null;
  verified: boolean;
}

/** What the action log keeps of an application. */
export function applicationSnapshot(record: ApplicationRecord): Record<string, unknown> {
  const { application } = record;
  return {
    kind: application.kind,
    status: application.status,
    ubn: application.ubn,
    companyName: (application.company as { name?: string }).name ?? null,
    registryVerified: application.registryVerified,
    vendorId: application.vendorId,
    previousId: application.previousId,
  };
}

/**
 * The applicant's side: apply to become a vendor, follow and withdraw the application, and (as a
 * vendor's owner) ask to become a certified supplier. A pending application cannot be edited; a
 * rejected one is corrected by submitting a new one that points at it.
 */
export function createVendorApplicationService(deps: {
  db: Database;
  messaging: Messaging;
  registry: RegistryService;
  publicUrl: string;
}) {
  const { db } = deps;
  const mailApplicant = createApplicationMailer(deps);

  async function askRegistry(ubn: string): Promise<RegistryAnswer> {
    try {
      const answer = await deps.registry.lookup(ubn);
      return answer.found
        ? { snapshot: answer.company, verified: true }
        : { snapshot: null, verified: false };
    } catch (error) {
      // No answer from the registry: the request goes ahead unverified; the auditor decides on what was typed.
      if (error instanceof AppError) return { snapshot: null, verified: false };
      throw error;
    }
  }

  /** Inserts the application with its documents, first event, mail and log entry, in one transaction. */
  async function submit(
    values: Parameters<typeof insertApplication>[1] & { documentIds: string[] },
    context: ActionContext,
    previousOf: (tx: Database) => Promise<ApplicationRecord | undefined>,
    lock?: (tx: Database) => Promise<void>,
  ): Promise<Application> {
    const { documentIds, ...row } = values;
    const id = await db.transaction(async (tx) => {
      await lock?.(tx);
      const previous = await previousOf(tx);
      const inserted = await insertApplication(tx, {
        ...row,
        previousId: previous?.application.status === 'rejected' ? previous.application.id : null,
      });
      await attachDocuments(tx, inserted.id, documentIds);
      await insertApplicationEvent(tx, {
        applicationId: inserted.id,
        kind: 'submitted',
        actorId: row.applicantId,
      });
      const record = await requireRecord(tx, inserted.id);
      await mailApplicant(tx, record, 'received');
      await recordAction(tx, context, {
        action: 'create',
        entityType: 'vendor-application',
        entityId: inserted.id,
        after: applicationSnapshot(record),
      });
      return inserted.id;
    });
    return requireApplication(db, id);
  }

  /** `POST /Vendor/Apply`. */
  async function apply(principal: Principal, input: ApplyInput, context: ActionContext) {
    if (principal.vendor) throw AppError.of('ALREADY_IN_VENDOR');
    const applicantId = principal.userId;
    if (await hasPendingApplication(db, { applicantId, kind: 'apply' })) {
      throw AppError.of('APPLICATION_PENDING');
    }
    if (await findVendorByUbn(db, input.ubn)) throw await vendorAlreadyExists(db, input.ubn);
    await assertOwnDocuments(db, applicantId, input.documentIds);
    const registry = await askRegistry(input.ubn);
    return submit(
      {
        kind: 'apply',
        applicantId,
        ubn: input.ubn,
        company: input.company,
        registrySnapshot: registry.snapshot,
        registryVerified: registry.verified,
        notes: input.notes || null,
        documentIds: input.documentIds,
      },
      context,
      async (tx) => (await applicationsOfApplicant(tx, applicantId, 'apply'))[0],
    );
  }

  /** `POST /Vendor/Upgrade`: the owner of a registered vendor asks to become a certified supplier. */
  async function upgrade(principal: Principal, input: UpgradeInput, context: ActionContext) {
    const membership = principal.vendor;
    if (!membership) throw AppError.of('NOT_IN_VENDOR');
    if (membership.role !== 'owner') throw AppError.of('NOT_VENDOR_OWNER');
    const vendor = await findVendorRow(db, membership.id);
    if (!vendor) throw AppError.of('NOT_IN_VENDOR');
    if (vendor.level === 'certified') throw AppError.of('VENDOR_ALREADY_CERTIFIED');
    await assertOwnDocuments(db, principal.userId, input.documentIds);
    const registry = await askRegistry(vendor.ubn);
    return submit(
      {
        kind: 'upgrade',
        applicantId: principal.userId,
        vendorId: vendor.id,
        ubn: vendor.ubn,
        company: companyOfVendor(vendor),
        registrySnapshot: registry.snapshot,
        registryVerified: registry.verified,
        notes: input.notes || null,
        documentIds: input.documentIds,
      },
      context,
      async (tx) => (await upgradesOfVendor(tx, vendor.id))[0],
      // Under the vendor's row lock, two owners asking at once are decided one after the other.
      async (tx) => {
        const locked = await findVendorRow(tx, vendor.id, { forUpdate: true });
        if (!locked) throw AppError.of('NOT_IN_VENDOR');
        if (locked.level === 'certified') throw AppError.of('VENDOR_ALREADY_CERTIFIED');
        if (await hasPendingApplication(tx, { vendorId: vendor.id, kind: 'upgrade' })) {
          throw AppError.of('APPLICATION_PENDING');
        }
      },
    );
  }

  /** `POST /Vendor/Apply/Withdraw`: the applicant takes back their pending application. */
  async function withdraw(principal: Principal, context: ActionContext): Promise<Application> {
    const id = await db.transaction(async (tx) => {
      const [latest] = await applicationsOfApplicant(tx, principal.userId, 'apply');
      if (!latest) throw AppError.of('NOT_FOUND');
      const changed = await changePendingApplication(tx, latest.application.id, { status: 'withdrawn' });
      if (!changed) throw AppError.of('APPLICATION_NOT_PENDING');
      await insertApplicationEvent(tx, {
        applicationId: changed.id,
        kind: 'withdrawn',
        actorId: principal.userId,
      });
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor-application',
        entityId: changed.id,
        before: { status: 'pending' },
        after: { status: 'withdrawn' },
      });
      return changed.id;
    });
    return requireApplication(db, id);
  }

  /** `GET /Vendor/Apply`: my applications to become a vendor. */
  async function myApplications(principal: Principal): Promise<MyApplications> {
    return toMyApplications(db, await applicationsOfApplicant(db, principal.userId, 'apply'));
  }

  /** `GET /Vendor/Upgrade`: my vendor's upgrade requests (its owners and managers read them). */
  async function myUpgrades(principal: Principal): Promise<MyApplications> {
    const membership = principal.vendor;
    if (!membership) throw AppError.of('NOT_IN_VENDOR');
    if (membership.role === 'member') throw AppError.of('FORBIDDEN');
    return toMyApplications(db, await upgradesOfVendor(db, membership.id));
  }

  return { apply, upgrade, withdraw, myApplications, myUpgrades };
}

export type VendorApplicationService = ReturnType<typeof createVendorApplicationService>;
