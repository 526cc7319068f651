import type { RegistryLookupResult } from '@portal/contracts/registry';
import { registryCompanySchema } from '@portal/contracts/registry';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registryLookups, vendors } from '../../db/vendor-schema';

/** The cached answer for a number if fetched at or after `freshSince`; a row that no longer parses is ignored. */
export async function findCachedLookup(
  db: Database,
  ubn: string,
  freshSince: Date,
): Promise<RegistryLookupResult | null> {
  const [row] = await db.select().from(registryLookups).where(eq(registryLookups.ubn, ubn)).limit(1);
  if (!row || row.fetchedAt < freshSince) return null;
  if (!row.found) return { found: false };
  const company = registryCompanySchema.safeParse(row.company);
  return company.success ? { found: true, company: company.data } : null;
}

export async function saveLookup(
  db: Database,
  ubn: string,
  result: RegistryLookupResult,
  fetchedAt: Date,
): Promise<void> {
  const values = {
    found: result.found,
    company: result.found ? { ...result.company } : null,
    fetchedAt,
  };
  await db
    .insert(registryLookups)
    .values({ ubn, ...values })
    .onConflictDoUpdate({ target: registryLookups.ubn, set: values });
}

export interface VendorRegistryState {
  id: string;
  ubn: string;
  registryStatus: string | null;
  registryFlagged: boolean;
}

/** Every vendor's number and last registry state, longest-unchecked first. */
export async function listVendorsToRecheck(db: Database): Promise<VendorRegistryState[]> {
  return db
    .select({
      id: vendors.id,
      ubn: vendors.ubn,
      registryStatus: vendors.registryStatus,
      registryFlagged: vendors.registryFlagged,
    })
    .from(vendors)
    .orderBy(sql`${vendors.registryCheckedAt} asc nulls first`, asc(vendors.id));
}

/** Stores one vendor's registry check (`db` is usually the caller's transaction). */
export async function saveVendorRegistryCheck(
  db: Database,
  vendorId: string,
  check: {
    checkedAt: Date;
    registryStatus: (typeof vendors.$inferSelect)['registryStatus'];
    registryFlagged: boolean;
    snapshot: Record<string, unknown> | null;
  },
): Promise<void> {
  await db
    .update(vendors)
    .set({
      registryCheckedAt: check.checkedAt,
      registryStatus: check.registryStatus,
      registryFlagged: check.registryFlagged,
      registrySnapshot: check.snapshot,
    })
    .where(eq(vendors.id, vendorId));
}
