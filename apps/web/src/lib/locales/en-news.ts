import type { TextsShape } from './texts-shape';
import type { zhHantNews } from './zh-hant-news';

/** English texts of the announcement pages (`news`). */
export const enNews: TextsShape<typeof zhHantNews> = {
  news: {
    categories: { notice: 'Notice', event: 'Event', regulation: 'Regulation', system: 'System' },
    allCategories: 'All categories',
    category: 'Category',
    keywordPlaceholder: 'Search titles or text',
    unreadOnly: 'Unread only',
    markAllRead: 'Mark all as read',
    markedAllRead: 'Every announcement is marked as read.',
    pinned: 'Pinned',
    unread: 'Unread',
    empty: 'No announcements yet.',
    emptyFiltered: 'No announcements match.',
    publishedAt: 'Published {{time}}',
    attachments: 'Attachments',
    download: 'Download {{name}}',
    back: 'Back to announcements',
    notFound: 'This announcement was not found: it may have ended, or it is not meant for your account.',
    missingId: 'No announcement was chosen.',
  },
};
