import type { Readable } from 'node:stream';
import type { Language } from '@portal/contracts/i18n';
import {
  type InquiryAnswerer,
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
import { notifyPeople } from '../notifications/notify-people';
import {
  archiveThread,
  countBuyerUnread,
  findActiveVendor,
  findPublishedProduct,
  findThread,
  insertThread,
  listThreads,
  lockThread,
  type MailboxScope,
  namesOf,
  recordMessageOnThread,
  setBuyerUnread,
  type ThreadRecord,
  unarchiveForOthers,
  unarchiveThread,
} from './inquiries.repository';
import { mailboxOf, ownerVendorOf, sideIn } from './inquiry-access';
import {
  type AttachmentFile,
  attachmentOfThread,
  attachmentsOfMessages,
  insertAttachments,
  ownDocuments,
} from './inquiry-attachments.repository';
import type { InquiryDigest } from './inquiry-digest';
import { insertMessage, messagesOf } from './inquiry-messages.repository';
import {
  allowAnswerer,
  answerersOf,
  findMemberRole,
  revokeAnswerer,
  vendorAnswerersWithMail,
} from './inquiry-people.repository';
import {
  countArchiveChange,
  countNewMessage,
  keptUnreadCount,
  markRead,
  markUnread,
  recountUnread,
  shareCountLock,
} from './inquiry-reads.repository';
import { previewOf, toMessage, toSummary } from './inquiry-view';

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

  /** Adds a message in the writer's transaction: attachments checked, summary moved, the other side's digest opened. */
  async function addMessage(
    tx: Database,
    input: {
      /** `messageCount`: before this message (null for a thread being started). */
      thread: {
        id: string;
        vendorId: string;
        buyerUserId: string;
        subject: string;
        messageCount: number | null;
      };
      /** A new thread's first message, or a reply: what the other side's bell says. */
      kind: 'inquiry-new' | 'inquiry-reply';
      side: InquirySide;
      authorId: string;
      body: string;
      attachmentIds: string[];
      at: Date;
    },
  ): Promise<string> {
    const fileIds = [...new Set(input.attachmentIds)];
    const own = await ownDocuments(tx, input.authorId, fileIds);
    if (fileIds.some((fileId) => !own.has(fileId))) {
      throw AppError.of('INQUIRY_ATTACHMENT_NOT_FOUND', { field: 'attachmentIds' });
    }
    const messageId = await insertMessage(tx, {
      threadId: input.thread.id,
      side: input.side,
      authorUserId: input.authorId,
      body: input.body,
      at: input.at,
    });
    await insertAttachments(tx, messageId, fileIds);
    await countNewMessage(tx, input.thread, {
      userId: input.authorId,
      vendorSide: input.side === 'vendor',
    });
    await recordMessageOnThread(tx, input.thread.id, {
      side: input.side,
      at: input.at,
      preview: previewOf(input.body),
    });
    await unarchiveForOthers(tx, input.thread.id, input.authorId);
    const recipientIds =
      input.side === 'buyer'
        ? (await vendorAnswerersWithMail(tx, input.thread.vendorId)).map((person) => person.userId)
        : [input.thread.buyerUserId];
    await digest.open(tx, { threadId: input.thread.id, recipientIds, at: input.at });
    await notifyPeople(tx, {
      userIds: recipientIds,
      kind: input.kind,
      entityId: input.thread.id,
      link: `/inquiry-mailbox/${input.thread.id}`,
      params: {
        person: (await namesOf(tx, [input.authorId])).get(input.authorId) ?? '',
        subject: input.thread.subject,
      },
    });
    return messageId;
  }

  /** The person's unread count: kept, or counted and kept on first need (a vendor's people). */
  async function unreadCountOf(scope: MailboxScope): Promise<number> {
    if (scope.side === 'buyer' || !scope.vendorId) return countBuyerUnread(db, scope);
    const { vendorId } = scope;
    const kept = await keptUnreadCount(db, scope.userId);
    return kept ?? db.transaction((tx) => recountUnread(tx, scope.userId, vendorId));
  }

  /**
   * A change to one vendor-side person's read state of a thread, in a transaction holding the vendor's
   * count lock and then the thread's row (the order every writer of the counts keeps).
   */
  async function changeReadState(
    thread: ThreadRecord,
    change: (tx: Database, locked: { id: string; messageCount: number }) => Promise<void>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await shareCountLock(tx, thread.vendorId);
      const locked = await lockThread(tx, thread.id);
      if (!locked) throw AppError.of('NOT_FOUND');
      await change(tx, locked);
    });
  }

  return {
    async list(principal: Principal, query: ListQuery, language: Language): Promise<InquiryList> {
      const { scope, mailbox } = await mailboxOf(db, principal);
      if (!scope) return { totalCount: 0, data: [], mailbox: { ...mailbox, unreadCount: 0 } };
      const filters = query.condition ?? {};
      const unreadCount = await unreadCountOf(scope);
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
        await changeReadState(thread, (tx, locked) => markRead(tx, principal.userId, locked));
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
        await addMessage(tx, {
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
        const messageId = await addMessage(tx, {
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
        await changeReadState(thread, async (tx, locked) => {
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
        await changeReadState(thread, async (tx, locked) => {
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
        await changeReadState(thread, (tx, locked) =>
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

    async answerers(principal: Principal): Promise<InquiryAnswerer[]> {
      return answerersOf(db, ownerVendorOf(principal));
    },

    /** An owner allows a member to answer the vendor's inquiries, or takes it back (in the action log). */
    async setAnswerer(
      principal: Principal,
      userId: string,
      allowed: boolean,
      context: ActionContext,
    ): Promise<InquiryAnswerer> {
      const vendorId = ownerVendorOf(principal);
      await db.transaction(async (tx) => {
        const role = await findMemberRole(tx, userId, vendorId);
        if (!role) throw AppError.of('NOT_A_MEMBER');
        if (role !== 'member') throw AppError.of('INQUIRY_NOT_A_MEMBER');
        const before =
          (await answerersOf(tx, vendorId)).find((person) => person.userId === userId)?.allowed ?? false;
        if (before === allowed) return;
        if (allowed)
          await allowAnswerer(tx, { userId, vendorId, grantedBy: principal.userId, at: clock.now() });
        else await revokeAnswerer(tx, userId, vendorId);
        await recordAction(tx, context, {
          action: 'update',
          entityType: 'inquiry-answerer',
          entityId: userId,
          before: { allowed: before },
          after: { allowed },
        });
      });
      const person = (await answerersOf(db, vendorId)).find((row) => row.userId === userId);
      if (!person) throw AppError.of('NOT_A_MEMBER');
      return person;
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
