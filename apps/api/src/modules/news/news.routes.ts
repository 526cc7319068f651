import { Readable } from 'node:stream';
import {
  newsDetailSchema,
  newsListQuerySchema,
  newsListSchema,
  newsUnreadSchema,
} from '@portal/contracts/news';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/request-caller';
import { attachmentDisposition } from '../files/document-name';
import type { NewsService } from './news.service';

const signedIn = { access: 'signed-in' as const };
const tags = ['news'];

/** The readers' calls (spec §7 News): what the caller may see now, in their language, with read marks. */
export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService }> = async (app, { news }) => {
  app.get(
    '/News',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Announcements for me, now: pinned first, then newest; search, category, unread only',
        querystring: newsListQuerySchema,
        response: { 200: newsListSchema },
      },
    },
    (request) => news.board(principalOf(request), request.query, request.language),
  );

  app.get(
    '/News/Unread',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'How many announcements I have not read',
        response: { 200: newsUnreadSchema },
      },
    },
    (request) => news.unreadCount(principalOf(request)),
  );

  app.post(
    '/News/Read',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark every announcement visible to me now as read',
        response: { 200: newsUnreadSchema },
      },
    },
    (request) => news.markAllRead(principalOf(request)),
  );

  app.get(
    '/News/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One announcement I may see now (404 outside its window or audience); marks it read',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: newsDetailSchema },
      },
    },
    (request) => news.read(principalOf(request), request.params.id, request.language),
  );

  app.get(
    '/News/:id/Attachments/:fileId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Download a file of an announcement I may see now (404 otherwise)',
        params: z.strictObject({ id: z.uuid(), fileId: z.uuid() }),
        response: { 200: z.instanceof(Readable).describe('The file, as uploaded (streamed)') },
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const { file, content } = await news.openAttachment(principalOf(request), id, fileId);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
};
