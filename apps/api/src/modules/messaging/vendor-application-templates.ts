import type { Language } from '@portal/contracts/i18n';
import type { ApplicationKind } from '@portal/contracts/vendor-application';
import type { TemplateDefinition } from './message-templates';

/**
 * The mails of vendor applications and upgrade requests. Placeholders: `{name}` (the applicant),
 * `{company}`, `{request}` (what was asked, worded by `applicationRequestWording`), `{reason}` (the
 * rejection's reason) and `{link}` (the page showing the application).
 */
export const applicationRequestWording: Record<Language, Record<ApplicationKind, string>> = {
  'zh-Hant': { apply: '供應商申請', upgrade: '合格供應商升級申請' },
  en: { apply: 'vendor application', upgrade: 'request to become a certified supplier' },
};

export const vendorApplicationTemplates = {
  'vendor-application-received': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】已收到您的申請',
          paragraphs: [
            '我們已收到「{company}」的{request}，協會承辦人員將盡快審核。',
            '審核結果會以電子郵件通知您；您也可以隨時在以下頁面查看申請狀態：',
            '{link}',
            '審核期間申請內容無法修改；如需更正，請先撤回後重新申請。',
          ],
        },
        sms: '【供應商會員平台】已收到您的申請，審核結果將以電子郵件通知。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: we received your application',
          paragraphs: [
            'We received the {request} of "{company}". The association will review it shortly.',
            'We will e-mail you the decision; you can also follow its status on this page at any time:',
            '{link}',
            'The application cannot be changed while it is under review. To correct it, withdraw it and apply again.',
          ],
        },
        sms: 'Supplier Portal: application received; we will e-mail the decision.',
      },
    },
  },
  'vendor-application-accepted': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】您的申請已通過審核',
          paragraphs: [
            '恭喜！「{company}」的{request}已通過協會審核。',
            '登入後即可在以下頁面查看結果並管理公司資料：',
            '{link}',
          ],
        },
        sms: '【供應商會員平台】您的申請已通過審核，詳情請見電子郵件。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: your application was accepted',
          paragraphs: [
            'Congratulations: the association accepted the {request} of "{company}".',
            'Sign in to see the result and manage your company data on this page:',
            '{link}',
          ],
        },
        sms: 'Supplier Portal: your application was accepted. See your e-mail.',
      },
    },
  },
  'vendor-application-rejected': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】您的申請未通過審核',
          paragraphs: [
            '很抱歉，「{company}」的{request}未通過協會審核，原因如下：',
            '{reason}',
            '您可以依上述說明修正資料後重新提出申請：',
            '{link}',
          ],
        },
        sms: '【供應商會員平台】您的申請未通過審核，原因請見電子郵件。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: your application was not accepted',
          paragraphs: [
            'We are sorry: the association did not accept the {request} of "{company}", for this reason:',
            '{reason}',
            'You may correct it accordingly and submit it again here:',
            '{link}',
          ],
        },
        sms: 'Supplier Portal: your application was not accepted. See your e-mail.',
      },
    },
  },
} satisfies Record<string, TemplateDefinition>;
