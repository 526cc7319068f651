import type { JoinRequest, JoinRequestInput } from '@portal/contracts/vendor-member';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { rethrowUniqueViolation } from '../../lib/unique-violation';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { notifyPeople } from '../notifications/notify-people';
import {
  findLatestJoinRequestOf,
  findPendingJoinRequestOf,
  insertJoinRequest,
  type JoinRequestRow,
  searchVendorDirectory,
  updateJoinRequest,
} from './join-requests.repository';
import type { MemberMailer } from './member-mail';
import { findUserBrief, findVendorBrief, findVendorPeopleIds } from './vendor-members.repository';

function toJoinRequest(row: JoinRequestRow, vendor: { id: string; name: string; ubn: string }): JoinRequest {
  return {
    id: row.id,
    vendor,
    message: row.message,
    status: row.status,
    role: row.role,
    rejectReason: row.rejectReason,
    createdTime: row.createdAt.toISOString(),
    decidedTime: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * A signed-in person without a vendor finds one (by UBN or name, public fields only) and asks to join;
 * the vendor's owners and managers are mailed and decide in `review/apply` (the member service's
 * `decide`). One pending request per person (a partial unique index), which they may withdraw.
 */
export function createJoinRequestService(deps: { db: Database; clock: Clock; mail: MemberMailer }) {
  const { db, clock, mail } = deps;

  async function directory(keyword: string) {
    return { data: await searchVendorDirectory(db, keyword) };
  }

  async function mine(principal: Principal) {
    const latest = await findLatestJoinRequestOf(db, principal.userId);
    if (!latest) return { request: null };
    return {
      request: toJoinRequest(latest.request, {
        id: latest.request.vendorId,
        name: latest.vendorName,
        ubn: latest.vendorUbn,
      }),
    };
  }

  async function create(principal: Principal, input: JoinRequestInput, context: ActionContext) {
    if (principal.vendor) throw AppError.of('LEAVE_VENDOR_FIRST');
    const vendor = await findVendorBrief(db, input.vendorId);
    if (vendor?.status !== 'active') throw AppError.of('NOT_FOUND', { field: 'vendorId' });
    return db.transaction(async (tx) => {
      if (await findPendingJoinRequestOf(tx, principal.userId)) throw AppError.of('JOIN_REQUEST_PENDING');
      const row = await insertJoinRequest(tx, {
        vendorId: vendor.id,
        userId: principal.userId,
        message: input.message || null,
      }).catch((error: unknown) =>
        rethrowUniqueViolation(error, {
          vendor_join_requests_one_pending: { code: 'JOIN_REQUEST_PENDING', field: 'vendorId' },
        }),
      );
      await recordAction(tx, context, {
        action: 'create',
        entityType: 'vendor-join-request',
        entityId: row.id,
        after: { vendorId: vendor.id, userId: principal.userId, message: row.message, status: row.status },
      });
      const me = await findUserBrief(tx, principal.userId);
      await mail.joinRequested(tx, vendor, me?.name ?? '', row.message ?? '');
      await notifyPeople(tx, {
        userIds: await findVendorPeopleIds(tx, vendor.id, ['owner', 'manager']),
        kind: 'join-request',
        entityId: row.id,
        link: '/review/apply',
        params: { status: 'pending', company: vendor.name, person: me?.name ?? '' },
      });
      return toJoinRequest(row, { id: vendor.id, name: vendor.name, ubn: vendor.ubn });
    });
  }

  async function withdraw(principal: Principal, context: ActionContext) {
    await db.transaction(async (tx) => {
      const pending = await findPendingJoinRequestOf(tx, principal.userId);
      if (!pending) throw AppError.of('JOIN_REQUEST_NOT_PENDING');
      await updateJoinRequest(tx, pending.id, { status: 'withdrawn', decidedAt: clock.now() });
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'vendor-join-request',
        entityId: pending.id,
        before: { status: 'pending' },
        after: { status: 'withdrawn' },
      });
    });
    return mine(principal);
  }

  return { directory, mine, create, withdraw };
}

export type JoinRequestService = ReturnType<typeof createJoinRequestService>;
