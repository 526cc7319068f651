import { Readable } from 'node:stream';
import {
  exportDirectLimit,
  exportFormatSchema,
  exportJobParamsSchema,
  exportJobSchema,
  exportStartedSchema,
} from '@portal/contracts/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import { attachmentDisposition } from '../files/document-name';
import type { ExportDefinition } from './export-definition';
import type { ExportService } from './exports.service';

const tags = ['exports'];
const fileSchema = z.instanceof(Readable).describe('The file (streamed)');

/**
 * `GET /Exports/{list}` for every list that exports, with the list's own access rule and filters (its
 * page and page size left out) plus `format`; `GET /Exports/Jobs/{id}` and `/File` for job-backed ones.
 */
export const exportRoutes: FastifyPluginAsyncZod<{
  exports: ExportService;
  definitions: readonly ExportDefinition[];
}> = async (app, { exports, definitions }) => {
  for (const definition of definitions) {
    const querystring = definition.listQuerySchema
      .omit({ page: true, pageSize: true })
      .extend({ format: exportFormatSchema.default('csv') });
    app.get(
      `/Exports/${definition.list}`,
      {
        config: { access: definition.access },
        schema: {
          tags,
          summary: `Export the ${definition.fileStem} list with its filters and order (CSV or Excel; over ${exportDirectLimit} rows: 202 and a job)`,
          querystring,
          response: { 200: fileSchema, 202: exportStartedSchema },
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query as { format: 'csv' | 'xlsx' } & Record<string, unknown>;
        const started = await exports.start(definition.list, query, format, {
          principal: principalOf(request),
          context: actionContextOf(request),
          language: request.language,
        });
        if (started.kind === 'job') return reply.status(202).send({ job: started.job });
        return reply
          .header('content-type', started.contentType)
          .header('content-disposition', attachmentDisposition(started.fileName))
          .header('cache-control', 'private, no-store')
          .send(started.file);
      },
    );
  }

  app.get(
    '/Exports/Jobs/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One of my job-backed exports: its status and progress',
        params: exportJobParamsSchema,
        response: { 200: exportJobSchema },
      },
    },
    (request) => exports.job(request.params.id, principalOf(request).userId),
  );

  app.get(
    '/Exports/Jobs/:id/File',
    {
      config: { access: 'signed-in' },
      // Stored whole already (XLSX is zipped); sent as it is.
      compress: false,
      schema: {
        tags,
        summary: 'The file of one of my finished exports (410 once its link expired)',
        params: exportJobParamsSchema,
        response: { 200: fileSchema },
      },
    },
    async (request, reply) => {
      const exported = await exports.download(request.params.id, principalOf(request).userId);
      return reply
        .header('content-type', exported.contentType)
        .header('content-disposition', attachmentDisposition(exported.fileName))
        .header('cache-control', 'private, no-store')
        .send(exported.file);
    },
  );
};
