import type { CompanyFields, VendorLevel } from '@portal/contracts/vendor';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vendorMembers, vendors } from '../../db/vendor-schema';
import { AppError } from '../../lib/app-error';

export interface VendorRegistration {
  ubn: string;
  company: CompanyFields;
  level: VendorLevel;
  ownerId: string;
  /** The registry's mapped record when it was asked (kept as the first check). */
  registry?: { company: Record<string, unknown> | null; status: string | null; checkedAt: Date } | null;
}

/** The vendor holding a UBN, if any: its public name goes with VENDOR_ALREADY_EXISTS. */
export async function findVendorByUbn(db: Database, ubn: string) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.ubn, ubn))
    .limit(1);
  return row;
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
  const inserted = await tx
    .insert(vendors)
    .values({
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
    })
    .onConflictDoNothing({ target: vendors.ubn })
    .returning();
  const vendor = inserted[0];
  if (!vendor) throw await vendorAlreadyExists(tx, registration.ubn);
  const member = await tx
    .insert(vendorMembers)
    .values({ userId: registration.ownerId, vendorId: vendor.id, role: 'owner' })
    .onConflictDoNothing()
    .returning();
  if (member.length === 0) throw AppError.of('USER_ALREADY_IN_VENDOR');
  return vendor;
}
