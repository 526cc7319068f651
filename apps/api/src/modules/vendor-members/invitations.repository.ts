import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { insertByColumns } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { vendorInvitations, vendorMembers, vendors } from '../../db/vendor-schema';
import { countAll } from '../resources/list-sql';

export type InvitationRow = typeof vendorInvitations.$inferSelect;

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

/** Many invitations in one statement (a bulk import's chunk): the rows as given, ids included. */
export async function insertInvitations(db: Database, rows: InvitationRow[]) {
  const t = vendorInvitations;
  const of = <K extends keyof InvitationRow>(key: K) => rows.map((row) => row[key]);
  await insertByColumns(db, t, [
    { column: t.id, type: 'uuid', values: of('id') },
    { column: t.vendorId, type: 'uuid', values: of('vendorId') },
    { column: t.email, type: 'text', values: of('email') },
    { column: t.name, type: 'text', values: of('name') },
    { column: t.role, type: 'text', values: of('role') },
    { column: t.tokenHash, type: 'text', values: of('tokenHash') },
    { column: t.status, type: 'text', values: of('status') },
    { column: t.language, type: 'text', values: of('language') },
    { column: t.invitedBy, type: 'uuid', values: of('invitedBy') },
    { column: t.sentAt, type: 'timestamptz', values: of('sentAt') },
    { column: t.expiresAt, type: 'timestamptz', values: of('expiresAt') },
    { column: t.decidedBy, type: 'uuid', values: of('decidedBy') },
    { column: t.decidedAt, type: 'timestamptz', values: of('decidedAt') },
    { column: t.createdAt, type: 'timestamptz', values: of('createdAt') },
  ]);
}

/**
 * What the invitation rules need to know of many addresses at once: the account using each (its
 * language and vendor), which have a pending invitation to this vendor, and which any vendor mailed
 * since `since`. Three queries, whatever the number of addresses.
 */
export async function invitationFactsOf(db: Database, vendorId: string, emails: string[], since: Date) {
  if (emails.length === 0)
    return {
      accounts: new Map<string, AccountFacts>(),
      pending: new Set<string>(),
      mailed: new Set<string>(),
    };
  // One after another: inside a transaction they share one connection.
  const accountRows = await db
    .select({
      email: users.email,
      id: users.id,
      language: users.language,
      vendorId: vendorMembers.vendorId,
    })
    .from(users)
    .leftJoin(vendorMembers, eq(vendorMembers.userId, users.id))
    .where(inArray(users.email, emails));
  const pendingRows = await db
    .select({ email: vendorInvitations.email })
    .from(vendorInvitations)
    .where(
      and(
        eq(vendorInvitations.vendorId, vendorId),
        eq(vendorInvitations.status, 'pending'),
        inArray(vendorInvitations.email, emails),
      ),
    );
  const mailedRows = await db
    .selectDistinct({ email: vendorInvitations.email })
    .from(vendorInvitations)
    .where(and(inArray(vendorInvitations.email, emails), gt(vendorInvitations.sentAt, since)));
  const accounts = new Map<string, AccountFacts>();
  for (const row of accountRows)
    if (row.email) accounts.set(row.email, { id: row.id, language: row.language, vendorId: row.vendorId });
  return {
    accounts,
    pending: new Set(pendingRows.map((row) => row.email)),
    mailed: new Set(mailedRows.map((row) => row.email)),
  };
}

export interface AccountFacts {
  id: string;
  language: 'zh-Hant' | 'en';
  vendorId: string | null;
}
