import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StoredImage } from '@portal/contracts/image';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { signIn, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { images, imageVariants } from '../../db/image-schema';
import { newId } from '../../lib/uuid-v7';
import { createLocalFileStorage } from '../files/file-storage';
import { createImageSweep } from './image-sweep';
import { filesUnder, jpegOf, uploadImage } from './images.fixtures';
import { attachImages, detachImages, imagesOf, replaceImages } from './images.service';

let database: TestDatabase;
let app: FastifyInstance;
let storageDir: string;
const clock = manualClock();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const accounts: Record<string, string> = {};
let sweep: ReturnType<typeof createImageSweep>;

async function signInAgain() {
  for (const [name, account] of Object.entries(accounts)) tokens[name] = await signIn(app, account);
}
let widths = 100;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'portal-images-'));
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    env: { CAPTCHA_ENABLED: 'false', FILE_STORAGE_DIR: storageDir },
    clock,
  });
  for (const name of ['owner', 'manager', 'stranger']) {
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    ids[name] = user.id;
    accounts[name] = user.account;
  }
  await signInAgain();
  // The sweep as the job runner runs it, on the app's clock and storage.
  sweep = createImageSweep({
    db: database.db,
    clock,
    files: createLocalFileStorage(storageDir),
    log: { info() {}, warn() {}, error() {} },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
});

/** A fresh picture (a new size each time, so never deduplicated) uploaded by `who`. */
async function upload(who: string): Promise<StoredImage> {
  widths += 1;
  const response = await uploadImage(app, tokens[who], { bytes: await jpegOf(widths, 80) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const product = () => ({ type: 'product', id: newId() });
const served = async (image: StoredImage) =>
  (await app.inject({ url: image.variants.small.url, remoteAddress: someAddress() })).statusCode;
const rowOf = async (image: StoredImage) =>
  (await database.db.select().from(images).where(eq(images.id, image.id)))[0];

describe('attaching images to a record', () => {
  it('keeps the given order (the first is the cover) and answers them per owner', async () => {
    const [a, b, c] = [await upload('owner'), await upload('owner'), await upload('owner')];
    const owner = product();
    await database.db.transaction((tx) =>
      replaceImages(tx, { actorId: ids.owner ?? '', owner, imageIds: [c.id, a.id, b.id], at: clock.now() }),
    );
    const shown = (await imagesOf(database.db, 'product', [owner.id])).get(owner.id);
    expect(shown?.map((image) => image.id)).toEqual([c.id, a.id, b.id]);
    expect(shown?.[0]).toEqual(c);
    expect(await rowOf(a)).toMatchObject({ ownerType: 'product', ownerId: owner.id, position: 1 });
    expect((await rowOf(a))?.unattachedSince).toBeNull();
  });

  it("refuses another person's upload and an image another record holds, changing nothing", async () => {
    const mine = await upload('manager');
    const theirs = await upload('stranger');
    const owner = product();
    const attempt = database.db.transaction((tx) =>
      replaceImages(tx, {
        actorId: ids.manager ?? '',
        owner,
        imageIds: [mine.id, theirs.id],
        at: clock.now(),
      }),
    );
    await expect(attempt).rejects.toMatchObject({
      details: [{ code: 'IMAGE_NOT_FOUND', field: 'imageIds' }],
    });
    expect((await rowOf(mine))?.ownerId).toBeNull();

    const held = await upload('manager');
    await database.db.transaction((tx) =>
      attachImages(tx, { actorId: ids.manager ?? '', owner, imageIds: [held.id], at: clock.now() }),
    );
    const elsewhere = database.db.transaction((tx) =>
      attachImages(tx, {
        actorId: ids.manager ?? '',
        owner: product(),
        imageIds: [held.id],
        at: clock.now(),
      }),
    );
    await expect(elsewhere).rejects.toMatchObject({ details: [{ code: 'IMAGE_NOT_FOUND' }] });
    const unknown = database.db.transaction((tx) =>
      attachImages(tx, {
        actorId: ids.manager ?? '',
        owner,
        imageIds: [newId()],
        at: clock.now(),
        field: 'images',
      }),
    );
    await expect(unknown).rejects.toMatchObject({ details: [{ code: 'IMAGE_NOT_FOUND', field: 'images' }] });
  });

  it("lets another editor keep the record's images and reorder them, adding only their own uploads", async () => {
    const [first, second] = [await upload('owner'), await upload('owner')];
    const owner = product();
    await database.db.transaction((tx) =>
      replaceImages(tx, {
        actorId: ids.owner ?? '',
        owner,
        imageIds: [first.id, second.id],
        at: clock.now(),
      }),
    );
    const added = await upload('manager');
    await database.db.transaction((tx) =>
      replaceImages(tx, {
        actorId: ids.manager ?? '',
        owner,
        imageIds: [added.id, second.id],
        at: clock.now(),
      }),
    );
    const shown = (await imagesOf(database.db, 'product', [owner.id])).get(owner.id);
    expect(shown?.map((image) => image.id)).toEqual([added.id, second.id]);
    // The one left out is let go of: unattached from now, swept a day later.
    expect(await rowOf(first)).toMatchObject({ ownerId: null, unattachedSince: clock.now() });
  });
});

describe('the sweep of unattached images', () => {
  it('removes rows and files of images unattached for a day, and nothing attached', async () => {
    // What the tests above left unattached goes first.
    clock.advance(25 * 3600);
    await sweep.runOnce();
    await signInAgain();
    const abandoned = await upload('owner');
    const kept = await upload('owner');
    const owner = product();
    await database.db.transaction((tx) =>
      attachImages(tx, { actorId: ids.owner ?? '', owner, imageIds: [kept.id], at: clock.now() }),
    );

    clock.advance(23 * 3600);
    expect(await sweep.runOnce()).toBe(0);
    expect(await served(abandoned)).toBe(200);

    clock.advance(2 * 3600);
    const filesBefore = await filesUnder(storageDir);
    expect(await sweep.runOnce()).toBe(1);
    expect(await rowOf(abandoned)).toBeUndefined();
    const variantRows = await database.db
      .select()
      .from(imageVariants)
      .where(eq(imageVariants.imageId, abandoned.id));
    expect(variantRows).toEqual([]);
    // Its three files are gone from the disk, and only they.
    const filesAfter = await filesUnder(storageDir);
    expect(filesBefore.filter((file) => !filesAfter.includes(file))).toHaveLength(3);
    expect(filesAfter.every((file) => filesBefore.includes(file))).toBe(true);
    for (const variant of Object.values(abandoned.variants)) {
      expect((await app.inject({ url: variant.url, remoteAddress: someAddress() })).statusCode).toBe(404);
    }
    expect(await served(kept)).toBe(200);
    expect(await rowOf(kept)).toMatchObject({ ownerId: owner.id });

    // A detached image gets its own day from the moment it was let go of.
    await database.db.transaction((tx) => detachImages(tx, owner, clock.now()));
    clock.advance(12 * 3600);
    expect(await sweep.runOnce()).toBe(0);
    clock.advance(13 * 3600);
    expect(await sweep.runOnce()).toBe(1);
    expect(await served(kept)).toBe(404);
  });

  it('starts the day again when the uploader sends the same file while it waits', async () => {
    await signInAgain();
    const bytes = await jpegOf(333, 222);
    const first = await uploadImage(app, tokens.stranger, { bytes });
    clock.advance(20 * 3600);
    // Sessions end on the same clock: sign in again, as the person would.
    await signInAgain();
    const again = await uploadImage(app, tokens.stranger, { bytes });
    expect(again.json().id).toBe(first.json().id);
    clock.advance(20 * 3600);
    expect(await sweep.runOnce()).toBe(0);
    clock.advance(5 * 3600);
    expect(await sweep.runOnce()).toBe(1);
  });
});
