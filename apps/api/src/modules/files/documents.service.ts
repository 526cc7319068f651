import { pipeline, type Readable } from 'node:stream';
import { documentMaxBytes, documentTypes, type StoredDocument } from '@portal/contracts/vendor-application';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hasPermission, hasVendorRole, type Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { documentFileName } from './document-name';
import { documentTooLarge } from './documents.errors';
import {
  attachedVendorsOf,
  findStoredFile,
  insertStoredFile,
  type StoredFileRow,
  toStoredDocument,
} from './documents.repository';
import { type FileStorage, newStorageKey } from './file-storage';
import { measuringStream, readHead } from './upload-stream';

type DocumentType = StoredDocument['contentType'];

/** An upload as it arrives: the file's bytes, and the end of the request around it. */
export interface DocumentUpload {
  fileName: string | undefined;
  content: Readable;
  /** Settles once the whole request has been read; rejects when it is refused after the file. */
  formEnd: Promise<void>;
}

// What file-type reads at most to tell a type.
const typeSampleBytes = 4100;

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
     * Stores an upload, streamed from the request to the store, whose type (read from its first
     * bytes) is one of the document types. The bytes are stored first, the row written only once the
     * whole request has been read, and the bytes removed again if anything fails on the way (a refused
     * or cut-off request, the store, the row), so a row never points at nothing.
     */
    async store(ownerId: string, upload: DocumentUpload, context: ActionContext): Promise<StoredDocument> {
      const storageKey = newStorageKey();
      try {
        const { head, bytes } = await readHead(upload.content, typeSampleBytes);
        const detected = await fileTypeFromBuffer(head);
        if (!detected || !isDocumentType(detected.mime)) throw AppError.of('DOCUMENT_TYPE_NOT_ALLOWED');
        const contentType = detected.mime;
        const fileName = documentFileName(upload.fileName, contentType);
        const measuring = measuringStream(documentMaxBytes, documentTooLarge);
        // Errors travel down to `measuring.stream`, whose reader (the store) rejects with them.
        await files.putStream(
          storageKey,
          pipeline(bytes, measuring.stream, () => {}),
        );
        await upload.formEnd;
        const { size, sha256 } = measuring.measured();
        const row = await db.transaction(async (tx) => {
          const inserted = await insertStoredFile(tx, {
            ownerId,
            purpose: 'vendor-document',
            fileName,
            contentType,
            size,
            sha256,
            storageKey,
            createdAt: clock.now(),
          });
          await recordAction(tx, context, {
            action: 'create',
            entityType: 'document',
            entityId: inserted.id,
            after: { fileName, contentType, size, sha256 },
          });
          return inserted;
        });
        return toStoredDocument(row);
      } catch (error) {
        upload.content.destroy();
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
