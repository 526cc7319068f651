import type { vendorListQuerySchema } from '@portal/contracts/vendor';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { vendorMembers, vendors } from '../../db/vendor-schema';
import { countAll, keywordCondition, orderByOf, pageWithTotal } from '../resources/list-sql';
import { listKey } from '../resources/list-totals';
import { pageIdColumns } from '../resources/page-ids';
import { pageDetails, pageRows } from '../resources/page-rows';

export type VendorRow = typeof vendors.$inferSelect;
export type VendorChanges = Partial<Omit<typeof vendors.$inferInsert, 'id' | 'ubn' | 'createdAt'>>;
export type VendorListQuery = z.output<typeof vendorListQuerySchema>;

/** One vendor; `forUpdate` locks its row (a change reads `before` this way). */
export async function findVendorRow(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VendorRow | undefined> {
  const query = db.select().from(vendors).where(eq(vendors.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateVendorRow(db: Database, id: string, changes: VendorChanges): Promise<VendorRow> {
  const [row] = await db
    .update(vendors)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(vendors.id, id))
    .returning();
  if (!row) throw new Error('updated vendor not found');
  return row;
}

/** The vendor's role of a user, read in the transaction (null: the user belongs to none). */
export async function findMembership(db: Database, userId: string) {
  const [row] = await db
    .select({ vendorId: vendorMembers.vendorId, role: vendorMembers.role })
    .from(vendorMembers)
    .where(eq(vendorMembers.userId, userId));
  return row ?? null;
}

/** A user who may become an owner, locked: two creations naming the same person run one after the other. */
export async function lockUser(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * `table.column`, always qualified: drizzle writes a single-table select's columns bare, which inside a
 * correlated subquery would bind to the subquery's own tables (`users.id`, `vendor_members.created_at`).
 */
const qualified = (table: PgTable, column: PgColumn) => sql`${table}.${sql.identifier(column.name)}`;

const vendorId = qualified(vendors, vendors.id);
const memberVendorId = qualified(vendorMembers, vendorMembers.vendorId);

const memberCount = sql<number>`(select count(*)::int from ${vendorMembers} where ${memberVendorId} = ${vendorId})`;

/** The first owner's name (a vendor may have several owners; the earliest is the one shown). */
const ownerName = sql<string | null>`(select ${qualified(users, users.name)} from ${vendorMembers}
  join ${users} on ${qualified(users, users.id)} = ${qualified(vendorMembers, vendorMembers.userId)}
  where ${memberVendorId} = ${vendorId} and ${qualified(vendorMembers, vendorMembers.role)} = 'owner'
  order by ${qualified(vendorMembers, vendorMembers.createdAt)}, ${qualified(users, users.id)} limit 1)`;

const listColumns = {
  id: vendors.id,
  ubn: vendors.ubn,
  name: vendors.name,
  level: vendors.level,
  status: vendors.status,
  memberCount,
  ownerName,
  registryCheckedAt: vendors.registryCheckedAt,
  registryStatus: vendors.registryStatus,
  registryFlagged: vendors.registryFlagged,
  createdAt: vendors.createdAt,
};

/** The register's vendors; `selection`: the list's columns, and whatever a page adds. */
function selectVendorList(db: Database, selection: typeof listColumns = listColumns) {
  return db.select(selection).from(vendors);
}

export type VendorListRow = Awaited<ReturnType<typeof selectVendorList>>[number];

/** The register's rows of a page, as one prepared statement (`pageDetails`). */
function vendorPages(db: Database) {
  return pageDetails<VendorListRow, typeof listColumns>(
    db,
    'vendor_list_by_id',
    vendors,
    listColumns,
    (selection, byIds) => selectVendorList(db, selection).where(byIds),
  );
}

function vendorWhere(filters: VendorListQuery['condition'] = {}): SQL | undefined {
  return and(
    // keywordCondition applies NFKC: a UBN typed in full-width digits finds the vendor.
    keywordCondition(filters.keyword, [vendors.name, vendors.nameEn, vendors.ubn]),
    filters.level ? eq(vendors.level, filters.level) : undefined,
    filters.registryFlagged === undefined ? undefined : eq(vendors.registryFlagged, filters.registryFlagged),
  );
}

/** The register: one page of vendors with their member count and owner, and the total. */
export async function listVendorRows<Item>(
  db: Database,
  query: VendorListQuery,
  toItem: (row: VendorListRow) => Item,
) {
  const where = vendorWhere(query.condition);
  // The page's ids picked inside the statement reading their rows (member count, owner), which then
  // run for those 20 only.
  const order = orderByOf(
    query.sortings,
    {
      name: vendors.name,
      ubn: vendors.ubn,
      createdTime: vendors.createdAt,
      // Never checked sorts as the oldest check.
      registryCheckedTime: sql`coalesce(${vendors.registryCheckedAt}, '-infinity'::timestamptz)`,
    },
    [sql`${vendors.createdAt} desc`, sql`${vendors.id} desc`],
  );
  // The rows depend on the filter alone (the register is the same for everyone who may read it).
  const key = listKey('vendors', query.condition);
  const page = pageRows({
    query,
    rows: (seek) => db.select(pageIdColumns(vendors)).from(vendors).where(and(where, seek)).$dynamic(),
    table: vendors,
    chosenOrder: order,
    key,
    details: vendorPages(db),
  });
  return pageWithTotal(page, db.select(countAll).from(vendors).where(where), toItem, { key });
}
