import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vendorJoinRequests, vendors } from '../../db/vendor-schema';
import { containsPattern } from '../resources/list-sql';

export type JoinRequestRow = typeof vendorJoinRequests.$inferSelect;

export async function insertJoinRequest(db: Database, values: typeof vendorJoinRequests.$inferInsert) {
  const [row] = await db.insert(vendorJoinRequests).values(values).returning();
  if (!row) throw new Error('join request insert returned no row');
  return row;
}

export async function updateJoinRequest(
  db: Database,
  id: string,
  changes: Partial<Pick<JoinRequestRow, 'status' | 'role' | 'rejectReason' | 'decidedBy' | 'decidedAt'>>,
) {
  const [row] = await db
    .update(vendorJoinRequests)
    .set(changes)
    .where(eq(vendorJoinRequests.id, id))
    .returning();
  if (!row) throw new Error('updated join request not found');
  return row;
}

/** A join request to this vendor only (another vendor's is not found), locked for the decision. */
export async function findVendorJoinRequest(db: Database, vendorId: string, id: string) {
  const [row] = await db
    .select()
    .from(vendorJoinRequests)
    .where(and(eq(vendorJoinRequests.vendorId, vendorId), eq(vendorJoinRequests.id, id)))
    .for('update');
  return row;
}

export async function findPendingJoinRequestOf(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(vendorJoinRequests)
    .where(and(eq(vendorJoinRequests.userId, userId), eq(vendorJoinRequests.status, 'pending')))
    .for('update');
  return row;
}

/** A person's latest request, with the vendor's public name and UBN. */
export async function findLatestJoinRequestOf(db: Database, userId: string) {
  const [row] = await db
    .select({ request: vendorJoinRequests, vendorName: vendors.name, vendorUbn: vendors.ubn })
    .from(vendorJoinRequests)
    .innerJoin(vendors, eq(vendors.id, vendorJoinRequests.vendorId))
    .where(eq(vendorJoinRequests.userId, userId))
    .orderBy(desc(vendorJoinRequests.createdAt), desc(vendorJoinRequests.id))
    .limit(1);
  return row;
}

/** Active vendors by exact UBN (8 digits) or part of the name: public fields only, at most 20. */
export async function searchVendorDirectory(db: Database, keyword: string) {
  const normalized = keyword.normalize('NFKC').trim();
  const byUbn = /^\d{8}$/.test(normalized);
  return db
    .select({ id: vendors.id, ubn: vendors.ubn, name: vendors.name, nameEn: vendors.nameEn })
    .from(vendors)
    .where(
      and(
        eq(vendors.status, 'active'),
        byUbn
          ? eq(vendors.ubn, normalized)
          : sql`(${ilike(vendors.name, containsPattern(normalized))} or ${ilike(vendors.nameEn, containsPattern(normalized))})`,
      ),
    )
    .orderBy(vendors.name)
    .limit(20);
}
