import type { LocalizedText } from './i18n';

/** Errors of the catalogue buyers use (`/Catalogue/…`). Part of `errorMessages` (errors.ts). */
export const marketplaceErrors = {
  MARKETPLACE_FILTER_INVALID: {
    'zh-Hant': '篩選條件不適用：此屬性不存在、不屬於所選分類，或條件與屬性類型不符。',
    en: 'This filter does not apply: the attribute does not exist, is not part of the chosen category, or the condition does not match its type.',
  },
} as const satisfies Record<string, LocalizedText>;
