import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NewsAdminItem } from '@portal/contracts/news';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import { bearer } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { images } from '../../db/image-schema';
import { news } from '../../db/news-schema';
import { jpegOf, uploadImage } from '../images/images.fixtures';
import { manageUrl, type NewsCallers, newsInput, publish, signInNewsCallers } from './news.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let callers: NewsCallers;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'portal-news-'));
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false', FILE_STORAGE_DIR: storageDir } });
  callers = await signInNewsCallers(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
});

async function uploadedImageUrl(token: string, width = 40) {
  const response = await uploadImage(app, token, { bytes: await jpegOf(width, 30) });
  expect(response.statusCode, response.body).toBe(201);
  const image = response.json() as { id: string; variants: { large: { url: string } } };
  return { id: image.id, url: image.variants.large.url };
}

async function storedRow(id: string) {
  const [row] = await database.db.select().from(news).where(eq(news.id, id));
  return row;
}

describe('who may manage announcements', () => {
  it('lets staff with news:write do every call; others get 403, strangers 401', async () => {
    const item = await publish(app, callers.staff);
    const calls = [
      { method: 'GET', url: manageUrl },
      { method: 'GET', url: `${manageUrl}/${item.id}` },
      { method: 'POST', url: manageUrl, payload: newsInput() },
      { method: 'PUT', url: manageUrl, payload: { id: item.id, ...newsInput() } },
      { method: 'POST', url: `${manageUrl}/Save`, payload: newsInput() },
      { method: 'DELETE', url: `${manageUrl}?key=${item.id}` },
    ] as const;
    for (const [who, token] of [
      ['staffWithout', callers.staffWithout],
      ['vendorMember', callers.vendorMember],
      ['buyer', callers.buyer],
    ] as const) {
      for (const call of calls) {
        const response = await app.inject({ ...call, headers: bearer(token) });
        expect(response.statusCode, `${who} ${call.method} ${call.url}`).toBe(403);
      }
    }
    for (const call of calls) {
      expect((await app.inject(call)).statusCode, `stranger ${call.method} ${call.url}`).toBe(401);
    }
    const expected = [200, 200, 201, 200, 201, 200];
    for (const [index, call] of calls.entries()) {
      const response = await app.inject({ ...call, headers: bearer(callers.staff) });
      expect(response.statusCode, `staff ${call.method} ${call.url}: ${response.body}`).toBe(expected[index]);
    }
    expect(await storedRow(item.id)).toBeUndefined();
  });

  it('writes every change to the action log', async () => {
    const item = await publish(app, callers.staff, { titleZh: '紀錄測試' });
    await app.inject({
      method: 'PUT',
      url: manageUrl,
      headers: bearer(callers.staff),
      payload: { ...newsInput({ titleZh: '紀錄測試（改）' }), id: item.id },
    });
    await app.inject({
      method: 'DELETE',
      url: `${manageUrl}?key=${item.id}`,
      headers: bearer(callers.staff),
    });
    const entries = await entriesAbout(database.db, 'news', item.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]?.after).toMatchObject({ titleZh: '紀錄測試（改）' });
  });
});

describe('what staff see and change', () => {
  it('lists drafts and every audience, filtered and searched', async () => {
    const draft = await publish(app, callers.staff, {
      titleZh: '管理清單草稿ｘｙｚ',
      status: 'draft',
      audience: 'staff',
    });
    const response = await app.inject({
      url: `${manageUrl}?condition=${encodeURIComponent(JSON.stringify({ keyword: 'xyz', status: 'draft' }))}`,
      headers: bearer(callers.staff),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as NewsAdminItem[]).map((item) => item.id)).toEqual([draft.id]);
  });

  it('keeps the first publication time when a published item is edited', async () => {
    const draft = await publish(app, callers.staff, { status: 'draft' });
    const put = (status: 'draft' | 'published', titleZh: string) =>
      app.inject({
        method: 'PUT',
        url: manageUrl,
        headers: bearer(callers.staff),
        payload: { ...newsInput({ status, titleZh }), id: draft.id },
      });
    const published = (await put('published', '發布')).json() as NewsAdminItem;
    expect(published.publishedTime).not.toBeNull();
    const edited = (await put('published', '再改')).json() as NewsAdminItem;
    expect(edited.publishedTime).toBe(published.publishedTime);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const cases = [
      [{ publishFrom: '2026-12-01T00:00:00Z', publishUntil: '2026-11-30T00:00:00Z' }, 'NEWS_WINDOW_INVALID'],
      [{ bodyZh: '<script>alert(1)</script>' }, 'NEWS_BODY_EMPTY'],
      [{ category: 'gossip' as never }, 'FIELD_INVALID_VALUE'],
      [{ titleZh: '' }, undefined],
    ] as const;
    const before = (await database.db.select().from(news)).length;
    for (const [overrides, code] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: manageUrl,
        headers: { ...bearer(callers.staff), 'accept-language': 'en' },
        payload: newsInput(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const errors = response.json().errors as { code: string; message: string }[];
      if (code)
        expect(
          errors.map((error) => error.code),
          response.body,
        ).toContain(code);
      expect(errors[0]?.message).toMatch(/[A-Za-z]/);
    }
    expect((await database.db.select().from(news)).length).toBe(before);
  });

  it('answers 404 for an unknown id', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await app.inject({ url: `${manageUrl}/${id}`, headers: bearer(callers.staff) })).statusCode).toBe(
      404,
    );
    const put = await app.inject({
      method: 'PUT',
      url: manageUrl,
      headers: bearer(callers.staff),
      payload: { ...newsInput(), id },
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('bodies are sanitised on the server, whatever the client sent', () => {
  it('stores clean bodies when hostile HTML is posted straight to the API', async () => {
    const hostile = [
      '<p>內容</p>',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">j</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a>',
      '<svg><script>alert(1)</script></svg>',
      '<iframe src="https://evil.test"></iframe>',
      '<p style="background:expression(alert(1))">css</p>',
    ].join('');
    const item = await publish(app, callers.staff, { bodyZh: hostile, bodyEn: hostile });
    const link = (text: string) => `<a rel="noopener noreferrer nofollow" target="_blank">${text}</a>`;
    const clean = `<p>內容</p>${link('j')}${link('d')}<p>css</p>`;
    const row = await storedRow(item.id);
    for (const body of [row?.bodyZh, row?.bodyEn, item.bodyZh]) {
      expect(body).toBe(clean);
    }
    const read = await app.inject({ url: `/api/v1/News/${item.id}`, headers: bearer(callers.buyer) });
    expect(read.json().body).toBe(clean);
  });

  it('sanitises updates too', async () => {
    const item = await publish(app, callers.staff);
    const response = await app.inject({
      method: 'POST',
      url: `${manageUrl}/Save`,
      headers: bearer(callers.staff),
      payload: { ...newsInput({ bodyZh: '<p onclick="x()">改</p><iframe></iframe>' }), id: item.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedRow(item.id))?.bodyZh).toBe('<p>改</p>');
  });
});

describe('pictures in the body', () => {
  it('keeps pictures from the image pipeline and holds them under the announcement', async () => {
    const picture = await uploadedImageUrl(callers.staff);
    const item = await publish(app, callers.staff, {
      bodyZh: `<p>圖</p><img src="${picture.url}" alt="會場"><img src="https://evil.test/x.png">`,
    });
    expect(item.bodyZh).toBe(`<p>圖</p><img src="${picture.url}" alt="會場" />`);
    const [held] = await database.db.select().from(images).where(eq(images.id, picture.id));
    expect(held).toMatchObject({ ownerType: 'news', ownerId: item.id, unattachedSince: null });

    // Removing the picture from the body lets go of it (the sweep removes it a day later).
    await app.inject({
      method: 'PUT',
      url: manageUrl,
      headers: bearer(callers.staff),
      payload: { ...newsInput({ bodyZh: '<p>無圖</p>' }), id: item.id },
    });
    const [released] = await database.db.select().from(images).where(eq(images.id, picture.id));
    expect(released?.ownerId).toBeNull();
    expect(released?.unattachedSince).not.toBeNull();
  });

  it('refuses a pipeline-shaped URL that is no picture of ours, or someone else’s upload', async () => {
    const unknown = `/api/v1/Image/${'c'.repeat(64)}-large.webp`;
    const othersPicture = await uploadedImageUrl(callers.buyer, 44);
    for (const url of [unknown, othersPicture.url]) {
      const response = await app.inject({
        method: 'POST',
        url: manageUrl,
        headers: bearer(callers.staff),
        payload: newsInput({ bodyZh: `<p>x</p><img src="${url}">` }),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'NEWS_IMAGE_NOT_ALLOWED', field: 'bodyZh' });
    }
  });
});
