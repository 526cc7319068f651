import { Readable } from 'node:stream';
import {
  inquiryAnswererParamsSchema,
  inquiryAnswererPayloadSchema,
  inquiryAnswerersPayloadSchema,
  inquiryAnswererUpdateSchema,
  inquiryAttachmentParamsSchema,
  inquiryCreateSchema,
  inquiryIdParamsSchema,
  inquiryListPayloadSchema,
  inquiryListQuerySchema,
  inquiryReadSchema,
  inquiryReplySchema,
  inquirySummaryPayloadSchema,
  inquiryThreadPayloadSchema,
  inquiryThreadQuerySchema,
} from '@portal/contracts/inquiry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import { attachmentDisposition } from '../files/document-name';
import type { InquiryService } from './inquiries.service';

// Access is `signed-in`: whether the caller is in a thread (its buyer, or one who answers for its
// vendor) is checked per record in the service. Everyone else gets 404, staff included.
const signedIn = { access: 'signed-in' as const };
const tags = ['inquiries'];

/** The inquiry mailbox (spec §7 Message, the Product pattern): every answer inside `payload`. */
export const inquiryRoutes: FastifyPluginAsyncZod<{ inquiries: InquiryService }> = async (
  app,
  { inquiries },
) => {
  app.get(
    '/Message',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'My inquiry threads: view inbox / sent / unread / archived, keyword in subjects and messages',
        querystring: inquiryListQuerySchema,
        response: { 200: inquiryListPayloadSchema },
      },
    },
    async (request) => ({
      payload: await inquiries.list(principalOf(request), request.query, request.language),
    }),
  );

  app.get(
    '/Message/Answerers',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My vendor’s people and whether each answers inquiries (owners)',
        response: { 200: inquiryAnswerersPayloadSchema },
      },
    },
    async (request) => ({ payload: await inquiries.answerers(principalOf(request)) }),
  );

  app.post(
    '/Message/Answerers/:userId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Allow a member of my vendor to answer inquiries, or take it back (owners)',
        params: inquiryAnswererParamsSchema,
        body: inquiryAnswererUpdateSchema,
        response: { 200: inquiryAnswererPayloadSchema },
      },
    },
    async (request) => ({
      payload: await inquiries.setAnswerer(
        principalOf(request),
        request.params.userId,
        request.body.allowed,
        actionContextOf(request),
      ),
    }),
  );

  app.get(
    '/Message/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'One thread I am in, with its latest messages (or the page before `before`); marks it read for my side',
        params: inquiryIdParamsSchema,
        querystring: inquiryThreadQuerySchema,
        response: { 200: inquiryThreadPayloadSchema },
      },
    },
    async (request) => ({
      payload: await inquiries.get(
        principalOf(request),
        request.params.id,
        request.language,
        request.query.before,
      ),
    }),
  );

  app.put(
    '/Message',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Write to a vendor, optionally about one of its published products (people in no vendor)',
        body: inquiryCreateSchema,
        response: { 200: inquiryThreadPayloadSchema },
      },
    },
    async (request) => ({
      payload: await inquiries.create(
        principalOf(request),
        request.body,
        actionContextOf(request),
        request.language,
      ),
    }),
  );

  app.post(
    '/Message/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Reply in a thread I am in',
        params: inquiryIdParamsSchema,
        body: inquiryReplySchema,
        response: { 200: inquiryThreadPayloadSchema },
      },
    },
    async (request) => ({
      payload: await inquiries.reply(
        principalOf(request),
        request.params.id,
        request.body,
        actionContextOf(request),
        request.language,
      ),
    }),
  );

  app.delete(
    '/Message/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Archive a thread for me only (nothing is deleted)',
        params: inquiryIdParamsSchema,
        response: { 200: inquirySummaryPayloadSchema },
      },
    },
    async (request) => ({
      payload: await inquiries.archive(principalOf(request), request.params.id, request.language),
    }),
  );

  app.post(
    '/Message/:id/Unarchive',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Bring a thread I archived back to my lists',
        params: inquiryIdParamsSchema,
        response: { 200: inquirySummaryPayloadSchema },
      },
    },
    async (request) => ({
      payload: await inquiries.unarchive(principalOf(request), request.params.id, request.language),
    }),
  );

  app.post(
    '/Message/:id/Read',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark a thread read or unread for my side',
        params: inquiryIdParamsSchema,
        body: inquiryReadSchema,
        response: { 200: inquirySummaryPayloadSchema },
      },
    },
    async (request) => ({
      payload: await inquiries.setRead(
        principalOf(request),
        request.params.id,
        request.body.read,
        request.language,
      ),
    }),
  );

  app.get(
    '/Message/:id/Attachments/:fileId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Download a file attached to a message of a thread I am in (404 otherwise)',
        params: inquiryAttachmentParamsSchema,
        response: { 200: z.instanceof(Readable).describe('The file, as uploaded (streamed)') },
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const { file, content } = await inquiries.openAttachment(principalOf(request), id, fileId);
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
