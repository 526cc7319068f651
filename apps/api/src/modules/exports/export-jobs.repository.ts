import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ExportJobRow, exportJobs } from '../../db/export-schema';

export type NewExportJob = typeof exportJobs.$inferInsert;

export async function insertExportJob(db: Database, values: NewExportJob): Promise<ExportJobRow> {
  const [row] = await db.insert(exportJobs).values(values).returning();
  if (!row) throw new Error('export job not inserted');
  return row;
}

/** A job of its requester only: anyone else's id reads as nothing. */
export async function findOwnExportJob(
  db: Database,
  id: string,
  userId: string,
): Promise<ExportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.userId, userId)));
  return row;
}

export async function findExportJob(db: Database, id: string): Promise<ExportJobRow | undefined> {
  const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
  return row;
}

export async function updateExportJob(
  db: Database,
  id: string,
  changes: Partial<Omit<NewExportJob, 'id' | 'userId'>>,
): Promise<void> {
  await db.update(exportJobs).set(changes).where(eq(exportJobs.id, id));
}

/** Finished exports whose link expired and whose file is still stored. */
export async function findExpiredFiles(db: Database, now: Date, limit: number) {
  return db
    .select({ id: exportJobs.id, storageKey: exportJobs.storageKey })
    .from(exportJobs)
    .where(and(lt(exportJobs.expiresAt, now), isNotNull(exportJobs.storageKey)))
    .limit(limit);
}

/** Forgets the file of an expired export (the row stays, so its link answers 410, not 404). */
export async function clearStorageKey(db: Database, id: string): Promise<void> {
  await db.update(exportJobs).set({ storageKey: null }).where(eq(exportJobs.id, id));
}

/** Rows of exports asked for before `before` (their files are gone by then). */
export async function deleteOldExportJobs(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(exportJobs)
    .where(and(lt(exportJobs.createdAt, before), sql`${exportJobs.storageKey} is null`))
    .returning({ id: exportJobs.id });
  return deleted.length;
}
