import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTickets, verificationCodes } from '../../db/schema';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type TicketPurpose = (typeof authTickets.$inferSelect)['purpose'];
export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(db: Database, values: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(values);
}

/** Earlier codes for the same purpose and address stop working when a new one is sent. */
export async function retireCodes(
  db: Database,
  purpose: CodePurpose,
  target: string,
  at: Date,
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function countCodesSince(db: Database, purpose: CodePurpose, target: string, since: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${verificationCodes.createdAt})`,
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        gt(verificationCodes.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
}

/** The newest code still open for this purpose and address, locked for the check. */
export async function findOpenCodeForUpdate(db: Database, purpose: CodePurpose, target: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function updateCode(
  db: Database,
  id: string,
  values: Partial<typeof verificationCodes.$inferInsert>,
) {
  await db.update(verificationCodes).set(values).where(eq(verificationCodes.id, id));
}

export async function insertTicket(db: Database, values: typeof authTickets.$inferInsert): Promise<void> {
  await db.insert(authTickets).values(values);
}

/** Marks the ticket used if it is open and current; returns it, or nothing. */
export async function consumeTicketRow(db: Database, purpose: TicketPurpose, tokenHash: string, at: Date) {
  const [row] = await db
    .update(authTickets)
    .set({ consumedAt: at })
    .where(
      and(
        eq(authTickets.purpose, purpose),
        eq(authTickets.tokenHash, tokenHash),
        isNull(authTickets.consumedAt),
        gt(authTickets.expiresAt, at),
      ),
    )
    .returning();
  return row;
}

/** Uses up every open ticket of this purpose for the user (a newer one replaces them). */
export async function retireUserTickets(db: Database, purpose: TicketPurpose, userId: string, at: Date) {
  await db
    .update(authTickets)
    .set({ consumedAt: at })
    .where(
      and(eq(authTickets.purpose, purpose), eq(authTickets.userId, userId), isNull(authTickets.consumedAt)),
    );
}
