import type { Readable } from 'node:stream';
import type { Language } from '@portal/contracts/i18n';
import {
  type InquiryList,
  type InquirySide,
  type InquirySummary,
  type InquiryThread,
  type inquiryCreateSchema,
  type inquiryListQuerySchema,
  inquiryMessagePageSize,
  type inquiryReplySchema,
} from '@portal/contracts/inquiry';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import type { FileStorage } from '../files/file-storage';
import {
  archiveThread,
  findActiveVendor,
  findPublishedProduct,
  findThread,
  insertThread,
  listThreads,
  lockThread,
  setBuyerUnread,
  type ThreadRecord,
  unarchiveThread,
} from './inquiries.repository';
import { mailboxOf, sideIn } from './inquiry-access';
import { createInquiryAnswerers } from './inquiry-answerers.service';
import {
  type AttachmentFile,
  attachmentOfThread,
  attachmentsOfMessages,
} from './inquiry-attachments.repository';
import type { InquiryDigest } from './inquiry-digest';
import { messagesOf } from './inquiry-messages.repository';
import { addMessage } from './inquiry-messages.service';
import { changeReadState, unreadCountOf } from './inquiry-read-state.service';
import { countArchiveChange, markRead, markUnread, shareCountLock } from './inquiry-reads.repository';
import { toMessage, toSummary } from './inquiry-view';

type ListQuery = z.output<typeof inquiryListQuerySchema>;
type CreateInput = z.output<typeof inquiryCreateSchema>;
type ReplyInput = z.output<typeof inquiryReplySchema>;

/** The inquiry mailbox: threads between a buyer and a vendor, read only by the two sides. */
export function createInquiryService(deps: {
  db: Database;
  clock: Clock;
  files: FileStorage;
  digest: InquiryDigest;
}) {
  const { db, clock, files, digest } = deps;
  const answerers = createInquiryAnswerers({ db, clock });

  /** The thread and the caller's side in it; 404 for anyone outside it. */
  async function threadFor(
    principal: Principal,
    id: string,
  ): Promise<{ thread: ThreadRecord; side: InquirySide }> {
    const thread = await findThread(db, id, principal.userId);
    if (!thread) throw AppError.of('NOT_FOUND');
    return { thread, side: await sideIn(db, principal, thread) };
  }

  async function summaryOf(principal: Principal, id: string, language: Language): Promise<InquirySummary> {
    const { thread, side } = await threadFor(principal, id);
    return toSummary(thread, side, language);
  }

  return {
    async list(principal: Principal, query: ListQuery, language: Language): Promise<InquiryList> {
      const { scope, mailbox } = await mailboxOf(db, principal);
      if (!scope) return { totalCount: 0, data: [], mailbox: { ...mailbox, unreadCount: 0 } };
      const filters = query.condition ?? {};
      const unreadCount = await unreadCountOf(db, scope);
      const page = await listThreads(db, scope, {
        page: query.page,
        pageSize: query.pageSize,
        view: filters.view ?? 'inbox',
        keyword: filters.keyword,
        oldestFirst: query.sortings?.[0]?.dir === 'asc',
        unreadCount,
      });
      return {
        totalCount: page.totalCount,
        data: page.rows.map((row) => toSummary(row, scope.side, language)),
        mailbox: { ...mailbox, unreadCount },
      };
    },

    /**
     * A thread with its latest messages (or the page before `before`); opening it marks it read for the
     * caller (the buyer, or that one of the vendor's people).
     */
    async get(
      principal: Principal,
      id: string,
      language: Language,
      before?: string | undefined,
    ): Promise<InquiryThread> {
      const { thread, side } = await threadFor(principal, id);
      if (side === 'vendor' && !thread.readByMe) {
        await changeReadState(db, thread, (tx, locked) => markRead(tx, principal.userId, locked));
      }
      if (side === 'buyer' && thread.buyerUnread) await setBuyerUnread(db, thread.id, false);
      const page = await messagesOf(db, thread.id, { limit: inquiryMessagePageSize, beforeId: before });
      const attachments = await attachmentsOfMessages(
        db,
        page.messages.map((message) => message.id),
      );
      return {
        ...toSummary(
          {
            ...thread,
            readByMe: side === 'vendor' ? true : thread.readByMe,
            buyerUnread: side === 'buyer' ? false : thread.buyerUnread,
          },
          side,
          language,
        ),
        mySide: side,
        createdTime: thread.createdAt.toISOString(),
        messages: page.messages.map((message) => toMessage(message, attachments.get(message.id) ?? [])),
        hasEarlierMessages: page.hasEarlier,
      };
    },

    async create(
      principal: Principal,
      input: CreateInput,
      context: ActionContext,
      language: Language,
    ): Promise<InquiryThread> {
      if (principal.vendor) throw AppError.of('INQUIRY_BUYERS_ONLY');
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const vendor = await findActiveVendor(tx, input.vendorId);
        if (!vendor) throw AppError.of('INQUIRY_VENDOR_NOT_FOUND', { field: 'vendorId' });
        await shareCountLock(tx, vendor.id);
        if (input.productId && !(await findPublishedProduct(tx, input.productId, vendor.id))) {
          throw AppError.of('INQUIRY_PRODUCT_NOT_FOUND', { field: 'productId' });
        }
        const threadId = await insertThread(tx, {
          vendorId: vendor.id,
          buyerUserId: principal.userId,
          productId: input.productId,
          subject: input.subject,
          lastMessageAt: now,
          lastSide: 'buyer',
          createdAt: now,
        });
        const thread = {
          id: threadId,
          vendorId: vendor.id,
          buyerUserId: principal.userId,
          subject: input.subject,
          messageCount: null,
        };
        await addMessage(tx, digest, {
          thread,
          kind: 'inquiry-new',
          side: 'buyer',
          authorId: principal.userId,
          body: input.body,
          attachmentIds: input.attachmentIds,
          at: now,
        });
        await recordAction(tx, context, {
          action: 'create',
          entityType: 'inquiry',
          entityId: threadId,
          after: { vendorId: vendor.id, productId: input.productId, attachments: input.attachmentIds.length },
        });
        return threadId;
      });
      return this.get(principal, id, language);
    },

    async reply(
      principal: Principal,
      id: string,
      input: ReplyInput,
      context: ActionContext,
      language: Language,
    ): Promise<InquiryThread> {
      const { thread: found, side } = await threadFor(principal, id);
      await db.transaction(async (tx) => {
        await shareCountLock(tx, found.vendorId);
        const thread = await lockThread(tx, id);
        if (!thread) throw AppError.of('NOT_FOUND');
        const messageId = await addMessage(tx, digest, {
          thread,
          kind: 'inquiry-reply',
          side,
          authorId: principal.userId,
          body: input.body,
          attachmentIds: input.attachmentIds,
          at: clock.now(),
        });
        await recordAction(tx, context, {
          action: 'update',
          entityType: 'inquiry',
          entityId: id,
          after: { messageId, side, attachments: input.attachmentIds.length },
        });
      });
      return this.get(principal, id, language);
    },

    /** Archive is for the caller only; the thread stays, for the other side and for the caller's colleagues. */
    async archive(principal: Principal, id: string, language: Language): Promise<InquirySummary> {
      const { thread, side } = await threadFor(principal, id);
      if (side === 'buyer') await archiveThread(db, principal.userId, thread.id, clock.now());
      else {
        await changeReadState(db, thread, async (tx, locked) => {
          await countArchiveChange(tx, principal.userId, locked, true);
          await archiveThread(tx, principal.userId, thread.id, clock.now());
        });
      }
      return summaryOf(principal, id, language);
    },

    async unarchive(principal: Principal, id: string, language: Language): Promise<InquirySummary> {
      const { thread, side } = await threadFor(principal, id);
      if (side === 'buyer') await unarchiveThread(db, principal.userId, thread.id);
      else {
        await changeReadState(db, thread, async (tx, locked) => {
          await countArchiveChange(tx, principal.userId, locked, false);
          await unarchiveThread(tx, principal.userId, thread.id);
        });
      }
      return summaryOf(principal, id, language);
    },

    async setRead(
      principal: Principal,
      id: string,
      read: boolean,
      language: Language,
    ): Promise<InquirySummary> {
      const { thread, side } = await threadFor(principal, id);
      if (side === 'buyer') await setBuyerUnread(db, thread.id, !read);
      else {
        await changeReadState(db, thread, (tx, locked) =>
          read ? markRead(tx, principal.userId, locked) : markUnread(tx, principal.userId, locked),
        );
      }
      return summaryOf(principal, id, language);
    },

    async openAttachment(
      principal: Principal,
      id: string,
      fileId: string,
    ): Promise<{ file: AttachmentFile; content: Readable }> {
      const { thread } = await threadFor(principal, id);
      const file = await attachmentOfThread(db, thread.id, fileId);
      if (!file) throw AppError.of('NOT_FOUND');
      return { file, content: await files.read(file.storageKey) };
    },
    ...answerers,
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
