import type { VendorRole } from '@portal/contracts/permissions';
import type { memberListQuerySchema } from '@portal/contracts/vendor-member';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { personKeyword } from '../../db/person-keyword';
import { users } from '../../db/schema';
import { vendorJoinRequests, vendorMemberCounts, vendorMembers, vendors } from '../../db/vendor-schema';
import { countAll, offsetOf, orderByOf, pageWithTotal } from '../resources/list-sql';

export type MemberListQuery = z.output<typeof memberListQuerySchema>;
export type MemberRow = typeof vendorMembers.$inferSelect;

/**
 * Locks the vendor's row: every change to its people runs after this, one at a time per vendor, so two
 * concurrent demotions (or removals) of its last two owners cannot both see "another owner remains".
 */
export async function lockVendor(db: Database, vendorId: string) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name, ubn: vendors.ubn, status: vendors.status })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for('update');
  return row;
}

export async function findVendorBrief(db: Database, vendorId: string) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name, ubn: vendors.ubn, status: vendors.status })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return row;
}

export async function countOwners(db: Database, vendorId: string): Promise<number> {
  const [row] = await db
    .select(countAll)
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.role, 'owner')));
  return row?.count ?? 0;
}

/** Anyone's membership (in any vendor). */
export async function findMembershipOf(db: Database, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(vendorMembers).where(eq(vendorMembers.userId, userId));
  return row;
}

/** A member of this vendor only: another vendor's people are not found here (BOLA). */
export async function findMemberInVendor(db: Database, vendorId: string, userId: string) {
  const [row] = await db
    .select()
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.userId, userId)));
  return row;
}

export async function insertMember(
  db: Database,
  values: { vendorId: string; userId: string; role: VendorRole; jobTitle?: string | null },
): Promise<boolean> {
  const rows = await db.insert(vendorMembers).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function updateMember(
  db: Database,
  vendorId: string,
  userId: string,
  changes: { role?: VendorRole; jobTitle?: string | null },
): Promise<MemberRow> {
  const [row] = await db
    .update(vendorMembers)
    .set(changes)
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.userId, userId)))
    .returning();
  if (!row) throw new Error('updated member not found');
  return row;
}

export async function deleteMember(db: Database, vendorId: string, userId: string): Promise<void> {
  await db
    .delete(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.userId, userId)));
}

/** The people the vendor's mails go to: owners (and managers when asked), with their address and language. */
export async function findVendorLeaders(db: Database, vendorId: string, roles: VendorRole[]) {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      role: vendorMembers.role,
    })
    .from(vendorMembers)
    .innerJoin(users, eq(users.id, vendorMembers.userId))
    .where(eq(vendorMembers.vendorId, vendorId));
  return rows.filter((row) => roles.includes(row.role) && row.email);
}

/** Everyone of the vendor holding one of `roles`, with or without an e-mail (the bell needs none). */
export async function findVendorPeopleIds(db: Database, vendorId: string, roles: VendorRole[]) {
  const rows = await db
    .select({ userId: vendorMembers.userId })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), inArray(vendorMembers.role, roles)));
  return rows.map((row) => row.userId);
}

export async function findUserBrief(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      language: users.language,
      passwordHash: users.passwordHash,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const memberColumns = {
  userId: vendorMembers.userId,
  role: vendorMembers.role,
  jobTitle: vendorMembers.jobTitle,
  createdAt: vendorMembers.createdAt,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  accountStatus: users.status,
};
export type MemberView = {
  userId: string;
  role: VendorRole;
  jobTitle: string | null;
  createdAt: Date;
  name: string;
  email: string | null;
  mobile: string | null;
  accountStatus: 'active' | 'disabled';
};

export async function findMemberView(db: Database, vendorId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(vendorMembers)
    .innerJoin(users, eq(users.id, vendorMembers.userId))
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.userId, userId)));
  return row as MemberView | undefined;
}

/**
 * One page of a vendor's members (newest first unless sorted), with the total. The total is counted
 * cheaply: without a filter it is the vendor's kept count (`vendor_member_counts`); a search (or a filter
 * on the person's account) runs its page first, and a page that is not full ends the list, so its total
 * needs no second search.
 */
export async function listMembers(db: Database, vendorId: string, query: MemberListQuery) {
  const keyword = personKeyword(query.condition?.keyword);
  const role = query.condition?.role;
  const accountStatus = query.condition?.accountStatus;
  const where = and(
    eq(vendorMembers.vendorId, vendorId),
    keyword,
    role ? eq(vendorMembers.role, role) : undefined,
    accountStatus ? eq(users.status, accountStatus) : undefined,
  );
  const roleRank = sql`case ${vendorMembers.role} when 'owner' then 1 when 'manager' then 2 else 3 end`;
  const offset = offsetOf(query);
  const page = db
    .select(memberColumns)
    .from(vendorMembers)
    .innerJoin(users, eq(users.id, vendorMembers.userId))
    .where(where)
    .orderBy(
      ...orderByOf(
        query.sortings,
        { name: users.name, email: users.email, role: roleRank, createdTime: vendorMembers.createdAt },
        [desc(vendorMembers.createdAt), desc(vendorMembers.userId)],
      ),
    )
    .limit(query.pageSize)
    .offset(offset);
  const toView = (rows: unknown[]) => rows as MemberView[];
  if (keyword || accountStatus) {
    const rows = toView(await page);
    if (rows.length < query.pageSize && (rows.length > 0 || offset === 0))
      return { totalCount: offset + rows.length, data: rows };
    const [counted] = await db
      .select(countAll)
      .from(vendorMembers)
      .innerJoin(users, eq(users.id, vendorMembers.userId))
      .where(where);
    return { totalCount: counted?.count ?? 0, data: rows };
  }
  // Without a search or an account filter the count needs no person (every member has an account).
  const total = role
    ? db.select(countAll).from(vendorMembers).where(where)
    : db
        .select({ count: vendorMemberCounts.members })
        .from(vendorMemberCounts)
        .where(eq(vendorMemberCounts.vendorId, vendorId));
  const [rows, [counted]] = await Promise.all([page, total]);
  return { totalCount: counted?.count ?? 0, data: toView(rows) };
}

export type JoinRequestRow = typeof vendorJoinRequests.$inferSelect;

const requestColumns = {
  request: vendorJoinRequests,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  accountStatus: users.status,
};

/** A vendor's pending join requests (oldest first unless sorted), with the total. */
export async function listPendingRequests(db: Database, vendorId: string, query: MemberListQuery) {
  const accountStatus = query.condition?.accountStatus;
  const where = and(
    eq(vendorJoinRequests.vendorId, vendorId),
    eq(vendorJoinRequests.status, 'pending'),
    personKeyword(query.condition?.keyword),
    accountStatus ? eq(users.status, accountStatus) : undefined,
  );
  return pageWithTotal(
    db
      .select(requestColumns)
      .from(vendorJoinRequests)
      .innerJoin(users, eq(users.id, vendorJoinRequests.userId))
      .where(where)
      .orderBy(
        ...orderByOf(
          query.sortings?.filter((sorting) => sorting.field !== 'role'),
          {
            name: users.name,
            email: users.email,
            role: users.name,
            createdTime: vendorJoinRequests.createdAt,
          },
          [asc(vendorJoinRequests.createdAt), asc(vendorJoinRequests.id)],
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select(countAll)
      .from(vendorJoinRequests)
      .innerJoin(users, eq(users.id, vendorJoinRequests.userId))
      .where(where),
    (row) => row,
  );
}
export type PendingRequestView = Awaited<ReturnType<typeof listPendingRequests>>['data'][number];
