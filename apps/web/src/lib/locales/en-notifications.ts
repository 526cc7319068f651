import type { TextsShape } from './texts-shape';
import type { zhHantNotifications } from './zh-hant-notifications';

/** English texts of the bell's list, the notifications page and the preferences (`notifications`). */
export const enNotifications: TextsShape<typeof zhHantNotifications> = {
  notifications: {
    kinds: {
      'inquiry-new': '{{person}} sent a new inquiry: {{subject}}',
      'inquiry-reply': '{{person}} replied to an inquiry: {{subject}}',
      'meeting-proposed': '{{person}} proposed a meeting: {{subject}}',
      'meeting-accepted': '{{person}} accepted a meeting: {{subject}}',
      'meeting-changed': 'A meeting changed: {{subject}}',
      'consultation-answered': 'The association answered your question: {{subject}}',
      'application-decided': {
        accepted: 'Your {{request}} ({{company}}) was accepted',
        rejected: 'Your {{request}} ({{company}}) was not accepted',
      },
      'join-request': {
        pending: '{{person}} asks to join {{company}}',
        accepted: '{{company}} accepted your request to join',
        rejected: '{{company}} declined your request to join',
      },
    },
    requests: { apply: 'supplier application', upgrade: 'certified supplier upgrade request' },
    kindNames: {
      'inquiry-new': 'New inquiries',
      'inquiry-reply': 'Replies to inquiries',
      'meeting-proposed': 'Meeting proposals',
      'meeting-accepted': 'Meetings accepted',
      'meeting-changed': 'Meeting changes',
      'consultation-answered': 'Answers to your questions',
      'application-decided': 'Decisions on supplier applications',
      'join-request': 'Requests to join a company',
      announcement: 'Announcements from the association',
    },
    someone: 'Someone',
    unread: 'Unread',
    unreadOnly: 'Unread only',
    markAllRead: 'Mark all read',
    markedAllRead: 'All notifications are marked read.',
    empty: 'No notifications yet.',
    emptyUnread: 'No unread notifications.',
    viewAll: 'See all notifications',
    preferences: 'Notification settings',
    newsUnread_one: '{{count}} unread announcement',
    newsUnread_other: '{{count}} unread announcements',
    listLabel: 'Newest notifications',
    loadFailed: 'Notifications could not be loaded. Please try again later.',
    mailColumn: 'Also by e-mail',
    mailAlways: 'Part of a review process: always sent',
    mailOnly:
      'By e-mail only (announcements the association chooses to mail); new ones are counted as unread announcements under the bell, not listed as notifications',
    mailOn: '“{{kind}}” will also come by e-mail.',
    mailOff: '“{{kind}}” will no longer come by e-mail; it still appears in your notifications.',
    mailOffMailOnly:
      '“{{kind}}” will no longer come by e-mail; you can still read them on the announcements page.',
    preferencesIntro:
      'Every notification appears under the bell in the header; choose which also come to your e-mail.',
    back: 'Back to my notifications',
  },
};
