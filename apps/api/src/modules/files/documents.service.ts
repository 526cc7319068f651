import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { documentTypes, type StoredDocument } from '@portal/contracts/vendor-application';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hasPermission, hasVendorRole, type Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { documentFileName } from './document-name';
import {
  attachedVendorsOf,
  findStoredFile,
  insertStoredFile,
  type StoredFileRow,
  toStoredDocument,
} from './documents.repository';
import { type FileStorage, newStorageKey } from './file-storage';

type DocumentType = StoredDocument['contentType'];

function isDocumentType(mime: string): mime is DocumentType {
  return (documentTypes as readonly string[]).includes(mime);
}

/** Supporting documents: stored by content, readable only by those the document concerns. */
export function createDocumentService(deps: { db: Database; clock: Clock; files: FileStorage }) {
  const { db, clock, files } = deps;

  /** Whether the caller may read the file; the answer to "no" is the same as to "no such file". */
  async function mayRead(principal: Principal, file: StoredFileRow): Promise<boolean> {
    if (file.ownerId === principal.userId) return true;
    const vendorIds = await attachedVendorsOf(db, file.id);
    if (vendorIds === null) return false;
    if (hasPermission(principal, 'vendors:audit')) return true;
    return vendorIds.some((vendorId) => hasVendorRole(principal, vendorId, ['owner', 'manager']));
  }

  return {
    /**
     * Stores an upload whose type, read from its bytes, is one of the document types. The bytes are
     * written first and removed again if the row cannot be, so a row never points at nothing.
     */
    async store(
      ownerId: string,
      upload: { bytes: Buffer; fileName: string | undefined },
      context: ActionContext,
    ): Promise<StoredDocument> {
      const detected = await fileTypeFromBuffer(upload.bytes);
      if (!detected || !isDocumentType(detected.mime)) throw AppError.of('DOCUMENT_TYPE_NOT_ALLOWED');
      const contentType = detected.mime;
      const fileName = documentFileName(upload.fileName, contentType);
      const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
      const storageKey = newStorageKey();
      await files.put(storageKey, upload.bytes);
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await insertStoredFile(tx, {
            ownerId,
            purpose: 'vendor-document',
            fileName,
            contentType,
            size: upload.bytes.length,
            sha256,
            storageKey,
            createdAt: clock.now(),
          });
          await recordAction(tx, context, {
            action: 'create',
            entityType: 'document',
            entityId: inserted.id,
            after: { fileName, contentType, size: inserted.size, sha256 },
          });
          return inserted;
        });
        return toStoredDocument(row);
      } catch (error) {
        await files.remove(storageKey).catch(() => {});
        throw error;
      }
    },

    /** The file and its bytes for a reader allowed to see it; NOT_FOUND otherwise. */
    async open(principal: Principal, id: string): Promise<{ file: StoredFileRow; content: Readable }> {
      const file = await findStoredFile(db, id);
      if (file?.purpose !== 'vendor-document' || !(await mayRead(principal, file))) {
        throw AppError.of('NOT_FOUND');
      }
      try {
        return { file, content: await files.read(file.storageKey) };
      } catch (error) {
        // The row says the bytes exist: their absence is the server's fault, not the caller's.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw new Error(`stored file ${file.id} has no bytes`, { cause: error });
        }
        throw error;
      }
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
