/** Traditional Chinese texts of the announcement pages (`news`), loaded with them. */
export const zhHantNews = {
  news: {
    categories: { notice: '公告', event: '活動', regulation: '法規', system: '系統' },
    allCategories: '全部類別',
    category: '類別',
    keywordPlaceholder: '搜尋標題或內容',
    unreadOnly: '只看未讀',
    markAllRead: '全部標為已讀',
    markedAllRead: '已將全部公告標為已讀。',
    pinned: '置頂',
    unread: '未讀',
    empty: '目前沒有公告。',
    emptyFiltered: '找不到符合條件的公告。',
    publishedAt: '發布於 {{time}}',
    attachments: '附件',
    download: '下載 {{name}}',
    back: '回到公告列表',
    notFound: '找不到這則公告，可能已下架或不適用於您的帳號。',
    missingId: '未指定要查看的公告。',
  },
} as const;
