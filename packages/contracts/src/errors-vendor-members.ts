import type { LocalizedText } from './i18n';

/** Errors of a vendor's people: members, invitations, join requests, leaving. Part of `errorMessages` (errors.ts). */
export const vendorMemberErrors = {
  LAST_OWNER: {
    'zh-Hant': '供應商至少須保留一位主帳號：請先將主帳號轉移給其他成員。',
    en: 'A vendor must keep at least one owner. Transfer ownership to another member first.',
  },
  VENDOR_ROLE_TOO_HIGH: {
    'zh-Hant': '您無法授予高於自己的角色，也無法變更角色高於您的成員。',
    en: 'You cannot grant a role above your own or act on someone above you.',
  },
  NOT_A_MEMBER: {
    'zh-Hant': '此人不是本供應商的成員。',
    en: 'This person is not a member of this vendor.',
  },
  ALREADY_MEMBER: {
    'zh-Hant': '此人已是本供應商的成員。',
    en: 'This person is already a member of this vendor.',
  },
  INVITATION_PENDING: {
    'zh-Hant': '已有寄給此電子郵件的邀請尚待回覆，如需要請重新寄送該邀請。',
    en: 'An invitation to this address is still waiting for an answer. Resend it if needed.',
  },
  INVITATION_NOT_FOUND: {
    'zh-Hant': '找不到此邀請連結，請確認網址是否完整，或請邀請人重新寄送。',
    en: 'This invitation link was not found. Check that the address is complete, or ask for a new invitation.',
  },
  INVITATION_EXPIRED: {
    'zh-Hant': '此邀請連結已過期，請邀請人重新寄送。',
    en: 'This invitation link has expired. Ask the person who invited you to send it again.',
  },
  INVITATION_CLOSED: {
    'zh-Hant': '此邀請已使用、已拒絕或已撤回，無法再使用。',
    en: 'This invitation has already been used, declined or revoked.',
  },
  INVITATION_NOT_YOURS: {
    'zh-Hant': '此邀請是寄給其他電子郵件地址的，請以受邀的帳號登入後再開啟連結。',
    en: 'This invitation was sent to another e-mail address. Sign in with the invited account and open the link again.',
  },
  LEAVE_VENDOR_FIRST: {
    'zh-Hant': '您已隸屬其他供應商，請先退出該供應商後再加入。',
    en: 'You already belong to another vendor. Leave it first, then join this one.',
  },
  INVITE_DAILY_LIMIT: {
    'zh-Hant': '每個供應商每天最多寄出 {max} 封邀請，請明天再試。',
    en: 'A vendor can send at most {max} invitations a day. Try again tomorrow.',
  },
  INVITE_ADDRESS_LIMIT: {
    'zh-Hant': '此電子郵件地址今天已收到邀請，每個地址每天最多一封，請明天再試。',
    en: 'This address already received an invitation today (at most one a day). Try again tomorrow.',
  },
  JOIN_REQUEST_PENDING: {
    'zh-Hant': '您已有一筆加入申請等待審核，請等候結果或先撤回。',
    en: 'You already have a request to join waiting for review. Wait for it, or withdraw it first.',
  },
  JOIN_REQUEST_NOT_PENDING: {
    'zh-Hant': '此加入申請已處理或已撤回。',
    en: 'This request to join has already been decided or withdrawn.',
  },
  OWNER_ONLY: {
    'zh-Hant': '只有主帳號可以執行此操作。',
    en: 'Only an owner can do this.',
  },
} as const satisfies Record<string, LocalizedText>;
