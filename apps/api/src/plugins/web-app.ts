import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { sendError } from './error-handler';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any
 * other non-API path answered with index.html so the browser router can show it (or its 404 page).
 * Unknown API paths answer the JSON error body.
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (indexHtml) {
    await app.register(async (scope) => {
      scope.decorate('publicFilesScope', true);
      await scope.register(fastifyStatic, {
        root: options.distDir,
        wildcard: true,
        // The build writes .br and .gz copies of its text files; the client's Accept-Encoding picks one.
        preCompressed: true,
        index: ['index.html'],
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  } else {
    app.log.warn(`the web app is not built (${indexFile} missing): run "npm run build"`);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      indexHtml !== undefined &&
      !isApiPath(request.url) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return sendError(request, reply, AppError.of(isApiPath(request.url) ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND'));
  });
}
