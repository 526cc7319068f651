import { formatTaiwanMobile } from '@portal/contracts/identity-rules';
import type { Member, MemberListItem } from '@portal/contracts/vendor-member';
import type { MemberRow, MemberView, PendingRequestView } from './vendor-members.repository';

const mobileOf = (mobile: string | null) =>
  mobile?.startsWith('+886') ? formatTaiwanMobile(mobile) : mobile;

export function toMember(row: MemberView): Member {
  return {
    id: row.userId,
    kind: 'member',
    userId: row.userId,
    name: row.name,
    email: row.email,
    mobile: mobileOf(row.mobile),
    role: row.role,
    jobTitle: row.jobTitle,
    accountStatus: row.accountStatus,
    message: null,
    createdTime: row.createdAt.toISOString(),
  };
}

export function toPendingItem(row: PendingRequestView): MemberListItem {
  return {
    id: row.request.id,
    kind: 'request',
    userId: row.request.userId,
    name: row.name,
    email: row.email,
    mobile: mobileOf(row.mobile),
    role: null,
    jobTitle: null,
    accountStatus: row.accountStatus,
    message: row.request.message,
    createdTime: row.request.createdAt.toISOString(),
  };
}

/** What the action log keeps of a membership (before and after a change). */
export function memberSnapshot(row: MemberRow | undefined) {
  return row ? { vendorId: row.vendorId, userId: row.userId, role: row.role, jobTitle: row.jobTitle } : null;
}
