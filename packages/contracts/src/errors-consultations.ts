import type { LocalizedText } from './i18n';

/** Errors of the consultations (`/Consultation`). Part of `errorMessages` (errors.ts). */
export const consultationErrors = {
  CONSULTATION_CLOSED: {
    'zh-Hant': '此諮詢案件已結案，無法再回覆。如有新的問題，請另開新的諮詢。',
    en: 'This consultation is closed and takes no more replies. Please open a new one for a new question.',
  },
  CONSULTATION_FILE_TYPE: {
    'zh-Hant': '附件僅接受 PDF、PNG、JPEG 或 WebP 檔案。',
    en: 'The attachment must be a PDF, PNG, JPEG or WebP file.',
  },
  CONSULTATION_FILE_TOO_LARGE: {
    'zh-Hant': '附件不可超過 {maxMb} MB。',
    en: 'The attachment must be at most {maxMb} MB.',
  },
} as const satisfies Record<string, LocalizedText>;
