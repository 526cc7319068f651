import type { LocalizedText } from './i18n';

/** Errors of the picture upload (`POST /Image`). Part of `errorMessages` (errors.ts). */
export const imageErrors = {
  IMAGE_TYPE_NOT_ALLOWED: {
    'zh-Hant': '僅接受 JPEG、PNG、WebP、AVIF 或 GIF 圖片（依檔案內容判斷，與副檔名無關）。',
    en: 'Only JPEG, PNG, WebP, AVIF or GIF pictures are accepted (judged by the content, not the file name).',
  },
  IMAGE_CONTAINS_MARKUP: {
    'zh-Hant': '此圖片檔內含網頁或程式碼，基於安全無法接受。請用看圖軟體另存新檔後再上傳。',
    en: 'This picture file contains web page or script code and cannot be accepted. Save it again with an image editor and upload that copy.',
  },
  IMAGE_TOO_LARGE: {
    'zh-Hant': '圖片檔案不可超過 {maxMb} MB。',
    en: 'A picture may be at most {maxMb} MB.',
  },
  IMAGE_TOO_MANY_PIXELS: {
    'zh-Hant': '圖片尺寸過大（{width} × {height}），不可超過 {maxMegapixels} 百萬像素，請縮小後再上傳。',
    en: 'The picture is too big ({width} × {height}): at most {maxMegapixels} megapixels. Make it smaller and try again.',
  },
  IMAGE_UNREADABLE: {
    'zh-Hant': '無法讀取此圖片，檔案可能已損毀。',
    en: 'This picture cannot be read; the file may be damaged.',
  },
  IMAGE_NOT_FOUND: {
    'zh-Hant': '找不到圖片，請重新上傳。',
    en: 'A picture was not found. Please upload it again.',
  },
} as const satisfies Record<string, LocalizedText>;
