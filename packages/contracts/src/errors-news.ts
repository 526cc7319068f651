import type { LocalizedText } from './i18n';

/** Errors of the announcements (`/News`, `/News/Manage`). Part of `errorMessages` (errors.ts). */
export const newsErrors = {
  NEWS_WINDOW_INVALID: {
    'zh-Hant': '下架時間必須晚於上架時間。',
    en: 'The end of the publishing window must be after its start.',
  },
  NEWS_BODY_EMPTY: {
    'zh-Hant': '請輸入公告內容。',
    en: 'Please write the announcement text.',
  },
  NEWS_IMAGE_NOT_ALLOWED: {
    'zh-Hant': '內文圖片必須由本站上傳，請改用「插入圖片」上傳後再試一次。',
    en: 'Pictures in the text must be uploaded to this site: use “Insert picture” and try again.',
  },
} as const satisfies Record<string, LocalizedText>;
