import type { InquirySide } from '@portal/contracts/inquiry';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { notifyPeople } from '../notifications/notify-people';
import { namesOf, recordMessageOnThread, unarchiveForOthers } from './inquiries.repository';
import { insertAttachments, ownDocuments } from './inquiry-attachments.repository';
import type { InquiryDigest } from './inquiry-digest';
import { insertMessage } from './inquiry-messages.repository';
import { vendorAnswerersWithMail } from './inquiry-people.repository';
import { countNewMessage } from './inquiry-reads.repository';
import { previewOf } from './inquiry-view';

// Writing a message: the part of starting a thread and of replying that is the same for both.

/** Adds a message in the writer's transaction: attachments checked, summary moved, the other side's digest opened. */
export async function addMessage(
  tx: Database,
  digest: InquiryDigest,
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
