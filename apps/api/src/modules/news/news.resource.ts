import {
  type NewsAdminItem,
  newsAdminItemSchema,
  newsAdminListQuerySchema,
  newsInsertSchema,
  newsSaveSchema,
  newsUpdateSchema,
} from '@portal/contracts/news';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ResourceDefinition } from '../resources/resource-definition';
import { deleteNews, findNews, insertNews, listNewsAdmin, toAdminItem, updateNews } from './news.repository';
import { attachmentsOf } from './news-attachments.repository';
import type { NewsAudienceMail } from './news-audience-mail';
import { holdBodyImages, newsValuesOf, releaseBodyImages, setAttachments } from './news-write';

type NewsUpdate = z.output<typeof newsUpdateSchema>;
type NewsInsert = z.output<typeof newsInsertSchema>;

async function adminItem(db: Database, id: string, options?: { forUpdate?: boolean }) {
  const row = await findNews(db, id, options);
  if (!row) return undefined;
  const attachments = await attachmentsOf(db, [row.id]);
  return toAdminItem(row, attachments.get(row.id) ?? []);
}

async function reread(tx: Database, id: string): Promise<NewsAdminItem> {
  const item = await adminItem(tx, id);
  if (!item) throw new Error('announcement vanished inside its own transaction');
  return item;
}

/**
 * Staff's side of the announcements (`news:write`), through the generic pattern under `News/Manage`:
 * drafts and published items of every audience, whatever their window. Readers use `GET /News`.
 * Every write sanitises both bodies and holds the pictures they show; the engine logs the change.
 */
export function newsResource(deps: {
  clock: Clock;
  /** Sets the audience mail going when an item is published with "also mail the audience". */
  audienceMail: Pick<NewsAudienceMail, 'requestWithin'>;
}): ResourceDefinition<NewsAdminItem, z.output<typeof newsAdminListQuerySchema>, NewsInsert, NewsUpdate> {
  const { clock, audienceMail } = deps;
  const staff = { permission: 'news:write' as const };
  return {
    path: 'News/Manage',
    entityType: 'news',
    tag: 'news',
    noun: 'announcement',
    readAccess: staff,
    itemSchema: newsAdminItemSchema,
    listQuerySchema: newsAdminListQuerySchema,
    async list(db, query) {
      const page = await listNewsAdmin(db, query);
      const attachments = await attachmentsOf(
        db,
        page.data.map((row) => row.id),
      );
      return { ...page, data: page.data.map((row) => toAdminItem(row, attachments.get(row.id) ?? [])) };
    },
    get: (db, id, _caller, options) => adminItem(db, id, options),
    // The log keeps what changed, not the bodies' full HTML twice per edit.
    snapshot: ({ bodyZh, bodyEn, attachments, createdTime: _c, updatedTime: _u, ...rest }) => ({
      ...rest,
      attachmentIds: attachments.map((file) => file.id),
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
        await setAttachments(tx, {
          actorId: caller.principal.userId,
          newsId: row.id,
          fileIds: input.attachmentIds,
        });
        await audienceMail.requestWithin(tx, row);
        return reread(tx, row.id);
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
        await setAttachments(tx, {
          actorId: caller.principal.userId,
          newsId: row.id,
          fileIds: input.attachmentIds,
        });
        await audienceMail.requestWithin(tx, row);
        return reread(tx, row.id);
      },
      async remove(tx, before) {
        await releaseBodyImages(tx, before.id, clock.now());
        await deleteNews(tx, before.id);
      },
    },
  };
}
