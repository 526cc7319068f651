import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  consultationFileMaxBytes,
  consultationFileParamsSchema,
  consultationIdParamsSchema,
  consultationListPayloadSchema,
  consultationListQuerySchema,
  consultationOpenFieldsSchema,
  consultationPayloadSchema,
  consultationPostFieldsSchema,
} from '@portal/contracts/consultation';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import { attachmentDisposition } from '../files/document-name';
import { consultationFormLimits, readConsultationForm } from './consultation-form';
import type { ConsultationService } from './consultations.service';

// Access is `signed-in`: whose case a caller reaches is checked per record in the service (the asker,
// and holders of consultations:handle; anyone else gets 404 on every call).
const signedIn = { access: 'signed-in' as const };
const tags = ['consultations'];
const maxMb = Math.round(consultationFileMaxBytes / (1024 * 1024));
const fileNote = `optional \`file\` part: PDF, PNG, JPEG or WebP, at most ${maxMb} MB`;

/** Consultations with the association (spec §7 Consultation): every answer inside `payload`. */
export const consultationRoutes: FastifyPluginAsyncZod<{ consultations: ConsultationService }> = async (
  app,
  { consultations },
) => {
  app.get(
    '/Consultation',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'My consultations; holders of consultations:handle see every case (state filter, search, paging)',
        querystring: consultationListQuerySchema,
        response: { 200: consultationListPayloadSchema },
      },
    },
    async (request) => ({ payload: await consultations.list(principalOf(request), request.query) }),
  );

  app.get(
    '/Consultation/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One case with its history (its asker and holders of consultations:handle; 404 otherwise)',
        params: consultationIdParamsSchema,
        response: { 200: consultationPayloadSchema },
      },
    },
    async (request) => ({ payload: await consultations.get(principalOf(request), request.params.id) }),
  );

  app.post(
    '/Consultation/:id/Close',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Close a case (its asker or staff); a closed case takes no more posts',
        params: consultationIdParamsSchema,
        response: { 200: consultationPayloadSchema },
      },
    },
    async (request) => ({
      payload: await consultations.close(principalOf(request), request.params.id, actionContextOf(request)),
    }),
  );

  app.get(
    '/Consultation/:id/Files/:fileId',
    {
      config: signedIn,
      compress: false,
      schema: {
        tags,
        summary: 'Download a file of a case I may read (404 otherwise)',
        params: consultationFileParamsSchema,
        response: { 200: z.instanceof(Readable).describe('The file, as uploaded (streamed)') },
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const { file, content } = await consultations.openFile(principalOf(request), id, fileId);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  // Multipart bodies are accepted by this scope alone: every other route still takes JSON only.
  await app.register(async (forms) => {
    await forms.register(multipart, { limits: consultationFormLimits, throwFileSizeLimit: true });
    const zod = forms.withTypeProvider<ZodTypeProvider>();

    zod.put(
      '/Consultation',
      {
        config: { ...signedIn, rateLimit: { max: 20, windowSeconds: 600, per: 'user' } },
        schema: {
          tags,
          summary: `Ask the association (multipart: \`subject\`, \`content\`, ${fileNote}); staff are mailed`,
          consumes: ['multipart/form-data'],
          response: { 200: consultationPayloadSchema },
        },
      },
      async (request) => {
        const { fields, upload } = await readConsultationForm(request, consultationOpenFieldsSchema);
        return {
          payload: await consultations.open(
            principalOf(request),
            { ...fields, upload },
            actionContextOf(request),
          ),
        };
      },
    );

    zod.post(
      '/Consultation/:id',
      {
        config: { ...signedIn, rateLimit: { max: 60, windowSeconds: 600, per: 'user' } },
        schema: {
          tags,
          summary: `Post in a case (multipart: \`content\`, ${fileNote}): staff answer it, the asker reopens it; 409 once closed`,
          consumes: ['multipart/form-data'],
          params: consultationIdParamsSchema,
          response: { 200: consultationPayloadSchema },
        },
      },
      async (request) => {
        const { fields, upload } = await readConsultationForm(request, consultationPostFieldsSchema);
        return {
          payload: await consultations.post(
            principalOf(request),
            request.params.id,
            { ...fields, upload },
            actionContextOf(request),
          ),
        };
      },
    );
  });
};
