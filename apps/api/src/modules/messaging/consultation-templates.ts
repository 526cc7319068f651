import type { TemplateDefinition } from './message-templates';

/**
 * The mails of the consultations. Placeholders: `{name}` (the recipient), `{subject}` (the case's
 * subject), `{person}` (who asked or replied) and `{link}` (the case's page).
 */
export const consultationTemplates = {
  'consultation-answered': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】協會已回覆您的諮詢',
          paragraphs: [
            '您好，協會已回覆您的諮詢「{subject}」。',
            '請至以下頁面查看回覆，如有需要可繼續留言或結案：',
            '{link}',
          ],
        },
        sms: '【供應商會員平台】協會已回覆您的諮詢，請登入查看。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: the association answered your consultation',
          paragraphs: [
            'The association answered your consultation "{subject}".',
            'Read the answer on this page; you may reply or close the case there:',
            '{link}',
          ],
        },
        sms: 'Supplier Portal: your consultation was answered. Sign in to read it.',
      },
    },
  },
  'consultation-waiting': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】有會員諮詢等候回覆',
          paragraphs: [
            '{person} 在諮詢「{subject}」留言，等候協會回覆。',
            '請至以下頁面處理（同一案件 15 分鐘內的後續留言不再另行通知）：',
            '{link}',
          ],
        },
        sms: '【供應商會員平台】有會員諮詢等候回覆，請登入處理。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: a consultation is waiting for an answer',
          paragraphs: [
            '{person} wrote in the consultation "{subject}" and waits for the association’s answer.',
            'Answer it on this page (further posts in the same case within 15 minutes send no other mail):',
            '{link}',
          ],
        },
        sms: 'Supplier Portal: a consultation waits for an answer. Sign in to reply.',
      },
    },
  },
} as const satisfies Record<string, TemplateDefinition>;
