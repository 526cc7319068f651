import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueCallers, signInCatalogueCallers } from '../../../test/catalogue-fixtures';
import { bearer, someAddress } from '../../../test/identity-fixtures';
import { startOfUnbrokenWindow } from '../../../test/rate-window';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let callers: CatalogueCallers;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  callers = await signInCatalogueCallers(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function option(names: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/Option',
    payload: { names },
    headers,
    remoteAddress: someAddress(),
  });
}

async function create(payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/Category',
    headers: bearer(callers.staff),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

describe('POST /Option', () => {
  it('answers empty trees before any category exists', async () => {
    const response = await option(['Product_Categories', 'Service_Categories']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Product_Categories: [], Service_Categories: [] });
  });

  it('answers the enabled trees asked for, in order, in the caller language; a disabled node hides its branch', async () => {
    const parts = await create({ kind: 'product', nameZh: '零件', nameEn: 'Parts' });
    const screws = await create({ kind: 'product', nameZh: '螺絲', nameEn: 'Screws', parentId: parts.id });
    const wood = await create({
      kind: 'product',
      nameZh: '木螺絲',
      nameEn: 'Wood screws',
      parentId: screws.id,
    });
    const nuts = await create({
      kind: 'product',
      nameZh: '螺帽',
      nameEn: 'Nuts',
      parentId: parts.id,
      sortOrder: 0,
    });
    const hidden = await create({ kind: 'product', nameZh: '停用', nameEn: 'Disabled', isEnabled: false });
    await create({ kind: 'product', nameZh: '停用之下', nameEn: 'Under disabled', parentId: hidden.id });
    const design = await create({ kind: 'service', nameZh: '設計', nameEn: 'Design' });

    const zh = await option(['Product_Categories']);
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toEqual({
      Product_Categories: [
        {
          id: parts.id,
          name: '零件',
          children: [
            { id: nuts.id, name: '螺帽', children: [] },
            { id: screws.id, name: '螺絲', children: [{ id: wood.id, name: '木螺絲', children: [] }] },
          ],
        },
      ],
    });
    const en = await option(['Service_Categories', 'Product_Categories'], { 'accept-language': 'en' });
    expect(en.json().Service_Categories).toEqual([{ id: design.id, name: 'Design', children: [] }]);
    expect(en.json().Product_Categories[0].children[1].children[0].name).toBe('Wood screws');
  });

  it('sends an ETag and answers 304 to a caller holding it, 200 again once a tree changes', async () => {
    const first = await option(['Service_Categories']);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toContain('Accept-Language');

    const again = await option(['Service_Categories'], { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await option(['Service_Categories'], { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);

    // Another language or another set of names is another answer.
    const english = await option(['Service_Categories'], {
      'if-none-match': String(etag),
      'accept-language': 'en',
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
    const both = await option(['Service_Categories', 'Product_Categories'], {
      'if-none-match': String(etag),
    });
    expect(both.statusCode).toBe(200);

    await create({ kind: 'service', nameZh: '翻譯', nameEn: 'Translation' });
    const changed = await option(['Service_Categories'], { 'if-none-match': String(etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is public to every caller, and refuses bad input with 400', async () => {
    for (const token of Object.values(callers)) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/Option',
        headers: bearer(token),
        payload: { names: ['Product_Categories'] },
      });
      expect(response.statusCode).toBe(200);
    }
    for (const names of [[], ['Vendors'], 'Product_Categories', [1], undefined]) {
      const response = await option(names);
      expect(response.statusCode, JSON.stringify(names)).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
    const extra = await app.inject({
      method: 'POST',
      url: '/api/v1/Option',
      payload: { names: ['Product_Categories'], all: true },
      remoteAddress: someAddress(),
    });
    expect(extra.statusCode).toBe(400);
  });

  it('is rate-limited per address', async () => {
    const address = someAddress();
    await startOfUnbrokenWindow(60);
    let last = 0;
    for (let i = 0; i < 121; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/Option',
        payload: { names: ['Service_Categories'] },
        remoteAddress: address,
      });
      last = response.statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
  });
});
