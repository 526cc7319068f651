import type { StoredDocument } from '@portal/contracts/vendor-application';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles, vendorApplicationDocuments, vendorApplications } from '../../db/vendor-schema';
import { AppError } from '../../lib/app-error';

export type StoredFileRow = typeof storedFiles.$inferSelect;

const documentColumns = {
  id: storedFiles.id,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  createdAt: storedFiles.createdAt,
};

type DocumentColumns = { id: string; fileName: string; contentType: string; size: number; createdAt: Date };

export function toStoredDocument(row: DocumentColumns): StoredDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    // Only detected, allowed types are ever stored (see documents.service.ts).
    contentType: row.contentType as StoredDocument['contentType'],
    size: row.size,
    createdTime: row.createdAt.toISOString(),
  };
}

/**
 * Throws DOCUMENT_NOT_FOUND unless every id is a vendor document uploaded by `ownerId`; someone else's
 * document and a missing one look the same, so ids cannot be probed.
 */
export async function assertOwnDocuments(db: Database, ownerId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, unique),
        eq(storedFiles.ownerId, ownerId),
        eq(storedFiles.purpose, 'vendor-document'),
      ),
    );
  if (rows.length !== unique.length) throw AppError.of('DOCUMENT_NOT_FOUND', { field: 'documentIds' });
}

/** The documents of each application, in the order they were attached; applications without any are absent. */
export async function documentsOfApplications(
  db: Database,
  applicationIds: string[],
): Promise<Map<string, StoredDocument[]>> {
  const result = new Map<string, StoredDocument[]>();
  if (applicationIds.length === 0) return result;
  const rows = await db
    .select({ applicationId: vendorApplicationDocuments.applicationId, ...documentColumns })
    .from(vendorApplicationDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, vendorApplicationDocuments.fileId))
    .where(inArray(vendorApplicationDocuments.applicationId, [...new Set(applicationIds)]))
    .orderBy(asc(vendorApplicationDocuments.applicationId), asc(vendorApplicationDocuments.position));
  for (const row of rows) {
    const list = result.get(row.applicationId) ?? [];
    list.push(toStoredDocument(row));
    result.set(row.applicationId, list);
  }
  return result;
}

/** Attaches the documents in the given order (duplicates once, at their first place). */
export async function attachDocuments(tx: Database, applicationId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await tx
    .insert(vendorApplicationDocuments)
    .values(unique.map((fileId, position) => ({ applicationId, fileId, position })))
    .onConflictDoNothing();
}

export async function insertStoredFile(db: Database, values: typeof storedFiles.$inferInsert) {
  const [row] = await db.insert(storedFiles).values(values).returning();
  if (!row) throw new Error('stored file not inserted');
  return row;
}

export async function findStoredFile(db: Database, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

/**
 * The vendors of the applications holding the document (for an upgrade, the vendor asking; for an
 * accepted application, the vendor it created), or null when no application holds it.
 */
export async function attachedVendorsOf(db: Database, fileId: string): Promise<string[] | null> {
  const rows = await db
    .select({ vendorId: vendorApplications.vendorId })
    .from(vendorApplicationDocuments)
    .innerJoin(vendorApplications, eq(vendorApplications.id, vendorApplicationDocuments.applicationId))
    .where(eq(vendorApplicationDocuments.fileId, fileId));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.vendorId ? [row.vendorId] : []));
}
