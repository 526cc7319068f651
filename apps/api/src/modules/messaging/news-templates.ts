import type { TemplateDefinition } from './message-templates';

/** The announcements' mail to their audience. Placeholders: `{name}`, `{title}` (in the reader's language), `{link}`. */
export const newsTemplates = {
  'news-published': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】協會發布了新公告',
          paragraphs: ['協會發布了新公告「{title}」。', '請至以下頁面閱讀全文與附件：', '{link}'],
        },
        sms: '【供應商會員平台】協會發布了新公告，請登入查看。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: a new announcement from the association',
          paragraphs: [
            'The association published a new announcement: "{title}".',
            'Read it in full, with its attachments, on this page:',
            '{link}',
          ],
        },
        sms: 'Supplier Portal: a new announcement. Sign in to read it.',
      },
    },
  },
} as const satisfies Record<string, TemplateDefinition>;
