import type { LocalizedText } from './i18n';

/** Errors of the services a vendor offers (`/Vendor/Services`). Part of `errorMessages` (errors.ts). */
export const vendorServiceErrors = {
  VENDOR_SERVICE_INVALID: {
    'zh-Hant': '所選服務項目不存在、已停用，或不是服務分類。',
    en: 'A chosen service does not exist, is disabled, or is not a service category.',
  },
  CATEGORY_USED_BY_VENDORS: {
    'zh-Hant': '仍有 {count} 家供應商提供此服務，無法刪除。',
    en: '{count} suppliers still offer this service, so it cannot be deleted.',
  },
} as const satisfies Record<string, LocalizedText>;
