import type { VendorRole } from '@portal/contracts/permissions';
import {
  type JoinDecisionInput,
  type MemberUpdateInput,
  mayActOnRole,
  type TransferOwnershipInput,
} from '@portal/contracts/vendor-member';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/password';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { notifyPeople } from '../notifications/notify-people';
import { findVendorJoinRequest, updateJoinRequest } from './join-requests.repository';
import type { MemberMailer } from './member-mail';
import { type MemberScope, resolveScope } from './member-scope';
import { memberSnapshot, toMember, toPendingItem } from './member-view';
import {
  countOwners,
  deleteMember,
  findMemberInVendor,
  findMembershipOf,
  findMemberView,
  findUserBrief,
  insertMember,
  listMembers,
  listPendingRequests,
  lockVendor,
  type MemberListQuery,
  type MemberRow,
  updateMember,
} from './vendor-members.repository';

/** Refuses when the caller's rank is below `role` (granting it, or acting on someone holding it). */
function mustOutrankOrEqual(scope: MemberScope, role: VendorRole) {
  if (!scope.acting || !mayActOnRole(scope.acting, role)) throw AppError.of('VENDOR_ROLE_TOO_HIGH');
}

/** A vendor keeps at least one owner: taking `member` out of the owners must leave another. */
async function keepsAnOwner(tx: Database, member: MemberRow) {
  if (member.role === 'owner' && (await countOwners(tx, member.vendorId)) <= 1)
    throw AppError.of('LAST_OWNER');
}

/**
 * A vendor's members: the list (and the pending join requests), role and job-title changes, removal,
 * ownership transfer, leaving, and the decision on join requests. Every change locks the vendor's row
 * first (see `lockVendor`), is written to the action log with before and after, and takes effect on the
 * person's next request: the principal is read from `vendor_members` on every request.
 */
export function createVendorMemberService(deps: { db: Database; clock: Clock; mail: MemberMailer }) {
  const { db, clock, mail } = deps;

  async function list(principal: Principal, query: MemberListQuery & { vendorId?: string | undefined }) {
    const scope = await resolveScope(db, principal, query.vendorId, 'read');
    const page =
      query.status === 'pending'
        ? await listPendingRequests(db, scope.vendorId, query).then((result) => ({
            totalCount: result.totalCount,
            data: result.data.map(toPendingItem),
          }))
        : await listMembers(db, scope.vendorId, query).then((result) => ({
            totalCount: result.totalCount,
            data: result.data.map(toMember),
          }));
    return { ...page, myRole: scope.myRole, canManage: scope.canManage };
  }

  async function get(principal: Principal, userId: string, vendorId: string | undefined) {
    const scope = await resolveScope(db, principal, vendorId, 'read');
    const row = await findMemberView(db, scope.vendorId, userId);
    if (!row) throw AppError.of('NOT_A_MEMBER');
    return toMember(row);
  }

  /** Runs a change on the vendor's locked row, with the target member read inside it. */
  async function changeMember<T>(
    scope: MemberScope,
    userId: string,
    change: (tx: Database, before: MemberRow) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      if (!(await lockVendor(tx, scope.vendorId))) throw AppError.of('NOT_FOUND');
      const before = await findMemberInVendor(tx, scope.vendorId, userId);
      if (!before) throw AppError.of('NOT_A_MEMBER');
      return change(tx, before);
    });
  }

  async function update(
    principal: Principal,
    userId: string,
    vendorId: string | undefined,
    input: MemberUpdateInput,
    context: ActionContext,
  ) {
    const scope = await resolveScope(db, principal, vendorId, 'manage');
    await changeMember(scope, userId, async (tx, before) => {
      mustOutrankOrEqual(scope, before.role);
      if (input.role) mustOutrankOrEqual(scope, input.role);
      if (input.role && input.role !== 'owner') await keepsAnOwner(tx, before);
      const after = await updateMember(tx, scope.vendorId, userId, {
        ...(input.role ? { role: input.role } : {}),
        ...(input.jobTitle !== undefined ? { jobTitle: input.jobTitle || null } : {}),
      });
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor-member',
        entityId: userId,
        before: memberSnapshot(before),
        after: memberSnapshot(after),
      });
    });
    return get(principal, userId, vendorId);
  }

  async function remove(
    principal: Principal,
    userId: string,
    vendorId: string | undefined,
    context: ActionContext,
  ) {
    const scope = await resolveScope(db, principal, vendorId, 'manage');
    await changeMember(scope, userId, async (tx, before) => {
      mustOutrankOrEqual(scope, before.role);
      await keepsAnOwner(tx, before);
      await deleteMember(tx, scope.vendorId, userId);
      await recordAction(tx, context, {
        action: 'delete',
        entityType: 'vendor-member',
        entityId: userId,
        before: memberSnapshot(before),
        after: null,
      });
    });
  }

  /** An owner makes another member an owner and steps down to manager, confirming with their password. */
  async function transferOwnership(
    principal: Principal,
    input: TransferOwnershipInput,
    context: ActionContext,
  ) {
    const own = principal.vendor;
    if (!own) throw AppError.of('NOT_IN_VENDOR');
    if (own.role !== 'owner') throw AppError.of('OWNER_ONLY');
    if (input.userId === principal.userId) throw AppError.of('FIELD_INVALID_VALUE', { field: 'userId' });
    const me = await findUserBrief(db, principal.userId);
    if (!me?.passwordHash || !(await verifyPassword(me.passwordHash, input.password)))
      throw AppError.of('PASSWORD_INCORRECT', { field: 'password' });
    const scope: MemberScope = {
      vendorId: own.id,
      myRole: 'owner',
      acting: 'owner',
      staff: false,
      canManage: true,
    };
    await changeMember(scope, input.userId, async (tx, target) => {
      const mine = await findMemberInVendor(tx, own.id, principal.userId);
      if (mine?.role !== 'owner') throw AppError.of('OWNER_ONLY');
      const promoted = await updateMember(tx, own.id, target.userId, { role: 'owner' });
      const stepped = await updateMember(tx, own.id, principal.userId, { role: 'manager' });
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor-member',
        entityId: target.userId,
        before: memberSnapshot(target),
        after: { ...memberSnapshot(promoted), transferredFrom: principal.userId },
      });
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor-member',
        entityId: principal.userId,
        before: memberSnapshot(mine),
        after: { ...memberSnapshot(stepped), transferredTo: target.userId },
      });
    });
  }

  /** The caller leaves their vendor (never its last owner); the owners left behind are told. */
  async function leave(principal: Principal, context: ActionContext) {
    const own = principal.vendor;
    if (!own) throw AppError.of('NOT_IN_VENDOR');
    await db.transaction(async (tx) => {
      const vendor = await lockVendor(tx, own.id);
      const before = await findMembershipOf(tx, principal.userId);
      if (!vendor || before?.vendorId !== own.id) throw AppError.of('NOT_IN_VENDOR');
      await keepsAnOwner(tx, before);
      await deleteMember(tx, own.id, principal.userId);
      await recordAction(tx, context, {
        action: 'delete',
        entityType: 'vendor-member',
        entityId: principal.userId,
        before: memberSnapshot(before),
        after: { left: true },
      });
      const me = await findUserBrief(tx, principal.userId);
      await mail.memberLeft(tx, vendor, me?.name ?? '');
    });
  }

  /** `POST /Vendor/Members`: accepts a join request with a role, or rejects it with a reason. */
  async function decide(
    principal: Principal,
    vendorId: string | undefined,
    input: JoinDecisionInput,
    context: ActionContext,
  ) {
    const scope = await resolveScope(db, principal, vendorId, 'manage');
    return db.transaction(async (tx) => {
      const vendor = await lockVendor(tx, scope.vendorId);
      const request = await findVendorJoinRequest(tx, scope.vendorId, input.id);
      if (!vendor || !request) throw AppError.of('NOT_FOUND', { field: 'id' });
      if (request.status !== 'pending') throw AppError.of('JOIN_REQUEST_NOT_PENDING');
      const role = input.accept ? (input.role ?? 'member') : null;
      if (role) {
        mustOutrankOrEqual(scope, role);
        if (!(await insertMember(tx, { vendorId: scope.vendorId, userId: request.userId, role })))
          throw AppError.of('USER_ALREADY_IN_VENDOR');
      }
      const after = await updateJoinRequest(tx, request.id, {
        status: role ? 'accepted' : 'rejected',
        role,
        rejectReason: role ? null : (input.rejectReason ?? null),
        decidedBy: principal.userId,
        decidedAt: clock.now(),
      });
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor-join-request',
        entityId: request.id,
        before: { status: request.status },
        after: { status: after.status, role: after.role, rejectReason: after.rejectReason },
      });
      if (role) {
        await recordAction(tx, context, {
          action: 'create',
          entityType: 'vendor-member',
          entityId: request.userId,
          after: { vendorId: scope.vendorId, userId: request.userId, role, joinRequestId: request.id },
        });
      }
      await notifyPeople(tx, {
        userIds: [request.userId],
        kind: 'join-request',
        entityId: request.id,
        link: role ? '/company' : '/company-not-vendor',
        params: { status: after.status, company: vendor.name },
      });
      const requester = await findUserBrief(tx, request.userId);
      if (requester?.email) {
        await mail.joinDecided(
          tx,
          { email: requester.email, language: requester.language, name: requester.name },
          { company: vendor.name, accepted: Boolean(role), role, reason: after.rejectReason ?? '' },
        );
      }
      return { id: after.id, status: role ? ('accepted' as const) : ('rejected' as const) };
    });
  }

  return { list, get, update, remove, transferOwnership, leave, decide };
}

export type VendorMemberService = ReturnType<typeof createVendorMemberService>;
