import { type InquirySummary, inquiryListQuerySchema } from '@portal/contracts/inquiry';
import type { z } from 'zod';
import { defineExport, taipeiTime, yesNo } from '../exports/export-definition';
import type { InquiryService } from './inquiries.service';

type InquiryQuery = z.output<typeof inquiryListQuerySchema>;

const sideTexts = {
  buyer: { 'zh-Hant': '採購方', en: 'Buyer' },
  vendor: { 'zh-Hant': '供應商', en: 'Supplier' },
} as const;

/** `GET /Exports/Inquiries`: my inquiry threads, read as `GET /Message` reads them (same view, keyword). */
export function inquiriesExport(deps: { inquiries: Pick<InquiryService, 'list'> }) {
  return defineExport<InquiryQuery, InquirySummary>({
    list: 'Inquiries',
    fileStem: 'inquiries',
    access: 'signed-in',
    listQuerySchema: inquiryListQuerySchema,
    read: (reader, query) => deps.inquiries.list(reader.principal, query, reader.language),
    columns: [
      { label: { 'zh-Hant': '主旨', en: 'Subject' }, value: (thread) => thread.subject },
      { label: { 'zh-Hant': '供應商', en: 'Supplier' }, value: (thread) => thread.vendor.name },
      { label: { 'zh-Hant': '採購方', en: 'Buyer' }, value: (thread) => thread.buyer.name },
      { label: { 'zh-Hant': '產品', en: 'Product' }, value: (thread) => thread.product?.name },
      { label: { 'zh-Hant': '訊息數', en: 'Messages' }, value: (thread) => thread.messageCount },
      {
        label: { 'zh-Hant': '最後發言', en: 'Last from' },
        value: (thread, language) => sideTexts[thread.lastSide][language],
      },
      { label: { 'zh-Hant': '最後訊息', en: 'Last message' }, value: (thread) => thread.lastPreview },
      {
        label: { 'zh-Hant': '最後訊息時間', en: 'Last message time' },
        value: (thread) => taipeiTime(thread.lastMessageTime),
      },
      {
        label: { 'zh-Hant': '未讀', en: 'Unread' },
        value: (thread, language) => yesNo(thread.unread, language),
      },
    ],
  });
}
