import type { TemplateDefinition } from './message-templates';

/**
 * The mails of a vendor's people (subjects are fixed text: only paragraphs are filled). Placeholders: `{name}` (the recipient), `{company}` (the vendor),
 * `{role}` (worded by `vendorRoleWording`), `{person}` (who asked, left or invited), `{message}`,
 * `{reason}`, `{days}` and `{link}`.
 */
export const vendorRoleWording = {
  'zh-Hant': { owner: '主帳號', manager: '管理者', member: '成員' },
  en: { owner: 'owner', manager: 'manager', member: 'member' },
} as const;

export const vendorMemberTemplates = {
  'vendor-invitation': {
    // The link is a single-use key to the vendor: blanked once delivered, like a code.
    sensitive: true,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】邀請您加入供應商',
          paragraphs: [
            '{person} 邀請您以「{role}」身分加入供應商「{company}」。',
            '請在 {days} 天內開啟以下連結，註冊或登入此電子郵件的帳號後接受或拒絕邀請：',
            '{link}',
            '此連結只能使用一次，且僅限受邀的電子郵件帳號使用。若您不認識邀請人，請忽略此信。',
          ],
        },
        sms: '【供應商會員平台】您收到加入供應商的邀請，詳情請見電子郵件。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: an invitation to join a vendor',
          paragraphs: [
            '{person} invites you to join the vendor "{company}" as {role}.',
            'Open this link within {days} days, sign up or sign in with this e-mail address, then accept or decline:',
            '{link}',
            'The link works once and only for the invited address. If you do not know the sender, ignore this mail.',
          ],
        },
        sms: 'Supplier Portal: you are invited to join a vendor. See your e-mail.',
      },
    },
  },
  'vendor-join-request': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】有人申請加入您的供應商',
          paragraphs: [
            '{person} 申請加入供應商「{company}」，留言如下：',
            '{message}',
            '請至以下頁面審核：',
            '{link}',
          ],
        },
        sms: '【供應商會員平台】有人申請加入您的供應商，請登入審核。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: a request to join your vendor',
          paragraphs: [
            '{person} asks to join the vendor "{company}", with this message:',
            '{message}',
            'Review the request on this page:',
            '{link}',
          ],
        },
        sms: 'Supplier Portal: someone asks to join your vendor. Sign in to review.',
      },
    },
  },
  'vendor-join-accepted': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】您加入供應商的申請已通過',
          paragraphs: ['您加入供應商「{company}」的申請已通過，角色為「{role}」。', '{link}'],
        },
        sms: '【供應商會員平台】您加入供應商的申請已通過。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: your request to join a vendor was accepted',
          paragraphs: [
            'Your request to join the vendor "{company}" was accepted; your role is {role}.',
            '{link}',
          ],
        },
        sms: 'Supplier Portal: your request to join a vendor was accepted.',
      },
    },
  },
  'vendor-join-rejected': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】您加入供應商的申請未通過',
          paragraphs: ['很抱歉，您加入供應商「{company}」的申請未通過，原因如下：', '{reason}', '{link}'],
        },
        sms: '【供應商會員平台】您加入供應商的申請未通過，原因請見電子郵件。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: your request to join a vendor was declined',
          paragraphs: [
            'We are sorry: your request to join the vendor "{company}" was declined, for this reason:',
            '{reason}',
            '{link}',
          ],
        },
        sms: 'Supplier Portal: your join request was declined. See your e-mail.',
      },
    },
  },
  'vendor-member-left': {
    sensitive: false,
    texts: {
      'zh-Hant': {
        email: {
          subject: '【供應商會員平台】有成員退出您的供應商',
          paragraphs: ['{person} 已自行退出供應商「{company}」，不再能存取貴公司的資料。', '{link}'],
        },
        sms: '【供應商會員平台】有成員退出了您的供應商。',
      },
      en: {
        email: {
          subject: 'Supplier Portal: a member left your vendor',
          paragraphs: ['{person} left the vendor "{company}" and can no longer reach its data.', '{link}'],
        },
        sms: 'Supplier Portal: a member left your vendor.',
      },
    },
  },
} satisfies Record<string, TemplateDefinition>;
