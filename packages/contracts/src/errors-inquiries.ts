import type { LocalizedText } from './i18n';

/** Errors of the inquiry mailbox (`/Message`). Part of `errorMessages` (errors.ts). */
export const inquiryErrors = {
  INQUIRY_BUYERS_ONLY: {
    'zh-Hant': '供應商成員無法以買方身分發出詢問。',
    en: 'People of a vendor cannot send inquiries as a buyer.',
  },
  INQUIRY_VENDOR_NOT_FOUND: {
    'zh-Hant': '找不到此供應商，或目前無法接受詢問。',
    en: 'The vendor was not found or cannot take inquiries now.',
  },
  INQUIRY_PRODUCT_NOT_FOUND: {
    'zh-Hant': '此產品不存在、尚未上架，或不屬於所選的供應商。',
    en: 'The product does not exist, is not published, or is not this vendor’s.',
  },
  INQUIRY_ATTACHMENT_NOT_FOUND: {
    'zh-Hant': '附件不存在或不是您上傳的檔案，請重新上傳。',
    en: 'An attachment does not exist or was not uploaded by you. Upload it again.',
  },
  INQUIRY_NOT_A_MEMBER: {
    'zh-Hant': '只有一般成員需要設定是否可回覆詢問；主帳號與管理者一律可以回覆。',
    en: 'Only members need this setting: owners and managers always answer inquiries.',
  },
} as const satisfies Record<string, LocalizedText>;
