import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StoredImage } from '@portal/contracts/image';
import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { signIn, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { jpegOf, uploadImage } from './images.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let storageDir: string;
let image: StoredImage;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'portal-images-'));
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false', FILE_STORAGE_DIR: storageDir } });
  const user = await createUserWithRole(database.db, systemRoleCodes.member);
  const response = await uploadImage(app, await signIn(app, user.account), {
    bytes: await jpegOf(1200, 900),
  });
  expect(response.statusCode, response.body).toBe(201);
  image = response.json();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers, remoteAddress: someAddress() });

describe('GET /Image/:name', () => {
  it('serves each size to anyone, as WebP cached for a year under the sha256 of its bytes', async () => {
    for (const variant of Object.values(image.variants)) {
      const response = await get(variant.url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': String(variant.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      const sha256 = createHash('sha256').update(response.rawPayload).digest('hex');
      expect(variant.url).toContain(`/${sha256}-`);
      expect(response.headers.etag).toBe(`"${sha256}"`);
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
    }
  });

  it('answers 304 with no body to a cached copy (If-None-Match), and the bytes to a stale one', async () => {
    const { url } = image.variants.small;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const cached = await get(url, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    const stale = await get(url, { 'if-none-match': `"${'0'.repeat(64)}"` });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(image.variants.small.size);
  });

  it('serves the same file under the /api alias', async () => {
    const response = await get(image.variants.medium.url.replace('/api/v1/', '/api/'));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(image.variants.medium.size);
  });

  it('answers 404 to a name nobody holds or a size swapped, 400 to anything not a file name', async () => {
    const sha256 = /([0-9a-f]{64})/.exec(image.variants.small.url)?.[1];
    const unknown = await get(`/api/v1/Image/${'a'.repeat(64)}-small.webp`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('NOT_FOUND');
    // The small file's hash with another size's name holds nothing.
    expect((await get(`/api/v1/Image/${sha256}-large.webp`)).statusCode).toBe(404);
    for (const name of [`${sha256}-small.png`, `${sha256}-huge.webp`, '..%2F..%2Fetc%2Fpasswd', 'x.webp']) {
      const response = await get(`/api/v1/Image/${name}`);
      expect(response.statusCode, name).toBe(400);
    }
  });
});
