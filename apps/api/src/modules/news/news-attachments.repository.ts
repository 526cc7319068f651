import type { StoredDocument } from '@portal/contracts/vendor-application';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsAttachments } from '../../db/news-schema';
import { storedFiles } from '../../db/vendor-schema';

export type AttachmentFile = typeof storedFiles.$inferSelect;

function toDocument(row: AttachmentFile): StoredDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as StoredDocument['contentType'],
    size: row.size,
    createdTime: row.createdAt.toISOString(),
  };
}

/**
 * Of `ids`, the files the writer may attach to the item: documents they uploaded themselves, or files
 * the item already has (another member of staff may keep a colleague's attachment).
 */
export async function attachableFiles(
  tx: Database,
  input: { actorId: string; newsId: string; ids: string[] },
): Promise<Set<string>> {
  if (input.ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .leftJoin(
      newsAttachments,
      and(eq(newsAttachments.fileId, storedFiles.id), eq(newsAttachments.newsId, input.newsId)),
    )
    .where(
      and(
        inArray(storedFiles.id, input.ids),
        eq(storedFiles.purpose, 'vendor-document'),
        or(eq(storedFiles.ownerId, input.actorId), isNotNull(newsAttachments.newsId)),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function replaceAttachments(tx: Database, newsId: string, fileIds: string[]): Promise<void> {
  await tx.delete(newsAttachments).where(eq(newsAttachments.newsId, newsId));
  if (fileIds.length === 0) return;
  await tx.insert(newsAttachments).values(fileIds.map((fileId, position) => ({ newsId, fileId, position })));
}

/** Each item's attachments, in order. */
export async function attachmentsOf(db: Database, newsIds: string[]): Promise<Map<string, StoredDocument[]>> {
  const byNews = new Map<string, StoredDocument[]>(newsIds.map((id) => [id, []]));
  if (newsIds.length === 0) return byNews;
  const rows = await db
    .select({ newsId: newsAttachments.newsId, file: storedFiles })
    .from(newsAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, newsAttachments.fileId))
    .where(inArray(newsAttachments.newsId, newsIds))
    .orderBy(asc(newsAttachments.newsId), asc(newsAttachments.position));
  for (const row of rows) byNews.get(row.newsId)?.push(toDocument(row.file));
  return byNews;
}

/** One attachment of one item (the caller has checked the item). */
export async function attachmentOf(
  db: Database,
  newsId: string,
  fileId: string,
): Promise<AttachmentFile | undefined> {
  const [row] = await db
    .select({ file: storedFiles })
    .from(newsAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, newsAttachments.fileId))
    .where(and(eq(newsAttachments.newsId, newsId), eq(newsAttachments.fileId, fileId)));
  return row?.file;
}
