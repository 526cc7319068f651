import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { imageFileParamsSchema, imageMaxBytes, imageSchema } from '@portal/contracts/image';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { ImageService } from './images.service';

const maxMb = Math.round(imageMaxBytes / (1024 * 1024));

/** Turns what the multipart reader threw into the client's error (a broken form is the client's fault). */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return AppError.of('IMAGE_TOO_LARGE', { params: { maxMb } });
  if (statusCode === 413) return AppError.of('PAYLOAD_TOO_LARGE');
  return AppError.of('MALFORMED_BODY');
}

/** Reads the one `file` part into memory (at most imageMaxBytes, refused past it); other parts are skipped. */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!bytes) throw AppError.of('FIELD_REQUIRED', { field: 'file' });
  return bytes;
}

/** A year: the name changes whenever the bytes do, so a cached copy never goes stale. */
const immutable = 'public, max-age=31536000, immutable';

/** `POST /Image` (upload) and `GET /Image/{name}` (the stored files, public). */
export const imageRoutes: FastifyPluginAsyncZod<{ images: ImageService }> = async (app, { images }) => {
  // Multipart bodies are accepted by this scope alone: every other route still takes JSON only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: imageMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 20 },
      throwFileSizeLimit: true,
    });
    uploads.post(
      '/Image',
      {
        // Anyone signed in: vendor people for products, staff for banners and albums, anyone for an
        // avatar. Counted per account, so one office behind one address is not one person.
        config: { access: 'signed-in', rateLimit: { max: 60, windowSeconds: 600, per: 'user' } },
        schema: {
          tags: ['images'],
          summary: `Upload a picture (multipart, one \`file\` part: JPEG, PNG, WebP, AVIF or GIF, at most ${maxMb} MB and 40 megapixels); stored as WebP in three sizes, removed after a day unless a record attaches it`,
          consumes: ['multipart/form-data'],
          response: { 201: imageSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        if (!request.isMultipart()) throw AppError.of('UNSUPPORTED_MEDIA_TYPE');
        const bytes = await readFilePart(request);
        const image = await images.upload(principal.userId, bytes, actionContextOf(request));
        return reply.status(201).send(image);
      },
    );
  });

  app.get(
    '/Image/:name',
    {
      // Public: banners and vendor pages show them to anyone, and `Cache-Control: public` lets shared
      // caches keep them. The name is the sha256 of the bytes, so it cannot be guessed or enumerated.
      config: { access: 'public', rateLimit: { max: 3000, windowSeconds: 300 } },
      // Streamed as stored, with its length: never compressed on the way.
      compress: false,
      schema: {
        tags: ['images'],
        summary: 'A stored picture (`<sha256>-<large|medium|small>.webp`), cached for a year',
        params: imageFileParamsSchema,
        response: {
          200: z.instanceof(Readable).describe('The WebP file (streamed)'),
          304: z.null().describe('Not modified (If-None-Match)'),
        },
      },
    },
    async (request, reply) => {
      // The entity tag is the sha256 of the bytes, which is also the name's first part.
      const cachedTags = (request.headers['if-none-match'] ?? '')
        .split(',')
        .map((tag) => tag.trim().replace(/^W\//, '').replaceAll('"', ''))
        .filter(Boolean);
      const file = await images.open(request.params.name, cachedTags);
      reply
        .header('cache-control', immutable)
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${request.params.name.slice(0, 64)}"`);
      if (file.notModified) return reply.status(304).send(null);
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(file.size))
        .send(file.content);
    },
  );
};
