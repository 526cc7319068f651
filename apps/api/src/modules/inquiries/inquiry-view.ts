import type { Language } from '@portal/contracts/i18n';
import type { InquiryMessage, InquirySide, InquirySummary } from '@portal/contracts/inquiry';
import type { StoredDocument } from '@portal/contracts/vendor-application';
import type { ThreadRecord } from './inquiries.repository';

/** A list row as the caller's side sees it. */
export function toSummary(row: ThreadRecord, side: InquirySide, language: Language): InquirySummary {
  const productName = language === 'en' && row.productNameEn ? row.productNameEn : row.productName;
  return {
    id: row.id,
    subject: row.subject,
    vendor: { id: row.vendorId, name: row.vendorName },
    buyer: { id: row.buyerUserId, name: row.buyerName },
    product: row.productId && productName ? { id: row.productId, name: productName } : null,
    lastMessageTime: row.lastMessageAt.toISOString(),
    lastSide: row.lastSide,
    lastPreview: row.lastPreview,
    messageCount: row.messageCount,
    unread: side === 'vendor' ? !row.readByMe : row.buyerUnread,
    archived: row.archived,
  };
}

export function toMessage(
  row: {
    id: string;
    side: InquirySide;
    authorId: string | null;
    authorName: string | null;
    body: string;
    createdAt: Date;
  },
  attachments: StoredDocument[],
): InquiryMessage {
  return {
    id: row.id,
    side: row.side,
    author: row.authorId && row.authorName !== null ? { id: row.authorId, name: row.authorName } : null,
    body: row.body,
    createdTime: row.createdAt.toISOString(),
    attachments,
  };
}

/** The list's one-line preview of a message: whitespace folded, at most 120 characters. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}
