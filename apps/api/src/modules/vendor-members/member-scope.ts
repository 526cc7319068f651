import type { VendorRole } from '@portal/contracts/permissions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hasPermission, type Principal } from '../../plugins/route-access';
import { findVendorBrief } from './vendor-members.repository';

/** Which vendor's people a call acts on, and with what rank. */
export interface MemberScope {
  vendorId: string;
  /** The caller's own role in that vendor; null for staff reaching another vendor. */
  myRole: VendorRole | null;
  /** The rank the caller acts with: their role, or `owner` for staff holding vendors:write. */
  acting: VendorRole | null;
  staff: boolean;
  canManage: boolean;
}

/**
 * Staff name a vendor (`?vendorId=`) and need vendors:read to read or vendors:write to change; everyone
 * else acts on their own vendor (an id naming it is fine, any other is refused). Reading needs any role;
 * changing needs owner or manager.
 */
export async function resolveScope(
  db: Database,
  principal: Principal,
  vendorId: string | undefined,
  need: 'read' | 'manage',
): Promise<MemberScope> {
  const own = principal.vendor;
  if (vendorId && vendorId !== own?.id) {
    if (!hasPermission(principal, need === 'read' ? 'vendors:read' : 'vendors:write'))
      throw AppError.of('FORBIDDEN');
    if (!(await findVendorBrief(db, vendorId))) throw AppError.of('NOT_FOUND', { field: 'vendorId' });
    const writes = hasPermission(principal, 'vendors:write');
    return { vendorId, myRole: null, acting: writes ? 'owner' : null, staff: true, canManage: writes };
  }
  if (!own) throw AppError.of('NOT_IN_VENDOR');
  const canManage = own.role !== 'member';
  if (need === 'manage' && !canManage) throw AppError.of('FORBIDDEN');
  return { vendorId: own.id, myRole: own.role, acting: own.role, staff: false, canManage };
}
