import type { Readable } from 'node:stream';
import type { Language } from '@portal/contracts/i18n';
import type {
  NewsAudience,
  NewsDetail,
  NewsList,
  NewsReadItem,
  newsListQuerySchema,
} from '@portal/contracts/news';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../plugins/route-access';
import type { FileStorage } from '../files/file-storage';
import {
  type BoardItem,
  findVisible,
  isInActiveVendor,
  markAllRead,
  markRead,
  type Reader,
} from './news.repository';
import { type AttachmentFile, attachmentOf, attachmentsOf } from './news-attachments.repository';
import { countUnread, listBoard } from './news-board.repository';

type NewsListQuery = z.output<typeof newsListQuerySchema>;

/**
 * The audiences a person belongs to, from the identity model at the time of the read (see
 * `newsAudiences` in the contracts): a vendor suspended today stops its people seeing vendors' items.
 */
async function audiencesOf(db: Database, principal: Principal): Promise<NewsAudience[]> {
  const audiences: NewsAudience[] = ['everyone'];
  const isStaff = principal.permissions.size > 0;
  if (isStaff) audiences.push('staff');
  if (principal.vendor) {
    if (await isInActiveVendor(db, principal.userId)) audiences.push('vendors');
  } else if (!isStaff) {
    audiences.push('buyers');
  }
  return audiences;
}

function toReadItem(row: BoardItem, language: Language): NewsReadItem {
  const english = language === 'en';
  return {
    id: row.id,
    category: row.category,
    title: english && row.titleEn ? row.titleEn : row.titleZh,
    pinned: row.pinned,
    publishedTime: (row.visibleFrom ?? row.createdAt).toISOString(),
    isRead: row.isRead,
  };
}

/** The readers' side of the announcements: the board, one item, and read marks. */
export function createNewsService(deps: { db: Database; clock: Clock; files: FileStorage }) {
  const { db, clock, files } = deps;

  async function readerOf(principal: Principal): Promise<Reader> {
    return { userId: principal.userId, audiences: await audiencesOf(db, principal), now: clock.now() };
  }

  return {
    async board(principal: Principal, query: NewsListQuery, language: Language): Promise<NewsList> {
      const reader = await readerOf(principal);
      const filters = query.condition ?? {};
      const newestFirst = (query.sortings?.[0]?.dir ?? 'desc') === 'desc';
      const [page, unreadCount] = await Promise.all([
        listBoard(db, reader, {
          page: query.page,
          pageSize: query.pageSize,
          keyword: filters.keyword,
          category: filters.category,
          unread: filters.unread,
          newestFirst,
        }),
        countUnread(db, reader),
      ]);
      return {
        totalCount: page.totalCount,
        data: page.data.map((row) => toReadItem(row, language)),
        unreadCount,
      };
    },

    /** One item the caller may see now; reading it marks it read. Anything else is 404, alike. */
    async read(principal: Principal, id: string, language: Language): Promise<NewsDetail> {
      const reader = await readerOf(principal);
      const row = await findVisible(db, reader, id);
      if (!row) throw AppError.of('NOT_FOUND');
      if (!row.isRead) await markRead(db, principal.userId, row.id, reader.now);
      const english = language === 'en';
      const attachments = await attachmentsOf(db, [row.id]);
      return {
        ...toReadItem({ ...row, isRead: true }, language),
        body: english && row.bodyEn ? row.bodyEn : row.bodyZh,
        attachments: attachments.get(row.id) ?? [],
      };
    },

    /** A file of an item the caller may see now; 404 for anything else, as for the item itself. */
    async openAttachment(
      principal: Principal,
      newsId: string,
      fileId: string,
    ): Promise<{ file: AttachmentFile; content: Readable }> {
      const row = await findVisible(db, await readerOf(principal), newsId);
      const file = row ? await attachmentOf(db, row.id, fileId) : undefined;
      if (!file) throw AppError.of('NOT_FOUND');
      return { file, content: await files.read(file.storageKey) };
    },

    async unreadCount(principal: Principal): Promise<{ unreadCount: number }> {
      return { unreadCount: await countUnread(db, await readerOf(principal)) };
    },

    async markAllRead(principal: Principal): Promise<{ unreadCount: number }> {
      const now = clock.now();
      await db.transaction((tx) => markAllRead(tx, principal.userId, now));
      return { unreadCount: await countUnread(db, await readerOf(principal)) };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
