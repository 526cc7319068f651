import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type Consultation,
  type ConsultationList,
  type ConsultationState,
  consultationFileTypes,
  type consultationListQuerySchema,
} from '@portal/contracts/consultation';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hasPermission, type Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { documentFileName } from '../files/document-name';
import { type FileStorage, newStorageKey } from '../files/file-storage';
import type { ConsultationMailer } from './consultation-mail';
import { toConsultation, toConsultationRow } from './consultation-view';
import {
  type CaseRow,
  closeConsultation,
  fileOfConsultation,
  findConsultation,
  insertConsultation,
  insertConsultationFile,
  insertPost,
  listConsultations,
  postsOf,
  type StoredFileRow,
} from './consultations.repository';

type ListQuery = z.output<typeof consultationListQuerySchema>;
type FileType = (typeof consultationFileTypes)[number];

/** A file part as read from the form (its type is read from the bytes, never from the name). */
export interface Upload {
  bytes: Buffer;
  fileName: string | undefined;
}

function isAllowedType(mime: string): mime is FileType {
  return (consultationFileTypes as readonly string[]).includes(mime);
}

const searchTextOf = (...parts: string[]) => parts.join(' ').normalize('NFKC').toLowerCase();

/**
 * Consultations: anyone signed in asks the association; holders of consultations:handle answer. A case
 * is read by its asker and by those holders only; to anyone else it does not exist (404, alike).
 */
export function createConsultationService(deps: {
  db: Database;
  clock: Clock;
  files: FileStorage;
  mail: ConsultationMailer;
}) {
  const { db, clock, files, mail } = deps;

  const canHandle = (principal: Principal) => hasPermission(principal, 'consultations:handle');

  async function readable(principal: Principal, id: string, tx: Database = db, forUpdate = false) {
    const row = await findConsultation(tx, id, { forUpdate });
    if (!row || (row.askerId !== principal.userId && !canHandle(principal))) throw AppError.of('NOT_FOUND');
    return row;
  }

  async function view(principal: Principal, row: CaseRow, tx: Database = db): Promise<Consultation> {
    return toConsultation(row, await postsOf(tx, row.id), {
      userId: principal.userId,
      canHandle: canHandle(principal),
    });
  }

  /** Checks the upload's type and writes its bytes; the caller records the row in its transaction. */
  async function putUpload(upload: Upload | undefined) {
    if (!upload) return undefined;
    const detected = await fileTypeFromBuffer(upload.bytes);
    if (!detected || !isAllowedType(detected.mime)) {
      throw AppError.of('CONSULTATION_FILE_TYPE', { field: 'file' });
    }
    const storageKey = newStorageKey();
    await files.put(storageKey, upload.bytes);
    return {
      storageKey,
      fileName: documentFileName(upload.fileName, detected.mime),
      contentType: detected.mime,
      size: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    };
  }

  /** Runs `work` with the upload's bytes stored; they are removed again when the work fails. */
  async function withUpload<T>(
    upload: Upload | undefined,
    work: (file: Awaited<ReturnType<typeof putUpload>>) => Promise<T>,
  ): Promise<T> {
    const file = await putUpload(upload);
    try {
      return await work(file);
    } catch (error) {
      if (file) await files.remove(file.storageKey).catch(() => {});
      throw error;
    }
  }

  async function storeFile(
    tx: Database,
    ownerId: string,
    file: Awaited<ReturnType<typeof putUpload>>,
    at: Date,
  ): Promise<string | null> {
    if (!file) return null;
    const row = await insertConsultationFile(tx, { ownerId, ...file, createdAt: at });
    return row.id;
  }

  return {
    async list(principal: Principal, query: ListQuery): Promise<ConsultationList> {
      const filters = query.condition ?? {};
      const onlyMine = !canHandle(principal) || filters.mine === true;
      const page = await listConsultations(db, {
        page: query.page,
        pageSize: query.pageSize,
        askerId: onlyMine ? principal.userId : undefined,
        keyword: filters.keyword,
        state: filters.state,
        sortings: query.sortings,
      });
      return {
        totalCount: page.totalCount,
        data: page.data.map((row) => toConsultationRow(row, principal.userId)),
      };
    },

    async get(principal: Principal, id: string): Promise<Consultation> {
      return view(principal, await readable(principal, id));
    },

    /** A new case: the subject and the first post, `open`; staff are mailed. */
    open(
      principal: Principal,
      input: { subject: string; content: string; upload?: Upload | undefined },
      context: ActionContext,
    ): Promise<Consultation> {
      return withUpload(input.upload, (file) =>
        db.transaction(async (tx) => {
          const now = clock.now();
          const created = await insertConsultation(tx, {
            askerId: principal.userId,
            subject: input.subject,
            state: 'open',
            searchText: searchTextOf(input.subject),
            lastPostAt: now,
            createdAt: now,
          });
          const fileId = await storeFile(tx, principal.userId, file, now);
          await insertPost(
            tx,
            {
              consultationId: created.id,
              authorId: principal.userId,
              fromAssociation: false,
              content: input.content,
              fileId,
              createdAt: now,
            },
            { state: 'open', searchText: searchTextOf(input.content) },
          );
          await recordAction(
            tx,
            context,
            {
              action: 'create',
              entityType: 'consultation',
              entityId: created.id,
              after: { subject: input.subject, state: 'open', fileId },
            },
            now,
          );
          const row = await readable(principal, created.id, tx);
          await mail.waiting(tx, row, row.askerName, now);
          return view(principal, row, tx);
        }),
      );
    },

    /**
     * A post in a case: by staff (not the asker) it answers the case, by the asker it opens it again.
     * A closed case takes none.
     */
    post(
      principal: Principal,
      id: string,
      input: { content: string; upload?: Upload | undefined },
      context: ActionContext,
    ): Promise<Consultation> {
      return withUpload(input.upload, (file) =>
        db.transaction(async (tx) => {
          const before = await readable(principal, id, tx, true);
          if (before.state === 'closed') throw AppError.of('CONSULTATION_CLOSED');
          const now = clock.now();
          const fromAssociation = before.askerId !== principal.userId;
          const state: ConsultationState = fromAssociation ? 'answered' : 'open';
          const fileId = await storeFile(tx, principal.userId, file, now);
          await insertPost(
            tx,
            {
              consultationId: id,
              authorId: principal.userId,
              fromAssociation,
              content: input.content,
              fileId,
              createdAt: now,
            },
            { state, searchText: searchTextOf(input.content) },
          );
          await recordAction(
            tx,
            context,
            {
              action: 'update',
              entityType: 'consultation',
              entityId: id,
              before: { state: before.state },
              after: { state, fromAssociation, fileId },
            },
            now,
          );
          if (fromAssociation) await mail.answered(tx, before);
          else await mail.waiting(tx, before, before.askerName, now);
          return view(principal, await readable(principal, id, tx), tx);
        }),
      );
    },

    /** The asker or staff close the case; a closed case stays readable. */
    close(principal: Principal, id: string, context: ActionContext): Promise<Consultation> {
      return db.transaction(async (tx) => {
        const before = await readable(principal, id, tx, true);
        if (before.state === 'closed') throw AppError.of('CONSULTATION_CLOSED');
        const now = clock.now();
        await closeConsultation(tx, id, now);
        await recordAction(
          tx,
          context,
          {
            action: 'update',
            entityType: 'consultation',
            entityId: id,
            before: { state: before.state },
            after: { state: 'closed' },
          },
          now,
        );
        return view(principal, await readable(principal, id, tx), tx);
      });
    },

    /** A file of a case the caller may read; 404 for anything else, as for the case itself. */
    async openFile(
      principal: Principal,
      id: string,
      fileId: string,
    ): Promise<{ file: StoredFileRow; content: Readable }> {
      await readable(principal, id);
      const file = await fileOfConsultation(db, id, fileId);
      if (!file) throw AppError.of('NOT_FOUND');
      return { file, content: await files.read(file.storageKey) };
    },
  };
}

export type ConsultationService = ReturnType<typeof createConsultationService>;
