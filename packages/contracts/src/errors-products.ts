import type { LocalizedText } from './i18n';

/** Errors of vendors' products (`Product`). Part of `errorMessages` (errors.ts). */
export const productErrors = {
  PRODUCT_PRICE_MIN_MISSING: {
    'zh-Hant': '請填寫最低參考價格（只有一個價格時填在最低價）。',
    en: 'Give the lowest reference price (a single price goes there).',
  },
  PRODUCT_PRICE_RANGE: {
    'zh-Hant': '最高參考價格不能低於最低參考價格。',
    en: 'The highest reference price cannot be below the lowest.',
  },
  PRODUCT_CATEGORY_NOT_FOUND: {
    'zh-Hant': '所選的產品分類不存在或已停用，請重新選擇。',
    en: 'The chosen product category does not exist or is disabled. Choose again.',
  },
  PRODUCT_NOT_PUBLISHED: {
    'zh-Hant': '此產品目前未上架，無需下架。',
    en: 'This product is not published, so there is nothing to unpublish.',
  },
  PRODUCT_IMAGES_TOO_MANY: {
    'zh-Hant': '每項產品最多 {max} 張圖片。',
    en: 'A product has at most {max} images.',
  },
  ATTRIBUTE_IN_USE: {
    'zh-Hant': '仍有 {count} 項產品使用此屬性，無法刪除。',
    en: '{count} products still use this attribute, so it cannot be deleted.',
  },
  ATTRIBUTE_VALUE_IN_USE: {
    'zh-Hant': '仍有 {count} 項產品使用此選項，無法刪除。',
    en: '{count} products still use this choice, so it cannot be deleted.',
  },
} as const satisfies Record<string, LocalizedText>;
