import {
  type NewsAdminItem,
  newsAdminItemSchema,
  newsAdminListQuerySchema,
  newsInsertSchema,
  newsSaveSchema,
  newsUpdateSchema,
} from '@portal/contracts/news';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import type { ResourceDefinition } from '../resources/resource-definition';
import { deleteNews, findNews, insertNews, listNewsAdmin, toAdminItem, updateNews } from './news.repository';
import { holdBodyImages, newsValuesOf, releaseBodyImages } from './news-write';

type NewsUpdate = z.output<typeof newsUpdateSchema>;
type NewsInsert = z.output<typeof newsInsertSchema>;

/**
 * Staff's side of the announcements (`news:write`), through the generic pattern under `News/Manage`:
 * drafts and published items of every audience, whatever their window. Readers use `GET /News`.
 * Every write sanitises both bodies and holds the pictures they show; the engine logs the change.
 */
export function newsResource(deps: {
  clock: Clock;
}): ResourceDefinition<NewsAdminItem, z.output<typeof newsAdminListQuerySchema>, NewsInsert, NewsUpdate> {
  const { clock } = deps;
  const staff = { permission: 'news:write' as const };
  return {
    path: 'News/Manage',
    entityType: 'news',
    tag: 'news',
    noun: 'announcement',
    readAccess: staff,
    itemSchema: newsAdminItemSchema,
    listQuerySchema: newsAdminListQuerySchema,
    list: (db, query) => listNewsAdmin(db, query),
    async get(db, id, _caller, options) {
      const row = await findNews(db, id, options);
      return row ? toAdminItem(row) : undefined;
    },
    // The log keeps what changed, not the bodies' full HTML twice per edit.
    snapshot: ({ bodyZh, bodyEn, createdTime: _c, updatedTime: _u, ...rest }) => ({
      ...rest,
      bodyZhLength: bodyZh.length,
      bodyEnLength: bodyEn.length,
    }),
    writes: {
      access: staff,
      insertSchema: newsInsertSchema,
      updateSchema: newsUpdateSchema,
      saveSchema: newsSaveSchema,
      async insert(tx, input, caller) {
        const now = clock.now();
        const row = await insertNews(tx, { ...newsValuesOf(input, now), createdBy: caller.principal.userId });
        await holdBodyImages(tx, {
          actorId: caller.principal.userId,
          newsId: row.id,
          bodies: [row.bodyZh, row.bodyEn],
          at: now,
        });
        return toAdminItem(row);
      },
      async update(tx, input, caller, before) {
        const now = clock.now();
        const current = await findNews(tx, before.id);
        const row = await updateNews(tx, before.id, newsValuesOf(input, now, current));
        await holdBodyImages(tx, {
          actorId: caller.principal.userId,
          newsId: row.id,
          bodies: [row.bodyZh, row.bodyEn],
          at: now,
        });
        return toAdminItem(row);
      },
      async remove(tx, before) {
        await releaseBodyImages(tx, before.id, clock.now());
        await deleteNews(tx, before.id);
      },
    },
  };
}
