import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@portal/contracts/i18n';
import type { VendorRole } from '@portal/contracts/permissions';
import { type Invitation, type InvitationLookup, mayActOnRole } from '@portal/contracts/vendor-member';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { rethrowUniqueViolation } from '../../lib/unique-violation';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction, recordActions } from '../action-log/action-log.recorder';
import {
  addressInvitedSince,
  countVendorInvitationsSince,
  findInvitationByTokenHash,
  findUserByEmail,
  findVendorInvitation,
  type InvitationRow,
  insertInvitations,
  invitationFactsOf,
  listPendingInvitations,
  updateInvitation,
} from './invitations.repository';
import { findPendingJoinRequestOf, updateJoinRequest } from './join-requests.repository';
import { invitationDays, type MemberMailer } from './member-mail';
import { type MemberScope, resolveScope } from './member-scope';
import { findMembershipOf, findUserBrief, insertMember, lockVendor } from './vendor-members.repository';

/** The daily limits: per vendor (first sends and resends), and per address across every vendor. */
export const invitationLimits = { perVendorPerDay: 50, perAddressPerDay: 1 } as const;
const day = 24 * 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface NewInvitation {
  email: string;
  role: VendorRole;
  name?: string | undefined;
}

function toInvitation(row: InvitationRow, invitedByName: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    invitedByName,
    sentTime: row.sentAt.toISOString(),
    expiresTime: row.expiresAt.toISOString(),
    createdTime: row.createdAt.toISOString(),
  };
}

const invitationSnapshot = (row: InvitationRow) => ({
  vendorId: row.vendorId,
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.status,
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Invitations by e-mail. The link's token is random (256 bits) and only its SHA-256 is stored; the link
 * works once, for 7 days, and only for an account using the invited address. The daily limits are count
 * queries on `vendor_invitations.sent_at` inside the inviting transaction (which holds the vendor's row
 * lock), so they hold for a bulk import creating many invitations in one transaction as well.
 */
export function createInvitationService(deps: { db: Database; clock: Clock; mail: MemberMailer }) {
  const { db, clock, mail } = deps;

  async function checkLimits(tx: Database, vendorId: string, email: string, now: Date) {
    const since = addSeconds(now, -day);
    if ((await countVendorInvitationsSince(tx, vendorId, since)) >= invitationLimits.perVendorPerDay)
      throw AppError.of('INVITE_DAILY_LIMIT', { params: { max: invitationLimits.perVendorPerDay } });
    if (await addressInvitedSince(tx, email, since))
      throw AppError.of('INVITE_ADDRESS_LIMIT', { field: 'email' });
  }

  /**
   * Validates and creates invitations with their mails, inside the caller's transaction, which must
   * already hold the vendor's row lock (`lockVendor`): a few queries whatever the number (lookups by
   * address, one insert of invitations, one of mails, one of log entries). Each input gets its
   * invitation or the error that refused it, by the same rules in the same order as one invitation.
   */
  async function createInvitations(
    tx: Database,
    vendor: { id: string; name: string },
    inviter: { userId: string; acting: VendorRole },
    inputs: NewInvitation[],
    context: ActionContext,
    options: { bulk?: boolean } = {},
  ): Promise<(InvitationRow | AppError)[]> {
    const now = clock.now();
    const since = addSeconds(now, -day);
    const emails = [...new Set(inputs.map((input) => input.email))];
    const facts = await invitationFactsOf(tx, vendor.id, emails, since);
    // A bulk import has its own daily cap (checked by the import), so it skips the per-vendor count.
    let vendorLeft = options.bulk
      ? Number.POSITIVE_INFINITY
      : invitationLimits.perVendorPerDay - (await countVendorInvitationsSince(tx, vendor.id, since));
    const sender = await findUserBrief(tx, inviter.userId);
    const taken = new Set<string>();
    type Accepted = { input: NewInvitation; language: Language; token: string };
    const outcomes: (AppError | Accepted)[] = [];
    for (const input of inputs) {
      const account = facts.accounts.get(input.email);
      let refusal: AppError | null = null;
      if (!mayActOnRole(inviter.acting, input.role))
        refusal = AppError.of('VENDOR_ROLE_TOO_HIGH', { field: 'role' });
      else if (account?.vendorId === vendor.id) refusal = AppError.of('ALREADY_MEMBER', { field: 'email' });
      else if (facts.pending.has(input.email) || taken.has(input.email))
        refusal = AppError.of('INVITATION_PENDING', { field: 'email' });
      else if (vendorLeft <= 0)
        refusal = AppError.of('INVITE_DAILY_LIMIT', { params: { max: invitationLimits.perVendorPerDay } });
      else if (facts.mailed.has(input.email))
        refusal = AppError.of('INVITE_ADDRESS_LIMIT', { field: 'email' });
      if (refusal) {
        outcomes.push(refusal);
        continue;
      }
      taken.add(input.email);
      vendorLeft -= 1;
      // The invitee's language when they have an account, else the inviter's.
      const language = account?.language ?? sender?.language ?? 'zh-Hant';
      outcomes.push({ input, language, token: newToken() });
    }
    const accepted = outcomes.filter((outcome): outcome is Accepted => !(outcome instanceof AppError));
    const created: InvitationRow[] = accepted.map(({ input, language, token }) => ({
      id: uuidv7(),
      vendorId: vendor.id,
      email: input.email,
      name: input.name ?? null,
      role: input.role,
      tokenHash: hashToken(token),
      status: 'pending',
      language,
      invitedBy: inviter.userId,
      sentAt: now,
      expiresAt: addSeconds(now, invitationDays * day),
      decidedBy: null,
      decidedAt: null,
      createdAt: now,
    }));
    await insertInvitations(tx, created).catch((error: unknown) =>
      rethrowUniqueViolation(error, {
        vendor_invitations_one_pending: { code: 'INVITATION_PENDING', field: 'email' },
      }),
    );
    await mail.invitations(
      tx,
      vendor.name,
      sender?.name ?? '',
      accepted.map(({ input, language, token }) => ({
        email: input.email,
        language,
        name: input.name ?? null,
        role: input.role,
        token,
      })),
    );
    await recordActions(
      tx,
      context,
      created.map((row) => ({
        action: 'create' as const,
        entityType: 'vendor-invitation' as const,
        entityId: row.id,
        after: invitationSnapshot(row),
      })),
    );
    // The n-th created row is the n-th accepted input.
    let next = 0;
    return outcomes.map((outcome) => {
      if (outcome instanceof AppError) return outcome;
      const row = created[next];
      next += 1;
      if (!row) throw new Error('invitation outcome missing');
      return row;
    });
  }

  /** One invitation (the rules and writes of `createInvitations`); throws its refusal. */
  async function createInvitation(
    tx: Database,
    vendor: { id: string; name: string },
    inviter: { userId: string; acting: VendorRole },
    input: NewInvitation,
    context: ActionContext,
  ): Promise<InvitationRow> {
    const [outcome] = await createInvitations(tx, vendor, inviter, [input], context);
    if (!outcome) throw new Error('no invitation outcome');
    if (outcome instanceof AppError) throw outcome;
    return outcome;
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
