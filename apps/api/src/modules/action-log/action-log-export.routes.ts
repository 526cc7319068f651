import { Readable } from 'node:stream';
import {
  actionLogCsvExportLimit,
  actionLogExportLimit,
  actionLogListQuerySchema,
  exportFormatSchema,
} from '@portal/contracts/action-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionContextOf } from './action-log.recorder';
import type { ActionLogExportService } from './action-log-export.service';

const exportQuerySchema = actionLogListQuerySchema
  .pick({ condition: true, sortings: true })
  .extend({ format: exportFormatSchema.default('csv') });

/** `GET /ActionLogs/Export`: the filtered entries as CSV or XLSX (formula-like cells escaped). */
export const actionLogExportRoutes: FastifyPluginAsyncZod<{
  actionLogExport: ActionLogExportService;
}> = async (app, { actionLogExport }) => {
  app.get(
    '/ActionLogs/Export',
    {
      config: { access: { permission: 'actionlog:read' } },
      schema: {
        tags: ['action log'],
        summary: `Export the filtered entries (newest first; CSV streamed, at most ${actionLogCsvExportLimit}; XLSX at most ${actionLogExportLimit})`,
        querystring: exportQuerySchema,
        response: {
          200: z
            .union([z.instanceof(Readable), z.instanceof(Buffer)])
            .describe('CSV (streamed) or XLSX file'),
        },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const exported = await actionLogExport.export(
        query,
        format,
        request.language,
        actionContextOf(request),
      );
      return reply
        .header('content-type', exported.contentType)
        .header('content-disposition', `attachment; filename="${exported.fileName}"`)
        .send(exported.file);
    },
  );
};
