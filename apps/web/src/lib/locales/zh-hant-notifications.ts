/**
 * Traditional Chinese texts of the bell's list, the notifications page and the preferences
 * (`notifications`), loaded with them. Each kind's text is built from the notification's `params`.
 */
export const zhHantNotifications = {
  notifications: {
    kinds: {
      'inquiry-new': '{{person}}寄來新的詢問：{{subject}}',
      'inquiry-reply': '{{person}}回覆了詢問：{{subject}}',
      'meeting-proposed': '{{person}}邀請您開會：{{subject}}',
      'meeting-accepted': '{{person}}接受了會議：{{subject}}',
      'meeting-changed': '會議有異動：{{subject}}',
      'consultation-answered': '協會已回覆您的諮詢：{{subject}}',
      'application-decided': {
        accepted: '您的{{request}}（{{company}}）已通過審核',
        rejected: '您的{{request}}（{{company}}）未通過審核',
      },
      'join-request': {
        pending: '{{person}}申請加入{{company}}',
        accepted: '{{company}}已同意您的加入申請',
        rejected: '{{company}}婉拒了您的加入申請',
      },
    },
    requests: { apply: '供應商申請', upgrade: '合格供應商升級申請' },
    kindNames: {
      'inquiry-new': '新的詢問',
      'inquiry-reply': '詢問的回覆',
      'meeting-proposed': '會議邀約',
      'meeting-accepted': '會議已接受',
      'meeting-changed': '會議異動',
      'consultation-answered': '諮詢的回覆',
      'application-decided': '供應商申請的審核結果',
      'join-request': '加入公司的申請',
      announcement: '協會公告',
    },
    someone: '有人',
    unread: '未讀',
    unreadOnly: '只看未讀',
    markAllRead: '全部標為已讀',
    markedAllRead: '已將全部通知標為已讀。',
    empty: '目前沒有通知。',
    emptyUnread: '沒有未讀的通知。',
    viewAll: '查看全部通知',
    preferences: '通知設定',
    newsUnread_one: '{{count}} 則未讀公告',
    newsUnread_other: '{{count}} 則未讀公告',
    listLabel: '最新通知',
    loadFailed: '通知無法載入，請稍後再試。',
    mailColumn: '也以電子郵件通知',
    mailAlways: '審核流程的一部分，一律寄送',
    mailOnly: '僅以電子郵件通知（協會選擇寄送的公告）；新公告計入鈴鐺的未讀公告數，不另列為通知',
    mailOn: '「{{kind}}」將以電子郵件通知。',
    mailOff: '「{{kind}}」不再以電子郵件通知，仍會出現在通知中。',
    mailOffMailOnly: '「{{kind}}」不再以電子郵件通知，仍可在公告頁閱讀。',
    preferencesIntro: '所有通知都會出現在頁首的鈴鐺中；請選擇哪些也要寄到您的電子郵件信箱。',
    back: '回到我的通知',
  },
} as const;
