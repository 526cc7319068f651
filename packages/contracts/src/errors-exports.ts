import type { LocalizedText } from './i18n';

/** Errors of the list exports (`/Exports/…`). Part of `errorMessages` (errors.ts). */
export const exportErrors = {
  EXPORT_NOT_READY: {
    'zh-Hant': '匯出檔案尚未完成，請稍候再下載。',
    en: 'The export is not finished yet. Please download it once it is ready.',
  },
  EXPORT_EXPIRED: {
    'zh-Hant': '此匯出檔案的下載連結已過期，請重新匯出。',
    en: 'This export’s download link has expired. Please export the list again.',
  },
  EXPORT_FAILED: {
    'zh-Hant': '匯出失敗，請重新匯出；若一再發生，請聯絡管理員。',
    en: 'The export failed. Please export again; if it keeps failing, contact an administrator.',
  },
  EXPORT_SESSION_ENDED: {
    'zh-Hant': '您已登出，匯出已停止。請重新登入後再匯出。',
    en: 'You signed out, so the export stopped. Please sign in and export again.',
  },
} as const satisfies Record<string, LocalizedText>;
