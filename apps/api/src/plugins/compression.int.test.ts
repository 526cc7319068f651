import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let distDir: string;
// Big enough to be worth compressing, repetitive enough to shrink a lot.
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const indexHtml = `<!doctype html><title>portal</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`;
const csv = `${Array.from({ length: 500 }, (_, i) => `${i},text ${i}`).join('\r\n')}\r\n`;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  // As the build writes them: the file, and its .br and .gz copies (apps/web/build/precompress.ts).
  for (const [name, text] of [
    ['index.html', indexHtml],
    ['assets/index-abc123.js', script],
  ] as const) {
    const file = path.join(distDir, name);
    await fs.writeFile(file, text);
    await fs.writeFile(`${file}.br`, brotliCompressSync(text));
    await fs.writeFile(`${file}.gz`, gzipSync(text));
  }
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    env: { WEB_DIST_DIR: distDir },
    extend: (instance) => {
      const schema = { response: { 200: z.string() } };
      instance.get(
        '/api/test/csv',
        { config: { access: 'public', rateLimit: false }, schema },
        async (_request, reply) => reply.type('text/csv; charset=utf-8').send(csv),
      );
      instance.get(
        '/api/test/stream',
        {
          config: { access: 'public', rateLimit: false },
          schema: { response: { 200: z.instanceof(Readable) } },
          compress: false,
        },
        async (_request, reply) =>
          reply
            .type('text/csv; charset=utf-8')
            .header('content-length', String(Buffer.byteLength(csv)))
            .send(Readable.from([csv])),
      );
    },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await fs.rm(distDir, { recursive: true, force: true });
});

const get = (url: string, encodings?: string, accept?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(encodings ? { 'accept-encoding': encodings } : {}), ...(accept ? { accept } : {}) },
  });

describe('the web app’s files, pre-compressed at build time', () => {
  it('sends the brotli copy of a hashed asset to a browser that takes brotli, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    // The same type as the file itself would have, not that of a .br file.
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);
  });

  it('sends the gzip copy to a client that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(script);
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
  });

  it('compresses index.html too, never cached, at / and at any page address', async () => {
    const root = await get('/', 'br', 'text/html');
    expect(root.headers['content-encoding']).toBe('br');
    expect(root.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(root.rawPayload).toString()).toBe(indexHtml);
    const page = await get('/admin/users', 'gzip', 'text/html');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toBe(indexHtml);
  });
});

describe('API answers', () => {
  it('compresses an answer over 1 KB with brotli or gzip as the client takes', async () => {
    const document = await get('/api/docs/json', 'br');
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-encoding']).toBe('br');
    expect(document.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(document.rawPayload).toString()).openapi).toMatch(/^3\./);
    const file = await get('/api/test/csv', 'gzip');
    expect(file.headers['content-encoding']).toBe('gzip');
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(gunzipSync(file.rawPayload).toString()).toBe(csv);
  });

  it('sends a small answer, or one to a client that takes no encoding, as it is', async () => {
    const health = await get('/api/health', 'gzip, br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
    const plain = await get('/api/test/csv');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(csv);
  });

  it('leaves a streamed download alone, with its length', async () => {
    const response = await get('/api/test/stream', 'gzip, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(csv)));
    expect(response.body).toBe(csv);
  });

  it('does not inflate a compressed request body (the body limit counts what arrives): it is bad input', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Auth/Login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ account: 'someone', password: 'secret' })),
    });
    expect(response.statusCode).toBe(400);
  });
});
