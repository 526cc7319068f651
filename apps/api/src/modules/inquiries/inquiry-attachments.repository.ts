import type { StoredDocument } from '@portal/contracts/vendor-application';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inquiryAttachments, inquiryMessages } from '../../db/inquiry-schema';
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

/** Of `ids`, the documents the writer uploaded themselves (nobody attaches another person's file). */
export async function ownDocuments(db: Database, ownerId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, ids),
        eq(storedFiles.ownerId, ownerId),
        eq(storedFiles.purpose, 'vendor-document'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function insertAttachments(db: Database, messageId: string, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insert(inquiryAttachments)
    .values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
}

/** The attachments of the given messages (a page of a thread's), by message, in order. */
export async function attachmentsOfMessages(
  db: Database,
  messageIds: string[],
): Promise<Map<string, StoredDocument[]>> {
  const byMessage = new Map<string, StoredDocument[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: inquiryAttachments.messageId, file: storedFiles })
    .from(inquiryAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, inquiryAttachments.fileId))
    .where(inArray(inquiryAttachments.messageId, messageIds))
    .orderBy(asc(inquiryAttachments.messageId), asc(inquiryAttachments.position));
  for (const row of rows) {
    const files = byMessage.get(row.messageId) ?? [];
    files.push(toDocument(row.file));
    byMessage.set(row.messageId, files);
  }
  return byMessage;
}

/** One file attached to a message of the thread (the caller has checked the thread). */
export async function attachmentOfThread(
  db: Database,
  threadId: string,
  fileId: string,
): Promise<AttachmentFile | undefined> {
  const [row] = await db
    .select({ file: storedFiles })
    .from(inquiryAttachments)
    .innerJoin(inquiryMessages, eq(inquiryMessages.id, inquiryAttachments.messageId))
    .innerJoin(storedFiles, eq(storedFiles.id, inquiryAttachments.fileId))
    .where(and(eq(inquiryMessages.threadId, threadId), eq(inquiryAttachments.fileId, fileId)))
    .limit(1);
  return row?.file;
}
