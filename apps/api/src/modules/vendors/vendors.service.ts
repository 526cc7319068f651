import { randomBytes } from 'node:crypto';
import type { RegistryLookupResult } from '@portal/contracts/registry';
import type { Vendor, VendorPublic, vendorCreateInputSchema } from '@portal/contracts/vendor';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hasVendorRole, type Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { isAccountTaken } from '../user-admin/user-admin.repository';
import type { UserAdminService } from '../user-admin/user-admin.service';
import { findVendorByUbn, registerVendorWithOwner, vendorAlreadyExists } from './vendor-registration';
import { companyChanges, toVendor, toVendorPublic, type VendorUpdate, vendorSnapshot } from './vendor-view';
import { findMembership, findVendorRow, lockUser, updateVendorRow } from './vendors.repository';

export type VendorCreate = z.output<typeof vendorCreateInputSchema>;

/** The registry client, when the portal has one: `lookup` throws REGISTRY_UNAVAILABLE when it cannot tell. */
export interface RegistrySource {
  lookup(ubn: string): Promise<RegistryLookupResult>;
}

const accountPattern = /^[A-Za-z0-9._@-]{3,64}$/;

/** An invited owner signs in with the e-mail; the account name is the e-mail too when it fits and is free. */
async function inviteAccountName(tx: Database, email: string): Promise<string> {
  if (accountPattern.test(email) && !(await isAccountTaken(tx, email))) return email;
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40) || 'vendor';
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/**
 * Company data of vendors: a member reads their own vendor, anyone signed in a vendor's public face;
 * owners and managers change their own vendor's data (never the UBN), and administrators register a
 * vendor directly with an existing or an invited owner.
 */
export function createVendorService(deps: {
  db: Database;
  userAdmin: UserAdminService;
  registry?: RegistrySource | undefined;
}) {
  const { db, userAdmin, registry } = deps;

  async function getMine(principal: Principal): Promise<Vendor> {
    const membership = principal.vendor;
    const row = membership ? await findVendorRow(db, membership.id) : undefined;
    if (!membership || !row) throw AppError.of('NOT_IN_VENDOR');
    return toVendor(row, membership.role);
  }

  async function getPublic(id: string): Promise<VendorPublic> {
    const row = await findVendorRow(db, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return toVendorPublic(row);
  }

  /** The caller's own vendor only: no id is taken, so no other vendor can be aimed at. */
  async function updateMine(principal: Principal, input: VendorUpdate, context: ActionContext) {
    const membership = principal.vendor;
    if (!membership) throw AppError.of('NOT_IN_VENDOR');
    if (!hasVendorRole(principal, membership.id, ['owner', 'manager'])) {
      await recordAction(db, context, {
        action: 'access-denied',
        entityType: 'vendor',
        entityId: membership.id,
      });
      throw AppError.of('FORBIDDEN');
    }
    return db.transaction(async (tx) => {
      const before = await findVendorRow(tx, membership.id, { forUpdate: true });
      if (!before) throw AppError.of('NOT_IN_VENDOR');
      const changes = companyChanges(input);
      const unchanged =
        JSON.stringify(vendorSnapshot(before)) === JSON.stringify(vendorSnapshot({ ...before, ...changes }));
      if (unchanged) return toVendor(before, membership.role);
      const after = await updateVendorRow(tx, before.id, changes);
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor',
        entityId: before.id,
        before: vendorSnapshot(before),
        after: vendorSnapshot(after),
      });
      return toVendor(after, membership.role);
    });
  }

  /** The registry's record of the UBN when it answers; staff vouch for the vendor, so silence is fine. */
  async function registryCheck(ubn: string) {
    if (!registry) return null;
    try {
      const result = await registry.lookup(ubn);
      if (!result.found) return null;
      return { company: result.company, status: result.company.status, checkedAt: new Date() };
    } catch {
      return null;
    }
  }

  async function existingOwner(tx: Database, userId: string): Promise<string> {
    const user = await lockUser(tx, userId);
    if (!user) throw AppError.of('NOT_FOUND', { field: 'owner.userId' });
    if (user.status !== 'active') throw AppError.of('USER_DISABLED', { field: 'owner.userId' });
    if (await findMembership(tx, userId))
      throw AppError.of('USER_ALREADY_IN_VENDOR', { field: 'owner.userId' });
    return userId;
  }

  /** A new account made as the user administration makes one: member role, welcome mail, no password. */
  async function invitedOwner(
    tx: Database,
    invite: { name: string; email: string },
    context: ActionContext,
  ): Promise<string> {
    const account = await inviteAccountName(tx, invite.email);
    const id = await userAdmin.createAccount(
      tx,
      { account, name: invite.name, email: invite.email, language: 'zh-Hant' },
      { fieldPrefix: 'owner.invite.' },
    );
    await recordAction(tx, context, {
      action: 'create',
      entityType: 'user',
      entityId: id,
      after: {
        account,
        name: invite.name,
        email: invite.email,
        emailVerified: false,
        invitedAs: 'vendor-owner',
      },
    });
    return id;
  }

  async function create(input: VendorCreate, context: ActionContext) {
    // Answered before the registry is asked; the unique index still decides a race inside the transaction.
    if (await findVendorByUbn(db, input.ubn)) throw await vendorAlreadyExists(db, input.ubn);
    const registered = await registryCheck(input.ubn);
    return db.transaction(async (tx) => {
      const ownerId =
        'userId' in input.owner
          ? await existingOwner(tx, input.owner.userId)
          : await invitedOwner(tx, input.owner.invite, context);
      const vendor = await registerVendorWithOwner(tx, {
        ubn: input.ubn,
        company: input.company,
        level: input.level,
        ownerId,
        registry: registered,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.details[0].code === 'USER_ALREADY_IN_VENDOR') {
          throw AppError.of('USER_ALREADY_IN_VENDOR', { field: 'owner.userId' });
        }
        throw error;
      });
      await recordAction(tx, context, {
        action: 'create',
        entityType: 'vendor',
        entityId: vendor.id,
        after: { ...vendorSnapshot(vendor), owner: ownerId, registryChecked: registered !== null },
      });
      return { id: vendor.id, ownerId };
    });
  }

  /** The staff view of any vendor (`GET /Vendors/:id`); `myRole` only when the reader belongs to it. */
  async function getFull(
    tx: Database,
    id: string,
    principal: Principal,
    options: { forUpdate?: boolean } = {},
  ) {
    const row = await findVendorRow(tx, id, options);
    if (!row) return undefined;
    return toVendor(row, principal.vendor?.id === row.id ? principal.vendor.role : null);
  }

  return { getMine, getPublic, updateMine, create, getFull };
}

export type VendorService = ReturnType<typeof createVendorService>;
