import { z } from 'zod';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { payloadOf } from './product';
import { lineText, multilineText } from './text';
import { documentSchema } from './vendor-application';

/**
 * The inquiry mailbox (`Message`, spec §7, the Product pattern: answers inside `{ payload }`). A buyer (a
 * person in no vendor) writes to a vendor, optionally about one of its published products; the vendor's
 * owners and managers, and members an owner allows, answer as the vendor. Nobody else reads a thread.
 */

export const inquirySides = ['buyer', 'vendor'] as const;
export const inquirySideSchema = z.enum(inquirySides);
export type InquirySide = z.infer<typeof inquirySideSchema>;

/** inbox: what the other side wrote to me; sent: threads my side wrote in; unread; archived (by me). */
export const inquiryViews = ['inbox', 'sent', 'unread', 'archived'] as const;
export const inquiryViewSchema = z.enum(inquiryViews);
export type InquiryView = z.infer<typeof inquiryViewSchema>;

export const inquirySubjectMaxLength = 200;
export const inquiryBodyMaxLength = 5000;
export const maxInquiryAttachments = 5;
/** Mails about new messages wait this long, so a burst of replies gives one mail per thread. */
export const inquiryDigestMinutes = 15;

const bodySchema = multilineText(inquiryBodyMaxLength, 1);
const attachmentIdsSchema = z.array(z.uuid()).max(maxInquiryAttachments).default([]);

export const inquiryCreateSchema = z.strictObject({
  vendorId: z.uuid(),
  productId: z.uuid().nullable().default(null),
  subject: lineText(inquirySubjectMaxLength, 1),
  body: bodySchema,
  attachmentIds: attachmentIdsSchema,
});
export type InquiryCreate = z.input<typeof inquiryCreateSchema>;

export const inquiryReplySchema = z.strictObject({
  body: bodySchema,
  attachmentIds: attachmentIdsSchema,
});
export type InquiryReply = z.input<typeof inquiryReplySchema>;

export const inquiryReadSchema = z.strictObject({ read: z.boolean() });

export const inquiryIdParamsSchema = z.strictObject({ id: z.uuid() });
export const inquiryAttachmentParamsSchema = z.strictObject({ id: z.uuid(), fileId: z.uuid() });
export const inquiryAnswererParamsSchema = z.strictObject({ userId: z.uuid() });
export const inquiryAnswererUpdateSchema = z.strictObject({ allowed: z.boolean() });

export const inquirySortFields = ['lastMessageTime'] as const;
export const inquiryListQuerySchema = listQuerySchema({
  filters: { view: inquiryViewSchema, keyword: listKeywordSchema },
  sortable: inquirySortFields,
});
export type InquiryListQuery = z.input<typeof inquiryListQuerySchema>;

const partySchema = z.object({ id: z.uuid(), name: z.string() });

export const inquirySummarySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  vendor: partySchema,
  buyer: partySchema,
  product: partySchema.nullable(),
  lastMessageTime: z.iso.datetime(),
  lastSide: inquirySideSchema,
  lastPreview: z.string(),
  messageCount: z.number().int(),
  /** Unread for me: something in it I have not seen (the buyer, or that one of the vendor's people). */
  unread: z.boolean(),
  /** Archived by me. */
  archived: z.boolean(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiryMessageSchema = z.object({
  id: z.uuid(),
  side: inquirySideSchema,
  /** Null once the author's account is gone. */
  author: partySchema.nullable(),
  body: z.string(),
  createdTime: z.iso.datetime(),
  attachments: z.array(documentSchema),
});
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

export const inquiryThreadSchema = inquirySummarySchema.extend({
  /** Which side the caller is on. */
  mySide: inquirySideSchema,
  createdTime: z.iso.datetime(),
  /** The latest messages (or those before `before`), at most `inquiryMessagePageSize`, oldest first. */
  messages: z.array(inquiryMessageSchema),
  /** Older messages remain: ask again with `before` set to the first message's id. */
  hasEarlierMessages: z.boolean(),
});
export type InquiryThread = z.infer<typeof inquiryThreadSchema>;

/** A thread opens on its latest messages; older ones come a page at a time. */
export const inquiryMessagePageSize = 50;

/** `GET /Message/{id}`: `before`, a message of the thread, asks for the page of messages before it. */
export const inquiryThreadQuerySchema = z.object({ before: z.uuid().optional() });

/**
 * Who the caller is in the mailbox: a buyer, a vendor's answerer, or a vendor's member not allowed to
 * answer (`none`: an empty mailbox, and the page says whom to ask).
 */
export const inquiryMailboxSchema = z.object({
  side: z.enum(['buyer', 'vendor', 'none']),
  canCompose: z.boolean(),
  /** Owners choose which members answer. */
  canChooseAnswerers: z.boolean(),
  unreadCount: z.number().int(),
});
export type InquiryMailbox = z.infer<typeof inquiryMailboxSchema>;

export const inquiryListSchema = listResponseSchema(inquirySummarySchema).extend({
  mailbox: inquiryMailboxSchema,
});
export type InquiryList = z.infer<typeof inquiryListSchema>;

export const inquiryAnswererSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: z.enum(['owner', 'manager', 'member']),
  /** Owners and managers always answer; members when an owner allows. */
  allowed: z.boolean(),
});
export type InquiryAnswerer = z.infer<typeof inquiryAnswererSchema>;

export const inquiryThreadPayloadSchema = payloadOf(inquiryThreadSchema);
export const inquirySummaryPayloadSchema = payloadOf(inquirySummarySchema);
export const inquiryListPayloadSchema = payloadOf(inquiryListSchema);
export const inquiryAnswerersPayloadSchema = payloadOf(z.array(inquiryAnswererSchema));
export const inquiryAnswererPayloadSchema = payloadOf(inquiryAnswererSchema);

/** The search form of subjects and bodies (and of a keyword before it is looked for): NFKC, lower case. */
export function inquirySearchForm(value: string): string {
  return value.normalize('NFKC').replaceAll('臺', '台').toLowerCase().trim();
}
