import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Banner, BannerPosition } from '@portal/contracts/banners';
import type { StoredImage } from '@portal/contracts/image';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueCallers, signInCatalogueCallers } from '../../../test/catalogue-fixtures';
import { bearer, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { images } from '../../db/image-schema';
import { banners } from '../../db/publishing-schema';
import { newId } from '../../lib/uuid-v7';
import { jpegOf, uploadImage } from '../images/images.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let callers: CatalogueCallers;
let storageDir: string;
const clock = manualClock(new Date('2026-12-01T00:00:00Z'));
let width = 120;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'portal-banners-'));
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    env: { CAPTCHA_ENABLED: 'false', FILE_STORAGE_DIR: storageDir },
    clock,
  });
  callers = await signInCatalogueCallers(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
});

const positions = '/api/v1/BannerPositions';
const url = '/api/v1/Banners';

/** A fresh picture uploaded by `token` (a new width each time, so the bytes differ). */
async function upload(token = callers.staff): Promise<StoredImage> {
  width += 1;
  const response = await uploadImage(app, token, { bytes: await jpegOf(width, 40) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as StoredImage;
}

async function createPosition(code: string): Promise<BannerPosition> {
  const response = await app.inject({
    method: 'POST',
    url: positions,
    headers: bearer(callers.staff),
    payload: { code, nameZh: `版位 ${code}`, sizeHint: '1200 × 400' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as BannerPosition;
}

async function createBanner(positionId: string, fields: Record<string, unknown> = {}): Promise<Banner> {
  const image = await upload();
  const response = await app.inject({
    method: 'POST',
    url,
    headers: bearer(callers.staff),
    payload: {
      positionId,
      imageId: image.id,
      altZh: '年度展覽',
      linkUrl: 'https://expo.example.org/',
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Banner;
}

async function active(code: string) {
  const response = await app.inject({ url: `${url}/Active?position=${code}`, remoteAddress: someAddress() });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
const activeIds = async (code: string) =>
  ((await active(code)).json().data as { id: string }[]).map((b) => b.id);

describe('who may call the banner routes', () => {
  it('lets staff with banners:write read and write; other staff, vendor people and buyers get 403; strangers 401', async () => {
    const position = await createPosition('access');
    const banner = await createBanner(position.id);
    const image = await upload();
    const calls = [
      { method: 'GET', url: positions },
      { method: 'GET', url: `${positions}/${position.id}` },
      { method: 'POST', url: positions, payload: { code: 'x', nameZh: '新' } },
      { method: 'PUT', url: positions, payload: { id: position.id, code: 'access', nameZh: '改' } },
      { method: 'POST', url: `${positions}/Save`, payload: { code: 'y', nameZh: '新' } },
      { method: 'DELETE', url: `${positions}?key=${position.id}` },
      { method: 'GET', url },
      { method: 'GET', url: `${url}/${banner.id}` },
      { method: 'POST', url, payload: { positionId: position.id, imageId: image.id, altZh: '新' } },
      {
        method: 'PUT',
        url,
        payload: { id: banner.id, positionId: position.id, imageId: image.id, altZh: '改' },
      },
      {
        method: 'POST',
        url: `${url}/Save`,
        payload: { positionId: position.id, imageId: image.id, altZh: '新' },
      },
      { method: 'DELETE', url: `${url}?key=${banner.id}` },
    ] as const;
    for (const token of [callers.staffWithout, callers.vendorOwner, callers.buyer]) {
      for (const call of calls) {
        const response = await app.inject({ ...call, headers: bearer(token) });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    }
    for (const call of calls) {
      const response = await app.inject({ ...call, remoteAddress: someAddress() });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    // Nothing changed through the refused calls; the public call answers everyone.
    const [row] = await database.db.select().from(banners).where(eq(banners.id, banner.id));
    expect(row?.altZh).toBe('年度展覽');
    expect(await activeIds('access')).toEqual([banner.id]);
    for (const token of [callers.vendorOwner, callers.buyer, callers.staffWithout]) {
      const seen = await app.inject({ url: `${url}/Active?position=access`, headers: bearer(token) });
      expect(seen.json().data.map((b: { id: string }) => b.id)).toEqual([banner.id]);
    }
  });
});

describe('Banner positions', () => {
  it('creates, renames, refuses a taken code and a delete while banners remain', async () => {
    const position = await createPosition('sidebar');
    expect(position).toMatchObject({
      code: 'sidebar',
      nameEn: '版位 sidebar',
      sizeHint: '1200 × 400',
      bannerCount: 0,
    });
    const taken = await app.inject({
      method: 'POST',
      url: positions,
      headers: bearer(callers.staff),
      payload: { code: 'sidebar', nameZh: '重複' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: 'BANNER_POSITION_CODE_TAKEN', field: 'code' });
    // Two saves of one new code at once: one wins, the other is told the code is taken (never a 500).
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({
          method: 'POST',
          url: positions,
          headers: bearer(callers.staff),
          payload: { code: 'racing', nameZh: '同時' },
        }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    for (const response of racing.filter((answer) => answer.statusCode === 409)) {
      expect(response.json().errors[0].code).toBe('BANNER_POSITION_CODE_TAKEN');
    }
    const badCode = await app.inject({
      method: 'POST',
      url: positions,
      headers: bearer(callers.staff),
      payload: { code: 'Home Page', nameZh: '錯' },
    });
    expect(badCode.statusCode).toBe(400);
    const banner = await createBanner(position.id);
    const refused = await app.inject({
      method: 'DELETE',
      url: `${positions}?key=${position.id}`,
      headers: bearer(callers.staff),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('BANNER_POSITION_IN_USE');
    await app.inject({ method: 'DELETE', url: `${url}?key=${banner.id}`, headers: bearer(callers.staff) });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${positions}?key=${position.id}`,
      headers: bearer(callers.staff),
    });
    expect(deleted.statusCode).toBe(200);
  });
});

describe('Banners', () => {
  it('refuses a javascript: link, a missing or foreign picture, an unknown position and a reversed schedule, changing nothing', async () => {
    const position = await createPosition('bad-input');
    const mine = await upload();
    const theirs = await upload(callers.buyer);
    const base = { positionId: position.id, imageId: mine.id, altZh: '橫幅' };
    const cases = [
      [{ ...base, linkUrl: 'javascript:alert(1)' }, 'BANNER_LINK_INVALID', 'linkUrl', 400],
      [{ ...base, linkUrl: '//evil.example/x' }, 'BANNER_LINK_INVALID', 'linkUrl', 400],
      [{ ...base, linkUrl: 'data:text/html,<b>x</b>' }, 'BANNER_LINK_INVALID', 'linkUrl', 400],
      [{ ...base, imageId: newId() }, 'IMAGE_NOT_FOUND', 'imageId', 400],
      [{ ...base, imageId: theirs.id }, 'IMAGE_NOT_FOUND', 'imageId', 400],
      [{ ...base, positionId: newId() }, 'BANNER_POSITION_NOT_FOUND', 'positionId', 400],
      [
        { ...base, startsAt: '2026-12-05T00:00:00Z', endsAt: '2026-12-04T00:00:00Z' },
        'BANNER_SCHEDULE_INVALID',
        'endsAt',
        400,
      ],
    ] as const;
    for (const [payload, code, field, status] of cases) {
      const response = await app.inject({ method: 'POST', url, headers: bearer(callers.staff), payload });
      expect(response.statusCode, code).toBe(status);
      expect(response.json().errors[0]).toMatchObject({ code, field });
    }
    const missing = await app.inject({
      method: 'POST',
      url,
      headers: bearer(callers.staff),
      payload: { positionId: position.id, altZh: '無圖' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('imageId');
    const list = await app.inject({
      url: `${url}?condition=${encodeURIComponent(JSON.stringify({ positionId: position.id }))}`,
      headers: bearer(callers.staff),
    });
    expect(list.json().totalCount).toBe(0);
    // The picture is still free for a good banner.
    const good = await createBanner(position.id, {
      imageId: mine.id,
      linkUrl: 'http://plain.example.org/a?b=1',
    });
    expect(good.image.id).toBe(mine.id);
  });

  it('orders banners, moves one with sortOrder, and falls back to the Chinese alt text', async () => {
    const position = await createPosition('order');
    const first = await createBanner(position.id, { altZh: '一', altEn: 'One' });
    const second = await createBanner(position.id, { altZh: '二' });
    const third = await createBanner(position.id, { altZh: '三', sortOrder: 0 });
    expect(second.altEn).toBe('二');
    expect(await activeIds('order')).toEqual([third.id, first.id, second.id]);
    const moved = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(callers.staff),
      payload: { id: third.id, positionId: position.id, imageId: third.image.id, altZh: '三', sortOrder: 2 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await activeIds('order')).toEqual([first.id, second.id, third.id]);
    const english = await app.inject({
      url: `${url}/Active?position=order`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().data.map((b: { alt: string }) => b.alt)).toEqual(['One', '二', '三']);
  });

  it('shows a banner inside its schedule only, by the injected clock, and never a disabled one; cacheable', async () => {
    const position = await createPosition('schedule');
    const start = new Date(clock.now().getTime() + 3_600_000);
    const end = new Date(clock.now().getTime() + 2 * 3_600_000);
    const timed = await createBanner(position.id, {
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
    });
    const off = await createBanner(position.id, { isEnabled: false });
    const response = await active('schedule');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json().data).toEqual([]);
    clock.advance(3600); // the start: shown
    expect(await activeIds('schedule')).toEqual([timed.id]);
    const [shown] = (await active('schedule')).json().data;
    expect(shown).toMatchObject({ alt: '年度展覽', linkUrl: 'https://expo.example.org/' });
    expect(shown.image.variants.medium.url).toMatch(/^\/api\/v1\/Image\/[0-9a-f]{64}-medium\.webp$/);
    clock.advance(3599);
    expect(await activeIds('schedule')).toEqual([timed.id]);
    clock.advance(1); // the end: gone
    expect(await activeIds('schedule')).toEqual([]);
    expect(off.isEnabled).toBe(false);
    expect(await activeIds('no-such-position')).toEqual([]);
    const bad = await app.inject({ url: `${url}/Active?position=${encodeURIComponent('<x>')}` });
    expect(bad.statusCode).toBe(400);
  });

  it('lets go of the picture when a banner is deleted or its picture replaced (the sweep removes it later)', async () => {
    const position = await createPosition('cleanup');
    const banner = await createBanner(position.id);
    const replacement = await upload();
    const replaced = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(callers.staff),
      payload: { id: banner.id, positionId: position.id, imageId: replacement.id, altZh: '換圖' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [old] = await database.db.select().from(images).where(eq(images.id, banner.image.id));
    expect(old).toMatchObject({ ownerId: null, unattachedSince: clock.now() });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${url}?key=${banner.id}`,
      headers: bearer(callers.staff),
    });
    expect(deleted.statusCode).toBe(200);
    const [current] = await database.db.select().from(images).where(eq(images.id, replacement.id));
    expect(current).toMatchObject({ ownerId: null, ownerType: null });
    const gone = await app.inject({ url: `${url}/${banner.id}`, headers: bearer(callers.staff) });
    expect(gone.statusCode).toBe(404);
  });
});
