import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vendorMembers, vendors } from '../../db/vendor-schema';

export type NewVendor = typeof vendors.$inferInsert;

/** The vendor holding a UBN, if any: its public name goes with VENDOR_ALREADY_EXISTS. */
export async function findVendorByUbn(db: Database, ubn: string) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.ubn, ubn))
    .limit(1);
  return row;
}

/** Inserts the vendor unless its UBN is taken (the unique index decides a race): undefined then. */
export async function insertVendorUnlessUbnTaken(db: Database, vendor: NewVendor) {
  const [row] = await db
    .insert(vendors)
    .values(vendor)
    .onConflictDoNothing({ target: vendors.ubn })
    .returning();
  return row;
}

/** Makes the user the vendor's owner; false when the user already belongs to a vendor. */
export async function insertOwner(db: Database, userId: string, vendorId: string): Promise<boolean> {
  const rows = await db
    .insert(vendorMembers)
    .values({ userId, vendorId, role: 'owner' })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}
