import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { documentMaxBytes, documentSchema } from '@portal/contracts/vendor-application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import { attachmentDisposition } from './document-name';
import { documentMaxMb } from './documents.errors';
import type { DocumentService } from './documents.service';
import { openFilePart } from './multipart-file';

/** `POST /Vendor/Documents` (upload) and `GET /Vendor/Documents/:id` (download). */
export const documentRoutes: FastifyPluginAsyncZod<{ documents: DocumentService }> = async (
  app,
  { documents },
) => {
  // Multipart bodies are accepted by this scope alone: every other route still takes JSON only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        fileSize: documentMaxBytes,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 20,
      },
      throwFileSizeLimit: true,
    });
    uploads.post(
      '/Vendor/Documents',
      {
        // Per account (not per address): one person on a shared office address must not block the others.
        config: { access: 'signed-in', rateLimit: { max: 30, windowSeconds: 600, per: 'user' } },
        schema: {
          tags: ['vendors'],
          summary: `Upload a supporting document (multipart, one \`file\` part: PDF, PNG, JPEG or WebP, at most ${documentMaxMb} MB)`,
          consumes: ['multipart/form-data'],
          response: { 201: documentSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        if (!request.isMultipart()) throw AppError.of('UNSUPPORTED_MEDIA_TYPE');
        const upload = await openFilePart(request);
        const stored = await documents.store(principal.userId, upload, actionContextOf(request));
        return reply.status(201).send(stored);
      },
    );
  });

  app.get(
    '/Vendor/Documents/:id',
    {
      // Record scope in the service: the uploader, auditors, and the owners and managers of the vendor.
      config: { access: 'signed-in' },
      // Streamed as stored, with its length: never compressed on the way.
      compress: false,
      schema: {
        tags: ['vendors'],
        summary: 'Download a supporting document (the uploader, auditors, the vendor’s owners and managers)',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.instanceof(Readable).describe('The file, as uploaded (streamed)') },
      },
    },
    async (request, reply) => {
      const { file, content } = await documents.open(principalOf(request), request.params.id);
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
