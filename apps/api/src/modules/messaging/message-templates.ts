import type { Language } from '@portal/contracts/i18n';
import { consultationTemplates } from './consultation-templates';
import { inquiryTemplates } from './inquiry-templates';
import { meetingTemplates } from './meeting-templates';
import type { MessageTemplate } from './messaging.service';
import { newsTemplates } from './news-templates';
import { vendorApplicationTemplates } from './vendor-application-templates';
import { vendorMemberTemplates } from './vendor-member-templates';

/**
 * An e-mail: a subject and paragraphs. A paragraph that is exactly `{code}` is the code itself,
 * shown large in the HTML version. Placeholders: `{code}`, `{minutes}`, `{name}`, and in the
 * set-password mails `{link}`, `{account}`, `{days}`.
 */
export interface EmailText {
  subject: string;
  paragraphs: readonly string[];
}

/** One template in one language: the e-mail and the SMS (one 70-character UCS-2 message). */
export interface TemplateText {
  email: EmailText;
  sms: string;
}

export type TemplateTexts = Record<Language, TemplateText>;

export interface TemplateDefinition {
  /** Carries a code: the stored body is blanked once delivered. */
  sensitive: boolean;
  texts: TemplateTexts;
}

const zhCodeNotice =
  '驗證碼將於 {minutes} 分鐘後失效。請勿將驗證碼提供給任何人，本平台人員不會向您索取驗證碼。';
const enCodeNotice =
  'The code expires in {minutes} minutes. Do not share it with anyone: our staff will never ask for it.';
const zhSmsCode = (purpose: string) =>
  `【供應商會員平台】${purpose}驗證碼為{code}，{minutes}分鐘內有效，請勿提供他人。`;
const enSmsCode = (purpose: string) =>
  `Supplier Portal ${purpose} code {code}, valid {minutes} min. Do not share it.`;

/** Every template in both languages; a missing language or template fails the type-check. */
export const messageTemplates = {
  'signup-code': {
    sensitive: true,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】註冊驗證碼',
          paragraphs: [
            '感謝您註冊供應商會員平台。請在註冊頁面輸入以下驗證碼，完成電子郵件驗證：',
            '{code}',
            zhCodeNotice,
            '若您沒有申請註冊，請忽略這封信。',
          ],
        },
        sms: zhSmsCode('您的註冊'),
      },
      en: {
        email: {
          subject: 'Supplier Portal: your sign-up code',
          paragraphs: [
            'Thank you for signing up. Enter this code on the sign-up page to verify your e-mail address:',
            '{code}',
            enCodeNotice,
            'If you did not sign up, please ignore this message.',
          ],
        },
        sms: enSmsCode('sign-up'),
      },
    },
  },
  'signup-email-registered': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】有人嘗試以您的電子郵件註冊',
          paragraphs: [
            '有人剛剛嘗試以這個電子郵件地址註冊供應商會員平台。這個地址已屬於您的帳號，因此沒有建立新帳號，也沒有寄出驗證碼。',
            '若是您本人：您已經有帳號，請直接登入；忘記密碼時，可在登入頁面使用「忘記密碼」重設。',
            '若不是您本人，無須任何動作，您的帳號不受影響。',
          ],
        },
        sms: '【供應商會員平台】有人嘗試以您的電子郵件註冊。您已有帳號，請直接登入；若非本人操作，無須理會。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: someone tried to register with your address',
          paragraphs: [
            'Someone just tried to sign up for the Supplier Portal with this e-mail address. It already belongs to your account, so no account was created and no code was sent.',
            'If it was you: you already have an account. Sign in, or use "Forgot password" on the sign-in page.',
            'If it was not you, there is nothing to do: your account is unchanged.',
          ],
        },
        sms: 'Supplier Portal: someone tried to sign up with your e-mail. Ignore it.',
      },
    },
  },
  'email-change-code': {
    sensitive: true,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】電子郵件變更驗證碼',
          paragraphs: [
            '您正在將帳號的電子郵件變更為此信箱。請輸入以下驗證碼以確認變更：',
            '{code}',
            zhCodeNotice,
            '若這不是您本人的操作，請忽略這封信，並建議您變更密碼。',
          ],
        },
        sms: zhSmsCode('您變更電子郵件的'),
      },
      en: {
        email: {
          subject: 'Supplier Portal: confirm your new e-mail address',
          paragraphs: [
            'You asked to use this address for your account. Enter this code to confirm the change:',
            '{code}',
            enCodeNotice,
            'If this was not you, please ignore this message and consider changing your password.',
          ],
        },
        sms: enSmsCode('email'),
      },
    },
  },
  'mobile-change-code': {
    sensitive: true,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】手機號碼變更驗證碼',
          paragraphs: [
            '您正在變更帳號的手機號碼。請輸入以下驗證碼以確認變更：',
            '{code}',
            zhCodeNotice,
            '若這不是您本人的操作，請忽略這封信，並建議您變更密碼。',
          ],
        },
        sms: zhSmsCode('您變更手機號碼的'),
      },
      en: {
        email: {
          subject: 'Supplier Portal: confirm your new mobile number',
          paragraphs: [
            'You asked to change the mobile number of your account. Enter this code to confirm the change:',
            '{code}',
            enCodeNotice,
            'If this was not you, please ignore this message and consider changing your password.',
          ],
        },
        sms: enSmsCode('mobile'),
      },
    },
  },
  'password-reset-code': {
    sensitive: true,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】重設密碼驗證碼',
          paragraphs: [
            '我們收到重設您帳號密碼的申請。請輸入以下驗證碼以設定新密碼：',
            '{code}',
            zhCodeNotice,
            '若您沒有申請重設密碼，請忽略這封信，您的密碼不會變更。',
          ],
        },
        sms: zhSmsCode('您的密碼重設'),
      },
      en: {
        email: {
          subject: 'Supplier Portal: your password reset code',
          paragraphs: [
            'We received a request to reset the password of your account. Enter this code to choose a new password:',
            '{code}',
            enCodeNotice,
            'If you did not ask for this, please ignore this message: your password stays the same.',
          ],
        },
        sms: enSmsCode('reset'),
      },
    },
  },
  'password-changed': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】您的密碼已變更',
          paragraphs: [
            '您帳號的密碼剛剛已變更。若這是您本人的操作，無須理會這封信。',
            '若您沒有變更密碼，可能有他人取得您的帳號：請立即在登入頁面使用「忘記密碼」重設密碼，並與協會聯絡。',
          ],
        },
        sms: '【供應商會員平台】您的密碼已變更。若非本人操作，請立即重設密碼並與協會聯絡。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: your password was changed',
          paragraphs: [
            'The password of your account was just changed. If you did this, there is nothing more to do.',
            'If you did not, someone else may have access to your account: reset your password now with "Forgot password" on the sign-in page, and contact the association.',
          ],
        },
        sms: 'Supplier Portal: password changed. Not you? Reset it and contact us.',
      },
    },
  },
  welcome: {
    sensitive: true,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】您的帳號已建立，請設定密碼',
          paragraphs: [
            '協會已為您建立供應商會員平台帳號，登入帳號為 {account}。',
            '請開啟以下連結設定密碼；設定完成後即可登入，您的電子郵件也同時完成驗證：',
            '{link}',
            '此連結於 {days} 天內有效，只能使用一次。請勿將連結轉寄給他人，本平台人員不會向您索取密碼。',
            '若您不認識本平台或沒有預期收到這封信，請忽略這封信。',
          ],
        },
        sms: '【供應商會員平台】您的帳號已建立，請開啟電子郵件中的連結設定密碼。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: your account is ready, please set a password',
          paragraphs: [
            'The association created a Supplier Portal account for you. Your account name is {account}.',
            'Open this link to choose your password; once it is set you can sign in, and your e-mail address is verified:',
            '{link}',
            'The link works once, for {days} days. Do not forward it: our staff will never ask for your password.',
            'If you do not know this portal or did not expect this message, please ignore it.',
          ],
        },
        sms: 'Supplier Portal: account created. See your e-mail to set a password.',
      },
    },
  },
  'admin-password-reset': {
    sensitive: true,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】重設密碼連結',
          paragraphs: [
            '協會管理員為您的帳號 {account} 寄出了重設密碼連結。請開啟以下連結設定新密碼：',
            '{link}',
            '此連結於 {minutes} 分鐘內有效，只能使用一次。設定新密碼後，您已登入的裝置都會登出。',
            '若您沒有向協會要求重設密碼，請忽略這封信，您的密碼不會變更。',
          ],
        },
        sms: '【供應商會員平台】重設密碼連結已寄至您的電子郵件，請於時限內設定新密碼。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: a link to reset your password',
          paragraphs: [
            'An administrator of the association sent a password reset link for your account {account}. Open it to choose a new password:',
            '{link}',
            'The link works once, for {minutes} minutes. Once the new password is set, every signed-in device is signed out.',
            'If you did not ask the association for this, please ignore this message: your password stays the same.',
          ],
        },
        sms: 'Supplier Portal: a password reset link was sent to your e-mail.',
      },
    },
  },
  ...vendorApplicationTemplates,
  ...vendorMemberTemplates,
  ...inquiryTemplates,
  ...meetingTemplates,
  ...consultationTemplates,
  ...newsTemplates,
} satisfies Record<MessageTemplate, TemplateDefinition>;

/** Texts every e-mail shares. */
export const mailFrame = {
  'zh-Hant': {
    greeting: '您好：',
    namedGreeting: '{name} 您好：',
    footer: '此信件由系統自動發送，請勿直接回覆。',
    portalName: '供應商會員平台',
  },
  en: {
    greeting: 'Hello,',
    namedGreeting: 'Hello {name},',
    footer: 'This message was sent automatically. Please do not reply to it.',
    portalName: 'Supplier Portal',
  },
} satisfies Record<Language, Record<string, string>>;
