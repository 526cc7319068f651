import type { LocalizedText } from './i18n';

/** Errors of the notifications (`/Notifications`). Part of `errorMessages` (errors.ts). */
export const notificationErrors = {
  NOTIFICATION_MAIL_ALWAYS: {
    'zh-Hant': '這類通知的郵件屬於審核流程的一部分，一律寄送，無法關閉。',
    en: 'Mail of this kind is part of a review process and is always sent; it cannot be turned off.',
  },
  NOTIFICATION_KIND_REPEATED: {
    'zh-Hant': '同一種通知只能設定一次。',
    en: 'Each kind of notification can be set only once.',
  },
} as const satisfies Record<string, LocalizedText>;
