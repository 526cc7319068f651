import type { InvitationLookup } from '@portal/contracts/vendor-member';
import { mayActOnRole } from '@portal/contracts/vendor-member';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { createInvitationBatch } from './invitation-batch';
import {
  day,
  hashToken,
  invitationLimits,
  invitationSnapshot,
  type NewInvitation,
  newToken,
  toInvitation,
} from './invitation-records';
import {
  addressInvitedSince,
  countVendorInvitationsSince,
  findInvitationByTokenHash,
  findUserByEmail,
  findVendorInvitation,
  listPendingInvitations,
  updateInvitation,
} from './invitations.repository';
import { findPendingJoinRequestOf, updateJoinRequest } from './join-requests.repository';
import { invitationDays, type MemberMailer } from './member-mail';
import { type MemberScope, resolveScope } from './member-scope';
import { findMembershipOf, findUserBrief, insertMember, lockVendor } from './vendor-members.repository';

/**
 * Invitations by e-mail. The link's token is random (256 bits) and only its SHA-256 is stored; the link
 * works once, for 7 days, and only for an account using the invited address. The daily limits are count
 * queries on `vendor_invitations.sent_at` inside the inviting transaction (which holds the vendor's row
 * lock), so they hold for a bulk import creating many invitations in one transaction as well. New
 * invitations are made by `invitation-batch.ts`; this file is their life after that.
 */
export function createInvitationService(deps: { db: Database; clock: Clock; mail: MemberMailer }) {
  const { db, clock, mail } = deps;
  const { createInvitations, createInvitation } = createInvitationBatch(deps);

  async function checkLimits(tx: Database, vendorId: string, email: string, now: Date) {
    const since = addSeconds(now, -day);
    if ((await countVendorInvitationsSince(tx, vendorId, since)) >= invitationLimits.perVendorPerDay)
      throw AppError.of('INVITE_DAILY_LIMIT', { params: { max: invitationLimits.perVendorPerDay } });
    if (await addressInvitedSince(tx, email, since))
      throw AppError.of('INVITE_ADDRESS_LIMIT', { field: 'email' });
  }

  async function onLockedVendor<T>(
    scope: MemberScope,
    work: (tx: Database, vendor: { id: string; name: string }) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const vendor = await lockVendor(tx, scope.vendorId);
      if (!vendor) throw AppError.of('NOT_FOUND');
      return work(tx, vendor);
    });
  }

  async function invite(
    principal: Principal,
    vendorId: string | undefined,
    input: NewInvitation,
    context: ActionContext,
  ) {
    const scope = await resolveScope(db, principal, vendorId, 'manage');
    const acting = scope.acting ?? 'member';
    const row = await onLockedVendor(scope, (tx, vendor) =>
      createInvitation(tx, vendor, { userId: principal.userId, acting }, input, context),
    );
    return toInvitation(row, (await findUserBrief(db, principal.userId))?.name ?? null);
  }

  /** Owners and managers of the vendor, and staff with vendors:read. */
  async function listPending(principal: Principal, vendorId: string | undefined) {
    const scope = await resolveScope(db, principal, vendorId, 'read');
    if (!scope.staff && !scope.canManage) throw AppError.of('FORBIDDEN');
    const rows = await listPendingInvitations(db, scope.vendorId);
    return { data: rows.map((row) => toInvitation(row.invitation, row.invitedByName)) };
  }

  /** A pending invitation of the scope's vendor, which the caller may act on (never above their rank). */
  async function pendingOf(tx: Database, scope: MemberScope, id: string) {
    const row = await findVendorInvitation(tx, scope.vendorId, id);
    if (!row) throw AppError.of('NOT_FOUND');
    if (row.status !== 'pending') throw AppError.of('INVITATION_CLOSED');
    if (!scope.acting || !mayActOnRole(scope.acting, row.role)) throw AppError.of('VENDOR_ROLE_TOO_HIGH');
    return row;
  }

  /** A new link replaces the old one (which stops working) and runs 7 days from now. */
  async function resend(
    principal: Principal,
    vendorId: string | undefined,
    id: string,
    context: ActionContext,
  ) {
    const scope = await resolveScope(db, principal, vendorId, 'manage');
    return onLockedVendor(scope, async (tx, vendor) => {
      const before = await pendingOf(tx, scope, id);
      const now = clock.now();
      await checkLimits(tx, vendor.id, before.email, now);
      const token = newToken();
      const after = await updateInvitation(tx, id, {
        tokenHash: hashToken(token),
        sentAt: now,
        expiresAt: addSeconds(now, invitationDays * day),
      });
      const sender = await findUserBrief(tx, principal.userId);
      await mail.invitation(
        tx,
        { email: after.email, language: after.language, name: after.name },
        { company: vendor.name, role: after.role, person: sender?.name ?? '', token },
      );
      await recordAction(tx, context, {
        action: 'resend',
        entityType: 'vendor-invitation',
        entityId: id,
        before: invitationSnapshot(before),
        after: invitationSnapshot(after),
      });
      return toInvitation(after, sender?.name ?? null);
    });
  }

  async function revoke(
    principal: Principal,
    vendorId: string | undefined,
    id: string,
    context: ActionContext,
  ) {
    const scope = await resolveScope(db, principal, vendorId, 'manage');
    await onLockedVendor(scope, async (tx) => {
      const before = await pendingOf(tx, scope, id);
      const after = await updateInvitation(tx, id, {
        status: 'revoked',
        decidedBy: principal.userId,
        decidedAt: clock.now(),
      });
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor-invitation',
        entityId: id,
        before: invitationSnapshot(before),
        after: invitationSnapshot(after),
      });
    });
  }

  /** What the landing page shows to whoever holds the link (the token is the proof). */
  async function lookup(token: string): Promise<InvitationLookup> {
    const found = await findInvitationByTokenHash(db, hashToken(token));
    if (!found) throw AppError.of('INVITATION_NOT_FOUND');
    const { invitation } = found;
    const expired = invitation.status === 'pending' && invitation.expiresAt <= clock.now();
    return {
      vendorName: found.vendorName,
      role: invitation.role,
      email: invitation.email,
      name: invitation.name,
      inviterName: found.inviterName,
      state: expired ? 'expired' : invitation.status,
      expiresTime: invitation.expiresAt.toISOString(),
      accountExists: Boolean(await findUserByEmail(db, invitation.email)),
    };
  }

  /** The invitation the token names, checked for the signed-in caller: theirs, pending, not expired. */
  async function openFor(tx: Database, principal: Principal, token: string) {
    const found = await findInvitationByTokenHash(tx, hashToken(token), { forUpdate: true });
    if (!found) throw AppError.of('INVITATION_NOT_FOUND');
    const me = await findUserBrief(tx, principal.userId);
    // Bound to the address: another account is refused and the invitation stays as it was.
    if (!me?.email || !me.emailVerifiedAt || me.email !== found.invitation.email)
      throw AppError.of('INVITATION_NOT_YOURS');
    if (found.invitation.status !== 'pending') throw AppError.of('INVITATION_CLOSED');
    if (found.invitation.expiresAt <= clock.now()) throw AppError.of('INVITATION_EXPIRED');
    return found.invitation;
  }

  async function accept(principal: Principal, token: string, context: ActionContext) {
    return db.transaction(async (tx) => {
      const invitation = await openFor(tx, principal, token);
      const membership = await findMembershipOf(tx, principal.userId);
      if (membership?.vendorId === invitation.vendorId) throw AppError.of('ALREADY_MEMBER');
      if (membership) throw AppError.of('LEAVE_VENDOR_FIRST');
      if (!(await lockVendor(tx, invitation.vendorId))) throw AppError.of('INVITATION_NOT_FOUND');
      if (
        !(await insertMember(tx, {
          vendorId: invitation.vendorId,
          userId: principal.userId,
          role: invitation.role,
        }))
      )
        throw AppError.of('LEAVE_VENDOR_FIRST');
      const after = await updateInvitation(tx, invitation.id, {
        status: 'accepted',
        decidedBy: principal.userId,
        decidedAt: clock.now(),
      });
      // A request to join elsewhere is moot once the person belongs to a vendor.
      const pending = await findPendingJoinRequestOf(tx, principal.userId);
      if (pending) await updateJoinRequest(tx, pending.id, { status: 'withdrawn', decidedAt: clock.now() });
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor-invitation',
        entityId: invitation.id,
        before: invitationSnapshot(invitation),
        after: invitationSnapshot(after),
      });
      await recordAction(tx, context, {
        action: 'create',
        entityType: 'vendor-member',
        entityId: principal.userId,
        after: {
          vendorId: invitation.vendorId,
          userId: principal.userId,
          role: invitation.role,
          invitationId: invitation.id,
        },
      });
      return { status: 'accepted' as const, vendorId: invitation.vendorId };
    });
  }

  async function decline(principal: Principal, token: string, context: ActionContext) {
    return db.transaction(async (tx) => {
      const invitation = await openFor(tx, principal, token);
      const after = await updateInvitation(tx, invitation.id, {
        status: 'declined',
        decidedBy: principal.userId,
        decidedAt: clock.now(),
      });
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor-invitation',
        entityId: invitation.id,
        before: invitationSnapshot(invitation),
        after: invitationSnapshot(after),
      });
      return { status: 'declined' as const, vendorId: invitation.vendorId };
    });
  }

  return {
    createInvitation,
    createInvitations,
    invite,
    listPending,
    resend,
    revoke,
    lookup,
    accept,
    decline,
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
