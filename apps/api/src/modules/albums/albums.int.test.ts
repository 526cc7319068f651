import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Picture, PictureAlbum } from '@portal/contracts/albums';
import type { StoredImage } from '@portal/contracts/image';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueCallers, signInCatalogueCallers } from '../../../test/catalogue-fixtures';
import { bearer, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { images } from '../../db/image-schema';
import { pictureAlbums } from '../../db/publishing-schema';
import { newId } from '../../lib/uuid-v7';
import { jpegOf, uploadImage } from '../images/images.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let callers: CatalogueCallers;
let storageDir: string;
let width = 200;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'portal-albums-'));
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false', FILE_STORAGE_DIR: storageDir } });
  callers = await signInCatalogueCallers(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
});

const albums = '/api/v1/PictureAlbums';
const url = '/api/v1/Pictures';

async function upload(token = callers.staff): Promise<StoredImage> {
  width += 1;
  const response = await uploadImage(app, token, { bytes: await jpegOf(width, 30) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as StoredImage;
}

async function createAlbum(titleZh: string, visibility: 'public' | 'signed-in' = 'public') {
  const response = await app.inject({
    method: 'POST',
    url: albums,
    headers: bearer(callers.staff),
    payload: { titleZh, albumDate: '2026-11-20', visibility },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PictureAlbum;
}

async function addPicture(albumId: string, fields: Record<string, unknown> = {}): Promise<Picture> {
  const image = await upload();
  const response = await app.inject({
    method: 'POST',
    url,
    headers: bearer(callers.staff),
    payload: { albumId, imageId: image.id, captionZh: '合照', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Picture;
}

async function orderOf(albumId: string, token?: string) {
  const condition = encodeURIComponent(JSON.stringify({ albumId }));
  const response = await app.inject({
    url: `${url}?condition=${condition}`,
    ...(token ? { headers: bearer(token) } : { remoteAddress: someAddress() }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Picture[]).map((picture) => picture.id);
}

describe('who may call the album routes', () => {
  it('lets staff with albums:write write; others get 403 (strangers 401); everyone reads public albums', async () => {
    const album = await createAlbum('年會');
    const picture = await addPicture(album.id);
    const image = await upload();
    const writes = [
      { method: 'POST', url: albums, payload: { titleZh: '新', albumDate: '2026-11-01' } },
      { method: 'PUT', url: albums, payload: { id: album.id, titleZh: '改', albumDate: '2026-11-01' } },
      { method: 'POST', url: `${albums}/Save`, payload: { titleZh: '新', albumDate: '2026-11-01' } },
      { method: 'DELETE', url: `${albums}?key=${album.id}` },
      { method: 'POST', url, payload: { albumId: album.id, imageId: image.id } },
      { method: 'PUT', url, payload: { id: picture.id, albumId: album.id, imageId: picture.image.id } },
      { method: 'POST', url: `${url}/Save`, payload: { albumId: album.id, imageId: image.id } },
      { method: 'DELETE', url: `${url}?key=${picture.id}` },
    ] as const;
    const reads = [albums, `${albums}/${album.id}`, url, `${url}/${picture.id}`];
    for (const token of [callers.staffWithout, callers.vendorOwner, callers.buyer]) {
      for (const call of writes) {
        const response = await app.inject({ ...call, headers: bearer(token) });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
      for (const read of reads)
        expect((await app.inject({ url: read, headers: bearer(token) })).statusCode).toBe(200);
    }
    for (const call of writes) {
      const response = await app.inject({ ...call, remoteAddress: someAddress() });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    for (const read of reads)
      expect((await app.inject({ url: read, remoteAddress: someAddress() })).statusCode).toBe(200);
    const [row] = await database.db.select().from(pictureAlbums).where(eq(pictureAlbums.id, album.id));
    expect(row?.titleZh).toBe('年會');
    expect(await orderOf(album.id)).toEqual([picture.id]);
  });

  it('hides signed-in albums and their pictures from strangers (404), shows them to anyone signed in', async () => {
    const members = await createAlbum('會員限定', 'signed-in');
    const picture = await addPicture(members.id);
    for (const path of [`${albums}/${members.id}`, `${url}/${picture.id}`]) {
      expect((await app.inject({ url: path, remoteAddress: someAddress() })).statusCode).toBe(404);
      expect((await app.inject({ url: path, headers: bearer(callers.buyer) })).statusCode).toBe(200);
    }
    expect(await orderOf(members.id)).toEqual([]);
    expect(await orderOf(members.id, callers.vendorOwner)).toEqual([picture.id]);
    const strangerList = await app.inject({ url: `${albums}?pageSize=100`, remoteAddress: someAddress() });
    const strangerIds = (strangerList.json().data as PictureAlbum[]).map((album) => album.id);
    expect(strangerIds).not.toContain(members.id);
    const buyerList = await app.inject({ url: `${albums}?pageSize=100`, headers: bearer(callers.buyer) });
    expect((buyerList.json().data as PictureAlbum[]).map((album) => album.id)).toContain(members.id);
  });
});

describe('Pictures', () => {
  it('adds many in order, moves one with sortOrder, and chooses a cover among the album’s own pictures', async () => {
    const album = await createAlbum('展覽');
    const [a, b, c] = [await addPicture(album.id), await addPicture(album.id), await addPicture(album.id)];
    if (!a || !b || !c) throw new Error('pictures missing');
    expect(await orderOf(album.id)).toEqual([a.id, b.id, c.id]);
    const moved = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(callers.staff),
      payload: { id: c.id, albumId: album.id, imageId: c.image.id, captionZh: '移到最前', sortOrder: 0 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await orderOf(album.id)).toEqual([c.id, a.id, b.id]);
    // Without a chosen cover the first picture shows.
    const first = await app.inject({ url: `${albums}/${album.id}` });
    expect(first.json()).toMatchObject({ coverPictureId: null, pictureCount: 3, cover: { id: c.image.id } });
    const other = await createAlbum('別本');
    const stranger = await addPicture(other.id);
    const wrongCover = await app.inject({
      method: 'PUT',
      url: albums,
      headers: bearer(callers.staff),
      payload: { id: album.id, titleZh: '展覽', albumDate: '2026-11-20', coverPictureId: stranger.id },
    });
    expect(wrongCover.statusCode).toBe(400);
    expect(wrongCover.json().errors[0]).toMatchObject({
      code: 'ALBUM_COVER_NOT_IN_ALBUM',
      field: 'coverPictureId',
    });
    const cover = await app.inject({
      method: 'PUT',
      url: albums,
      headers: bearer(callers.staff),
      payload: { id: album.id, titleZh: '展覽', albumDate: '2026-11-20', coverPictureId: b.id },
    });
    expect(cover.statusCode, cover.body).toBe(200);
    expect(cover.json()).toMatchObject({ coverPictureId: b.id, cover: { id: b.image.id } });
    const moveAway = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(callers.staff),
      payload: { id: a.id, albumId: other.id, imageId: a.image.id },
    });
    expect(moveAway.statusCode).toBe(409);
    expect(moveAway.json().errors[0].code).toBe('PICTURE_ALBUM_CHANGED');
  });

  it('refuses a missing image, someone else’s upload, an unknown album and a bad date, changing nothing', async () => {
    const album = await createAlbum('錯誤輸入');
    const theirs = await upload(callers.buyer);
    const cases = [
      [{ albumId: album.id, imageId: newId() }, 'IMAGE_NOT_FOUND', 'imageId'],
      [{ albumId: album.id, imageId: theirs.id }, 'IMAGE_NOT_FOUND', 'imageId'],
      [{ albumId: newId(), imageId: (await upload()).id }, 'ALBUM_NOT_FOUND', 'albumId'],
    ] as const;
    for (const [payload, code, field] of cases) {
      const response = await app.inject({ method: 'POST', url, headers: bearer(callers.staff), payload });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code, field });
    }
    const badDate = await app.inject({
      method: 'POST',
      url: albums,
      headers: bearer(callers.staff),
      payload: { titleZh: '日期', albumDate: '2026-13-40' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors[0]).toMatchObject({ code: 'FIELD_INVALID_DATE', field: 'albumDate' });
    expect(await orderOf(album.id)).toEqual([]);
  });

  it('lets go of every picture’s image when an album is deleted, and of one when a picture is', async () => {
    const album = await createAlbum('將刪除');
    const pictures = [await addPicture(album.id), await addPicture(album.id)];
    const [one, two] = pictures;
    if (!one || !two) throw new Error('pictures missing');
    await app.inject({
      method: 'PUT',
      url: albums,
      headers: bearer(callers.staff),
      payload: { id: album.id, titleZh: '將刪除', albumDate: '2026-11-20', coverPictureId: one.id },
    });
    const removed = await app.inject({
      method: 'DELETE',
      url: `${url}?key=${one.id}`,
      headers: bearer(callers.staff),
    });
    expect(removed.statusCode).toBe(200);
    const after = await app.inject({ url: `${albums}/${album.id}` });
    expect(after.json()).toMatchObject({
      coverPictureId: null,
      pictureCount: 1,
      cover: { id: two.image.id },
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${albums}?key=${album.id}`,
      headers: bearer(callers.staff),
    });
    expect(deleted.statusCode).toBe(200);
    const rows = await database.db
      .select({ ownerId: images.ownerId, unattachedSince: images.unattachedSince })
      .from(images)
      .where(inArray(images.id, [one.image.id, two.image.id]));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.ownerId).toBeNull();
      expect(row.unattachedSince).toBeInstanceOf(Date);
    }
    expect((await app.inject({ url: `${url}/${two.id}` })).statusCode).toBe(404);
  });
});
