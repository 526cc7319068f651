import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { vendorInvitations, vendors } from '../../db/vendor-schema';
import { countAll } from '../resources/list-sql';

export type InvitationRow = typeof vendorInvitations.$inferSelect;

export async function insertInvitation(db: Database, values: typeof vendorInvitations.$inferInsert) {
  const [row] = await db.insert(vendorInvitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned no row');
  return row;
}

export async function updateInvitation(
  db: Database,
  id: string,
  changes: Partial<Omit<typeof vendorInvitations.$inferInsert, 'id' | 'vendorId' | 'email'>>,
) {
  const [row] = await db
    .update(vendorInvitations)
    .set(changes)
    .where(eq(vendorInvitations.id, id))
    .returning();
  if (!row) throw new Error('updated invitation not found');
  return row;
}

/** An invitation of this vendor only (another vendor's is not found), locked for the change. */
export async function findVendorInvitation(db: Database, vendorId: string, id: string) {
  const [row] = await db
    .select()
    .from(vendorInvitations)
    .where(and(eq(vendorInvitations.vendorId, vendorId), eq(vendorInvitations.id, id)))
    .for('update');
  return row;
}

export async function findPendingInvitation(db: Database, vendorId: string, email: string) {
  const [row] = await db
    .select({ id: vendorInvitations.id })
    .from(vendorInvitations)
    .where(
      and(
        eq(vendorInvitations.vendorId, vendorId),
        eq(vendorInvitations.email, email),
        eq(vendorInvitations.status, 'pending'),
      ),
    );
  return row;
}

/** The invitation a link's token names, with its vendor's name; `forUpdate` locks the invitation. */
export async function findInvitationByTokenHash(
  db: Database,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ invitation: vendorInvitations, vendorName: vendors.name, inviterName: users.name })
    .from(vendorInvitations)
    .innerJoin(vendors, eq(vendors.id, vendorInvitations.vendorId))
    .leftJoin(users, eq(users.id, vendorInvitations.invitedBy))
    .where(eq(vendorInvitations.tokenHash, tokenHash));
  const [row] = options.forUpdate ? await query.for('update', { of: vendorInvitations }) : await query;
  return row;
}

/** Mails sent by the vendor since `since` (first sends and resends alike, counted by their latest send). */
export async function countVendorInvitationsSince(db: Database, vendorId: string, since: Date) {
  const [row] = await db
    .select(countAll)
    .from(vendorInvitations)
    .where(and(eq(vendorInvitations.vendorId, vendorId), gt(vendorInvitations.sentAt, since)));
  return row?.count ?? 0;
}

/** Whether any vendor mailed this address since `since`. */
export async function addressInvitedSince(db: Database, email: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: vendorInvitations.id })
    .from(vendorInvitations)
    .where(and(eq(vendorInvitations.email, email), gt(vendorInvitations.sentAt, since)))
    .limit(1);
  return Boolean(row);
}

/** The vendor's pending invitations, newest first. */
export async function listPendingInvitations(db: Database, vendorId: string) {
  return db
    .select({ invitation: vendorInvitations, invitedByName: users.name })
    .from(vendorInvitations)
    .leftJoin(users, eq(users.id, vendorInvitations.invitedBy))
    .where(and(eq(vendorInvitations.vendorId, vendorId), eq(vendorInvitations.status, 'pending')))
    .orderBy(desc(vendorInvitations.createdAt))
    .limit(500);
}

/** The account using an address (stored NFKC lower case), if any. */
export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(eq(users.email, sql`${email}`));
  return row;
}
