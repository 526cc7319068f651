import { and, asc, DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { insertByColumns } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

/**
 * Drizzle's query errors quote the statement's parameters, which here include the message body (a
 * code). Keep only the driver's error, so no caller can log the body by accident.
 */
function withoutParameters(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  return new Error(`outbox insert failed: ${error.cause?.message ?? 'unknown error'}`, {
    cause: error.cause,
  });
}

export async function insertOutboxMessage(db: Database, message: NewOutboxMessage): Promise<{ id: string }> {
  try {
    const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    throw withoutParameters(error);
  }
}

/** Many messages in one statement (a bulk import's mails), ids given by the caller. */
export async function insertOutboxMessages(
  db: Database,
  messages: (NewOutboxMessage & {
    id: string;
    subject: string | null;
    bodyHtml: string | null;
    sensitive: boolean;
  })[],
): Promise<void> {
  const t = outboxMessages;
  const of = <K extends keyof (typeof messages)[number]>(key: K) => messages.map((message) => message[key]);
  try {
    await insertByColumns(db, t, [
      { column: t.id, type: 'uuid', values: of('id') },
      { column: t.channel, type: 'text', values: of('channel') },
      { column: t.recipient, type: 'text', values: of('recipient') },
      { column: t.template, type: 'text', values: of('template') },
      { column: t.language, type: 'text', values: of('language') },
      { column: t.subject, type: 'text', values: of('subject') },
      { column: t.bodyText, type: 'text', values: of('bodyText') },
      { column: t.bodyHtml, type: 'text', values: of('bodyHtml') },
      { column: t.sensitive, type: 'boolean', values: of('sensitive') },
      { column: t.status, type: 'text', values: of('status') },
    ]);
  } catch (error) {
    throw withoutParameters(error);
  }
}

export async function findOutboxMessage(db: Database, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

/**
 * Locks the message for delivery. Nothing when it is invisible (not committed, or rolled back) or
 * when another worker holds it; `isVisible` tells the two apart.
 */
export async function lockMessage(db: Database, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id))
    .for('update', { skipLocked: true });
  return row;
}

export async function isVisible(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  return rows.length > 0;
}

export async function markSent(
  db: Database,
  id: string,
  result: { attempts: number; sentAt: Date; blankBody: boolean },
) {
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      attempts: result.attempts,
      sentAt: result.sentAt,
      lastError: null,
      ...(result.blankBody ? { bodyText: '', bodyHtml: null } : {}),
    })
    .where(eq(outboxMessages.id, id));
}

export async function markAttemptFailed(
  db: Database,
  id: string,
  result: { attempts: number; lastError: string; isFinal: boolean },
) {
  await db
    .update(outboxMessages)
    .set({
      attempts: result.attempts,
      lastError: result.lastError,
      ...(result.isFinal ? { status: 'failed' as const } : {}),
    })
    .where(eq(outboxMessages.id, id));
}

/** A message whose channel lost its transport (configuration changed): the outbox keeps it. */
export async function markStored(db: Database, id: string) {
  await db.update(outboxMessages).set({ status: 'stored' }).where(eq(outboxMessages.id, id));
}

/** Queued messages older than the given age, oldest first (by the database's clock). */
export async function findStaleQueuedIds(db: Database, olderThanSeconds: number, limit: number) {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, 'queued'),
        sql`${outboxMessages.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
      ),
    )
    .orderBy(asc(outboxMessages.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
