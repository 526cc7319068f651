import multipart from '@fastify/multipart';
import {
  importIdInputSchema,
  importIdParamsSchema,
  importLimits,
  importOptionsSchema,
  importPreviewSchema,
  importScopeQuerySchema,
  importSummarySchema,
  importTemplateQuerySchema,
  sheetsImportInputSchema,
} from '@portal/contracts/member-import';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { principalOf } from '../../lib/request-caller';
import { spreadsheetContentTypes } from '../../lib/spreadsheet-export';
import { actionContextOf } from '../action-log/action-log.recorder';
import { attachmentDisposition } from '../files/document-name';
import type { MemberImportService } from './member-import.service';
import type { MemberImportApply } from './member-import-apply';

const maxMb = importLimits.maxBytes / (1024 * 1024);
const tags = ['vendor-members'];
const signedIn = { access: 'signed-in' as const };

/** The one `file` part, in memory (at most 5 MB); a broken or oversized form is the client's fault. */
async function readFilePart(request: FastifyRequest) {
  if (!request.isMultipart()) throw AppError.of('UNSUPPORTED_MEDIA_TYPE');
  let upload: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        continue;
      }
      upload = { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.of('IMPORT_FILE_TOO_LARGE', { params: { maxMb } });
    if (statusCode === 413) throw AppError.of('PAYLOAD_TOO_LARGE');
    throw AppError.of('MALFORMED_BODY');
  }
  if (!upload) throw AppError.of('FIELD_REQUIRED', { field: 'file' });
  return upload;
}

const xlsx = (fileName: string) => ({
  'content-type': spreadsheetContentTypes.xlsx,
  'content-disposition': attachmentDisposition(fileName),
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
});

/** Bulk import of a vendor's people: preview (file or Google sheet), apply, progress, error report. */
export const memberImportRoutes: FastifyPluginAsyncZod<{
  imports: MemberImportService;
  applier: MemberImportApply;
}> = async (app, { imports, applier }) => {
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        fileSize: importLimits.maxBytes,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 20,
      },
      throwFileSizeLimit: true,
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/Vendor/Members/Batch',
      {
        config: { ...signedIn, rateLimit: { max: 30, windowSeconds: 600, per: 'user' } },
        schema: {
          tags,
          summary: `Preview an import of people from an .xlsx or .csv file (multipart \`file\`, at most ${maxMb} MB, ${importLimits.maxRows} rows); nothing is invited yet`,
          consumes: ['multipart/form-data'],
          querystring: importScopeQuerySchema,
          response: { 201: importPreviewSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const preview = await imports.previewFile(
          principal,
          request.query.vendorId,
          () => readFilePart(request),
          request.language,
          actionContextOf(request),
        );
        return reply.status(201).send(preview);
      },
    );
  });

  app.post(
    '/Vendor/Members/Batch/Sheets',
    {
      config: { ...signedIn, rateLimit: { max: 30, windowSeconds: 600, per: 'user' } },
      schema: {
        tags,
        summary: 'Preview an import of people from a Google sheet (its link, or its id and a range)',
        querystring: importScopeQuerySchema,
        body: sheetsImportInputSchema,
        response: { 201: importPreviewSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await imports.previewSheets(
            principalOf(request),
            request.query.vendorId,
            request.body,
            request.language,
            actionContextOf(request),
          ),
        ),
  );

  app.post(
    '/Vendor/Members/Batch/Apply',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Invite the preview’s new rows, as a background job (applying again adds nothing)',
        querystring: importScopeQuerySchema,
        body: importIdInputSchema,
        response: { 202: importSummarySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await applier.apply(
            principalOf(request),
            request.query.vendorId,
            request.body.id,
            actionContextOf(request),
          ),
        ),
  );

  app.get(
    '/Vendor/Members/Batch/Options',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Which import sources this portal offers',
        response: { 200: importOptionsSchema },
      },
    },
    () => imports.options(),
  );

  app.get(
    '/Vendor/Members/Batch/Template',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The import template (.xlsx) with headers in zh-Hant or English',
        querystring: importTemplateQuerySchema,
        response: { 200: z.instanceof(Buffer).describe('An .xlsx workbook') },
      },
    },
    async (request, reply) => {
      const { language } = request.query;
      const bytes = await imports.template(language);
      return reply.headers(xlsx(language === 'en' ? 'member-import.xlsx' : '成員匯入範本.xlsx')).send(bytes);
    },
  );

  app.get(
    '/Vendor/Members/Batch/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A preview with every row, or an applied import’s rows and progress (its uploader only)',
        params: importIdParamsSchema,
        querystring: importScopeQuerySchema,
        response: { 200: importPreviewSchema },
      },
    },
    (request) =>
      imports.get(principalOf(request), request.query.vendorId, request.params.id, request.language),
  );

  app.get(
    '/Vendor/Members/Batch/:id/Status',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'An import’s status and progress (for the progress bar)',
        params: importIdParamsSchema,
        querystring: importScopeQuerySchema,
        response: { 200: importSummarySchema },
      },
    },
    (request) => imports.status(principalOf(request), request.query.vendorId, request.params.id),
  );

  app.get(
    '/Vendor/Members/Batch/:id/Report',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The rows not invited, with a reason column, as .xlsx',
        params: importIdParamsSchema,
        querystring: importScopeQuerySchema,
        response: { 200: z.instanceof(Buffer).describe('An .xlsx workbook') },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await imports.report(
        principalOf(request),
        request.query.vendorId,
        request.params.id,
        request.language,
      );
      return reply.headers(xlsx(fileName)).send(bytes);
    },
  );
};
