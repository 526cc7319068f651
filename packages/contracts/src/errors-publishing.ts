import type { LocalizedText } from './i18n';

/** Errors of banners and picture albums. Part of `errorMessages` (errors.ts). */
export const publishingErrors = {
  BANNER_LINK_INVALID: {
    'zh-Hant': '連結必須是 http:// 或 https:// 開頭的完整網址。',
    en: 'The link must be a full address starting with http:// or https://.',
  },
  BANNER_POSITION_NOT_FOUND: {
    'zh-Hant': '找不到此版位，請重新選擇。',
    en: 'This banner position was not found. Choose again.',
  },
  BANNER_POSITION_CODE_TAKEN: {
    'zh-Hant': '此版位代碼已被使用。',
    en: 'This position code is already used.',
  },
  BANNER_POSITION_IN_USE: {
    'zh-Hant': '此版位還有 {count} 則橫幅，請先刪除或移走橫幅。',
    en: 'This position still has {count} banners. Delete or move them first.',
  },
  BANNER_SCHEDULE_INVALID: {
    'zh-Hant': '結束時間必須晚於開始時間。',
    en: 'The end must come after the start.',
  },
  ALBUM_NOT_FOUND: {
    'zh-Hant': '找不到此相簿，請重新整理後再試。',
    en: 'The album was not found. Reload and try again.',
  },
  ALBUM_COVER_NOT_IN_ALBUM: {
    'zh-Hant': '封面必須是此相簿中的相片。',
    en: 'The cover must be one of the album’s own pictures.',
  },
  PICTURE_ALBUM_CHANGED: {
    'zh-Hant': '相片不能移到另一本相簿。',
    en: 'A picture cannot move to another album.',
  },
} as const satisfies Record<string, LocalizedText>;
