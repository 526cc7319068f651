import type { CompanyFields, VendorLevel } from '@portal/contracts/vendor';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findVendorByUbn, insertOwner, insertVendorUnlessUbnTaken } from './vendor-registration.repository';

// Other features ask through this module, not the repository.
export { findVendorByUbn };

export interface VendorRegistration {
  ubn: string;
  company: CompanyFields;
  level: VendorLevel;
  ownerId: string;
  /** The registry's mapped record when it was asked (kept as the first check). */
  registry?: { company: Record<string, unknown> | null; status: string | null; checkedAt: Date } | null;
}

export async function vendorAlreadyExists(db: Database, ubn: string, field = 'ubn'): Promise<AppError> {
  const existing = await findVendorByUbn(db, ubn);
  return AppError.of('VENDOR_ALREADY_EXISTS', {
    field,
    ...(existing ? { data: { vendorId: existing.id, vendorName: existing.name } } : {}),
  });
}

/**
 * Creates the vendor with its owner, inside the caller's transaction. The UBN's unique index decides a
 * race: the loser gets VENDOR_ALREADY_EXISTS (and its transaction, which must be rolled back, changes
 * nothing). The owner must belong to no vendor (vendor_members' primary key enforces it as well).
 */
export async function registerVendorWithOwner(tx: Database, registration: VendorRegistration) {
  const { company } = registration;
  const registryStatus = registration.registry?.status ?? null;
  const vendor = await insertVendorUnlessUbnTaken(tx, {
    ubn: registration.ubn,
    name: company.name,
    nameEn: company.nameEn || null,
    address: company.address,
    phone: company.phone,
    website: company.website || null,
    capital: company.capital ?? null,
    representative: company.representative,
    categories: company.categories,
    contact: {
      name: company.contact.name,
      contact_Title: company.contact.contact_Title || null,
      position: company.contact.position || null,
      email: company.contact.email,
      mobile: company.contact.mobile,
    },
    level: registration.level,
    certifiedAt: registration.level === 'certified' ? new Date() : null,
    ...(registration.registry
      ? {
          registryCheckedAt: registration.registry.checkedAt,
          registryStatus: registryStatus as 'active' | 'suspended' | 'revoked' | 'other' | null,
          registryFlagged: registryStatus !== null && registryStatus !== 'active',
          registrySnapshot: registration.registry.company,
        }
      : {}),
  });
  if (!vendor) throw await vendorAlreadyExists(tx, registration.ubn);
  if (!(await insertOwner(tx, registration.ownerId, vendor.id))) throw AppError.of('USER_ALREADY_IN_VENDOR');
  return vendor;
}
