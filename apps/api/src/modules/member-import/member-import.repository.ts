import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { columnArray, insertByColumns } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
// The stored problem's shape, for the module's other files (they may not import the schema itself).
import type { ImportProblemRecord } from '../../db/member-import-schema';
import { memberImportRows, memberImports } from '../../db/member-import-schema';

export type { ImportProblemRecord };

import { users } from '../../db/schema';
import { vendorInvitations, vendorMembers } from '../../db/vendor-schema';

export type ImportRecord = typeof memberImports.$inferSelect;
export type ImportRowRecord = typeof memberImportRows.$inferSelect;

export async function insertImport(db: Database, values: typeof memberImports.$inferInsert) {
  const [row] = await db.insert(memberImports).values(values).returning();
  if (!row) throw new Error('import insert returned no row');
  return row;
}

/** The preview's rows in one statement (one array parameter per column). */
export async function insertImportRows(db: Database, rows: (typeof memberImportRows.$inferSelect)[]) {
  const t = memberImportRows;
  const of = <K extends keyof ImportRowRecord>(key: K) => rows.map((row) => row[key]);
  await insertByColumns(db, t, [
    { column: t.importId, type: 'uuid', values: of('importId') },
    { column: t.rowNumber, type: 'int', values: of('rowNumber') },
    { column: t.name, type: 'text', values: of('name') },
    { column: t.email, type: 'text', values: of('email') },
    { column: t.mobile, type: 'text', values: of('mobile') },
    { column: t.jobTitle, type: 'text', values: of('jobTitle') },
    { column: t.role, type: 'text', values: of('role') },
    { column: t.verdict, type: 'text', values: of('verdict') },
    { column: t.state, type: 'text', values: of('state') },
    { column: t.problems, type: 'jsonb', values: of('problems') },
    { column: t.invitationId, type: 'uuid', values: of('invitationId') },
    { column: t.doneAt, type: 'timestamptz', values: of('doneAt') },
  ]);
}

/** An import of this vendor (another vendor's is not found); locked when asked. */
export async function findImport(
  db: Database,
  vendorId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(memberImports)
    .where(and(eq(memberImports.id, id), eq(memberImports.vendorId, vendorId)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function lockImportById(db: Database, id: string) {
  const [row] = await db.select().from(memberImports).where(eq(memberImports.id, id)).for('update');
  return row;
}

export async function listImportRows(db: Database, importId: string) {
  return db
    .select()
    .from(memberImportRows)
    .where(eq(memberImportRows.importId, importId))
    .orderBy(asc(memberImportRows.rowNumber));
}

/** The next rows still to apply, in sheet order. */
export async function nextWaitingRows(db: Database, importId: string, limit: number) {
  return db
    .select()
    .from(memberImportRows)
    .where(and(eq(memberImportRows.importId, importId), eq(memberImportRows.state, 'waiting')))
    .orderBy(asc(memberImportRows.rowNumber))
    .limit(limit);
}

/** What applying did with each row of a chunk: one statement for the whole chunk. */
export async function markRows(
  db: Database,
  importId: string,
  outcomes: {
    rowNumber: number;
    state: 'done' | 'failed';
    invitationId: string | null;
    problems: ImportProblemRecord[];
  }[],
  now: Date,
) {
  if (outcomes.length === 0) return;
  // One array parameter per column (unnest): a short statement whatever the chunk's size.
  await db.execute(sql`
    update ${memberImportRows} set
      state = v.state, invitation_id = v.invitation_id, problems = v.problems, done_at = ${now}
    from unnest(
      ${columnArray(
        'int',
        outcomes.map((row) => row.rowNumber),
      )},
      ${columnArray(
        'text',
        outcomes.map((row) => row.state),
      )},
      ${columnArray(
        'uuid',
        outcomes.map((row) => row.invitationId),
      )},
      ${columnArray(
        'jsonb',
        outcomes.map((row) => row.problems),
      )}
    ) as v(row_number, state, invitation_id, problems)
    where ${memberImportRows.importId} = ${importId} and ${memberImportRows.rowNumber} = v.row_number`);
}

export async function updateImport(
  db: Database,
  id: string,
  changes: Partial<Omit<typeof memberImports.$inferInsert, 'id' | 'vendorId'>>,
) {
  const [row] = await db.update(memberImports).set(changes).where(eq(memberImports.id, id)).returning();
  if (!row) throw new Error('updated import not found');
  return row;
}

/** Adds to the done and failed counters (inside the transaction that marked the rows). */
export async function addProgress(db: Database, id: string, done: number, failed: number, now: Date) {
  await db
    .update(memberImports)
    .set({
      doneRows: sql`${memberImports.doneRows} + ${done}`,
      failedRows: sql`${memberImports.failedRows} + ${failed}`,
      heartbeatAt: now,
    })
    .where(eq(memberImports.id, id));
}

/** For each address that has an account: the vendor it belongs to (null: none). */
export async function membershipsByEmail(db: Database, emails: string[]) {
  const found = new Map<string, string | null>();
  for (let at = 0; at < emails.length; at += 5_000) {
    const rows = await db
      .select({ email: users.email, vendorId: vendorMembers.vendorId })
      .from(users)
      .leftJoin(vendorMembers, eq(vendorMembers.userId, users.id))
      .where(inArray(users.email, emails.slice(at, at + 5_000)));
    for (const row of rows) if (row.email) found.set(row.email, row.vendorId);
  }
  return found;
}

/** The addresses among these with a pending invitation to this vendor. */
export async function pendingInvitationEmails(db: Database, vendorId: string, emails: string[]) {
  const found = new Set<string>();
  for (let at = 0; at < emails.length; at += 5_000) {
    const rows = await db
      .select({ email: vendorInvitations.email })
      .from(vendorInvitations)
      .where(
        and(
          eq(vendorInvitations.vendorId, vendorId),
          eq(vendorInvitations.status, 'pending'),
          inArray(vendorInvitations.email, emails.slice(at, at + 5_000)),
        ),
      );
    for (const row of rows) found.add(row.email);
  }
  return found;
}

/**
 * Rows this vendor turned into invitations by import since a time, plus the rows of its applied imports
 * still waiting (they are already promised): the import's own daily cap counts both, so imports queued
 * side by side cannot pass it together.
 */
export async function countImportedSince(db: Database, vendorId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberImportRows)
    .innerJoin(memberImports, eq(memberImports.id, memberImportRows.importId))
    .where(
      and(
        eq(memberImports.vendorId, vendorId),
        or(
          and(eq(memberImportRows.state, 'done'), gt(memberImportRows.doneAt, since)),
          and(eq(memberImportRows.state, 'waiting'), inArray(memberImports.status, ['queued', 'running'])),
        ),
      ),
    );
  return row?.count ?? 0;
}

/** Applied imports whose worker went quiet (its process stopped or died): to be picked up again. */
export async function findStalledImports(db: Database, quietSince: Date) {
  return db
    .select({ id: memberImports.id })
    .from(memberImports)
    .where(
      and(
        inArray(memberImports.status, ['queued', 'running']),
        or(lt(memberImports.heartbeatAt, quietSince), sql`${memberImports.heartbeatAt} is null`),
      ),
    );
}

/** Previews never applied, past their expiry: their rows go with them. */
export async function deleteExpiredPreviews(db: Database, now: Date) {
  await db
    .delete(memberImports)
    .where(and(eq(memberImports.status, 'preview'), lt(memberImports.expiresAt, now)));
}
