import { type NewsAdminItem, newsAdminListQuerySchema } from '@portal/contracts/news';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { defineExport, labelOf, taipeiTime, yesNo } from '../exports/export-definition';
import { newsAudienceTexts, newsCategoryTexts, newsStatusTexts } from '../exports/export-labels';
import type { ResourceDefinition } from '../resources/resource-definition';

type NewsQuery = z.output<typeof newsAdminListQuerySchema>;

/** `GET /Exports/Announcements`: staff's announcements (`news:write`), read as `GET /News/Manage` reads them. */
export function announcementsExport(deps: {
  db: Database;
  newsAdmin: Pick<ResourceDefinition<NewsAdminItem, NewsQuery>, 'list' | 'readAccess'>;
}) {
  return defineExport<NewsQuery, NewsAdminItem>({
    list: 'Announcements',
    fileStem: 'announcements',
    access: deps.newsAdmin.readAccess,
    listQuerySchema: newsAdminListQuerySchema,
    read: (reader, query) => deps.newsAdmin.list(deps.db, query, { ...reader, isSignedIn: true }),
    columns: [
      { label: { 'zh-Hant': '標題', en: 'Title (Chinese)' }, value: (item) => item.titleZh },
      { label: { 'zh-Hant': '英文標題', en: 'Title (English)' }, value: (item) => item.titleEn },
      {
        label: { 'zh-Hant': '分類', en: 'Category' },
        value: (item, language) => labelOf(newsCategoryTexts, item.category, language),
      },
      {
        label: { 'zh-Hant': '對象', en: 'Audience' },
        value: (item, language) => labelOf(newsAudienceTexts, item.audience, language),
      },
      {
        label: { 'zh-Hant': '狀態', en: 'Status' },
        value: (item, language) => labelOf(newsStatusTexts, item.status, language),
      },
      { label: { 'zh-Hant': '置頂', en: 'Pinned' }, value: (item, language) => yesNo(item.pinned, language) },
      { label: { 'zh-Hant': '上架時間', en: 'Visible from' }, value: (item) => taipeiTime(item.publishFrom) },
      {
        label: { 'zh-Hant': '下架時間', en: 'Visible until' },
        value: (item) => taipeiTime(item.publishUntil),
      },
      { label: { 'zh-Hant': '發布時間', en: 'Published' }, value: (item) => taipeiTime(item.publishedTime) },
      { label: { 'zh-Hant': '更新時間', en: 'Updated' }, value: (item) => taipeiTime(item.updatedTime) },
    ],
  });
}
