import type { InquiryMailbox, InquirySide } from '@portal/contracts/inquiry';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../plugins/route-access';
import type { MailboxScope, ThreadRow } from './inquiries.repository';
import { isAllowedAnswerer } from './inquiry-people.repository';

/**
 * Who answers for a vendor: its owners and managers, and the members an owner allowed. Nothing else
 * gives access to a thread: no staff permission reaches the mailbox (a thread is between two parties).
 */
async function answersFor(db: Database, principal: Principal, vendorId: string): Promise<boolean> {
  const own = principal.vendor;
  if (!own || own.id !== vendorId) return false;
  if (own.role === 'owner' || own.role === 'manager') return true;
  return isAllowedAnswerer(db, principal.userId, vendorId);
}

/** The caller's mailbox: a vendor's answerer reads the vendor's threads; a person in no vendor, their own. */
export async function mailboxOf(
  db: Database,
  principal: Principal,
): Promise<{ scope: MailboxScope | null; mailbox: Omit<InquiryMailbox, 'unreadCount'> }> {
  const own = principal.vendor;
  if (!own) {
    return {
      scope: { side: 'buyer', userId: principal.userId, vendorId: null },
      mailbox: { side: 'buyer', canCompose: true, canChooseAnswerers: false },
    };
  }
  const canChooseAnswerers = own.role === 'owner';
  if (!(await answersFor(db, principal, own.id))) {
    return { scope: null, mailbox: { side: 'none', canCompose: false, canChooseAnswerers } };
  }
  return {
    scope: { side: 'vendor', userId: principal.userId, vendorId: own.id },
    mailbox: { side: 'vendor', canCompose: false, canChooseAnswerers },
  };
}

/**
 * The caller's side in the thread, or 404 for everyone outside it (the same answer as a thread that
 * does not exist, so nobody learns which ids are in use).
 */
export async function sideIn(
  db: Database,
  principal: Principal,
  thread: Pick<ThreadRow, 'buyerUserId' | 'vendorId'>,
): Promise<InquirySide> {
  if (thread.buyerUserId === principal.userId) return 'buyer';
  if (await answersFor(db, principal, thread.vendorId)) return 'vendor';
  throw AppError.of('NOT_FOUND');
}

/** Owners choose which members answer; anyone else is refused. */
export function ownerVendorOf(principal: Principal): string {
  if (principal.vendor?.role !== 'owner') throw AppError.of('OWNER_ONLY');
  return principal.vendor.id;
}
