import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { displayCookieName, prerenderedDisplay } from '@portal/contracts/display';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { sendError } from './error-handler';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The build's copies of index.html with a public page already drawn in them (`login.html` for
 * `/login`, apps/web/build/prerendered-pages.ts), by address.
 */
function prerenderedPagesOf(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const name of ['login', 'register']) {
    const file = path.join(distDir, `${name}.html`);
    if (existsSync(file)) pages.set(`/${name}`, readFileSync(file, 'utf8'));
  }
  return pages;
}

/**
 * Whether the browser shows the portal as the drawn pages are drawn (zh-Hant, light mode): a first
 * visit, or a visitor who kept those. Another language or dark mode gets the plain page, which draws
 * itself in the visitor's choice.
 */
function showsAsDrawn(request: FastifyRequest): boolean {
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${displayCookieName}=`));
  return cookie === undefined || cookie === `${displayCookieName}=${prerenderedDisplay}`;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any
 * other non-API path answered with index.html so the browser router can show it (or its 404 page);
 * `/login` and `/register` with their drawn copies where they fit the browser's display cookie.
 * Unknown API paths answer the JSON error body.
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const drawnPages = prerenderedPagesOf(options.distDir);
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
      const drawn = drawnPages.get(request.url.split('?')[0] ?? '');
      const html = drawn && showsAsDrawn(request) ? drawn : indexHtml;
      // The answer depends on the display cookie: a cache must not give one browser's to another.
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return sendError(request, reply, AppError.of(isApiPath(request.url) ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND'));
  });
}
