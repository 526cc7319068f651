import type { TemplateDefinition } from './message-templates';

/**
 * The inquiry mailbox's digest mails (one per thread and recipient per digest window). Placeholders:
 * `{name}` (the recipient), `{subject}`, `{from}` (who wrote: the vendor's or the buyer's name),
 * `{count}` (new messages), `{excerpt}` (the latest one, shortened) and `{link}` (the thread).
 */
export const inquiryTemplates = {
  'inquiry-new': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】您收到新的詢問',
          paragraphs: ['{from} 向您詢問「{subject}」：', '{excerpt}', '請登入平台查看並回覆：', '{link}'],
        },
        sms: '【供應商會員平台】您收到新的詢問，請登入平台查看。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: a new inquiry',
          paragraphs: [
            '{from} sent you an inquiry, “{subject}”:',
            '{excerpt}',
            'Sign in to read and answer it:',
            '{link}',
          ],
        },
        sms: 'Supplier Portal: you have a new inquiry. Sign in to read it.',
      },
    },
  },
  'inquiry-reply': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】詢問有新回覆',
          paragraphs: [
            '{from} 在詢問「{subject}」中有 {count} 則新訊息，最新一則如下：',
            '{excerpt}',
            '請登入平台查看：',
            '{link}',
          ],
        },
        sms: '【供應商會員平台】您的詢問有新回覆，請登入平台查看。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: new messages in an inquiry',
          paragraphs: [
            '{from} wrote {count} new message(s) in the inquiry “{subject}”. The latest:',
            '{excerpt}',
            'Sign in to read them:',
            '{link}',
          ],
        },
        sms: 'Supplier Portal: an inquiry has new messages. Sign in to read them.',
      },
    },
  },
} satisfies Record<'inquiry-new' | 'inquiry-reply', TemplateDefinition>;
