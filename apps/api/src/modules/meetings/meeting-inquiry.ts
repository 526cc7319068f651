import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hasPermission, type Principal } from '../../plugins/route-access';
import { sideIn } from '../inquiries/inquiry-access';
import { inquiryParties } from './meeting-inquiry.repository';

export type InquiryParties = NonNullable<Awaited<ReturnType<typeof inquiryParties>>>;

/**
 * The inquiry a proposal names, if the proposer may use it: its buyer, someone who answers for its
 * vendor, or staff holding `meetings:arrange`. Anyone else learns nothing (404, as for a missing thread).
 */
export async function inquiryOfProposer(
  db: Database,
  principal: Principal,
  inquiryId: string,
): Promise<InquiryParties> {
  const parties = await inquiryParties(db, inquiryId);
  if (!parties) throw AppError.of('NOT_FOUND');
  if (principal.vendor || !hasPermission(principal, 'meetings:arrange')) {
    await sideIn(db, principal, parties);
  }
  return parties;
}

/** A meeting from an inquiry is between that inquiry's vendor and its buyer. */
export function requireSameParties(
  parties: InquiryParties,
  counterpart: { vendorId: string; personUserId: string },
): void {
  if (counterpart.vendorId !== parties.vendorId) {
    throw AppError.of('MEETING_INQUIRY_VENDOR_MISMATCH', { field: 'vendorId' });
  }
  if (counterpart.personUserId !== parties.buyerUserId) {
    throw AppError.of('MEETING_INQUIRY_PERSON_MISMATCH', { field: 'personUserId' });
  }
}
