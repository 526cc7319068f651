import type { RegistryLookupResult } from '@portal/contracts/registry';
import { registryCompanySchema } from '@portal/contracts/registry';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registryLookups } from '../../db/vendor-schema';

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
