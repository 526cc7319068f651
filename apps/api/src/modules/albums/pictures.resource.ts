import {
  type Picture,
  pictureInsertSchema,
  pictureListQuerySchema,
  pictureSaveSchema,
  pictureSchema,
  pictureUpdateSchema,
} from '@portal/contracts/albums';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { placeAmong } from '../categories/category-placement';
import { detachImages, imagesOf, replaceImages } from '../images/images.service';
import type { ResourceCaller, ResourceDefinition } from '../resources/resource-definition';
import {
  clearCover,
  deletePicture,
  findAlbum,
  findPicture,
  insertPicture,
  listPictures,
  lockPicturesOf,
  type PictureRow,
  renumberPictures,
  updatePicture,
} from './albums.repository';
import { galleryReads } from './gallery-reads';

type PictureInsert = z.output<typeof pictureInsertSchema>;
type PictureUpdate = z.output<typeof pictureUpdateSchema>;

/** The owner type of a picture's image in the image store. */
export const pictureImageOwner = 'picture';

async function withImages(db: Database, rows: PictureRow[]): Promise<Picture[]> {
  const images = await imagesOf(
    db,
    pictureImageOwner,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const image = images.get(row.id)?.[0];
    if (!image) return [];
    return [
      {
        id: row.id,
        albumId: row.albumId,
        image,
        captionZh: row.captionZh,
        captionEn: row.captionEn,
        sortOrder: row.sortOrder,
        createdTime: row.createdAt.toISOString(),
        updatedTime: row.updatedAt.toISOString(),
      },
    ];
  });
}

async function readPicture(db: Database, id: string, options: { forUpdate?: boolean; isSignedIn?: boolean }) {
  const row = await findPicture(db, id, options);
  return row ? (await withImages(db, [row]))[0] : undefined;
}

async function reread(tx: Database, id: string): Promise<Picture> {
  const picture = await readPicture(tx, id, {});
  if (!picture) throw new Error('picture vanished inside its own transaction');
  return picture;
}

function attach(tx: Database, id: string, imageId: string, caller: ResourceCaller, at: Date) {
  return replaceImages(tx, {
    actorId: caller.principal.userId,
    owner: { type: pictureImageOwner, id },
    imageIds: [imageId],
    at,
    field: 'imageId',
  });
}

/**
 * The pictures of albums: read as their album is (a stranger: public albums only), changed with
 * `albums:write`. A write with `sortOrder` places the picture there and renumbers the album in the same
 * transaction, so a drag (or a keyboard move) is one call.
 */
export function picturesResource(deps: {
  clock: Clock;
}): ResourceDefinition<Picture, z.output<typeof pictureListQuerySchema>, PictureInsert, PictureUpdate> {
  return {
    path: 'Pictures',
    entityType: 'picture',
    noun: 'picture',
    ...galleryReads,
    itemSchema: pictureSchema,
    listQuerySchema: pictureListQuerySchema,
    list: async (db, query, caller) => {
      const page = await listPictures(db, query, caller.isSignedIn);
      return { totalCount: page.totalCount, data: await withImages(db, page.data) };
    },
    get: (db, id, caller, options) => readPicture(db, id, { ...options, isSignedIn: caller.isSignedIn }),
    snapshot: ({ image, createdTime: _c, updatedTime: _u, ...rest }) => ({ ...rest, imageId: image.id }),
    writes: {
      access: { permission: 'albums:write' },
      insertSchema: pictureInsertSchema,
      updateSchema: pictureUpdateSchema,
      saveSchema: pictureSaveSchema,
      async insert(tx, input, caller) {
        const album = await findAlbum(tx, input.albumId, { forUpdate: true });
        if (!album) throw AppError.of('ALBUM_NOT_FOUND', { field: 'albumId' });
        const siblings = await lockPicturesOf(tx, album.id);
        const id = await insertPicture(tx, {
          albumId: album.id,
          captionZh: input.captionZh,
          captionEn: input.captionEn,
          sortOrder: siblings.length,
        });
        await attach(tx, id, input.imageId, caller, deps.clock.now());
        await renumberPictures(tx, placeAmong(siblings, id, input.sortOrder));
        return reread(tx, id);
      },
      async update(tx, input, caller, before) {
        if (input.albumId !== before.albumId)
          throw AppError.of('PICTURE_ALBUM_CHANGED', { field: 'albumId' });
        await updatePicture(tx, before.id, { captionZh: input.captionZh, captionEn: input.captionEn });
        await attach(tx, before.id, input.imageId, caller, deps.clock.now());
        const siblings = await lockPicturesOf(tx, before.albumId);
        await renumberPictures(tx, placeAmong(siblings, before.id, input.sortOrder ?? before.sortOrder));
        return reread(tx, before.id);
      },
      async remove(tx, before) {
        await detachImages(tx, { type: pictureImageOwner, id: before.id }, deps.clock.now());
        await clearCover(tx, before.id);
        await deletePicture(tx, before.id);
        await renumberPictures(tx, await lockPicturesOf(tx, before.albumId));
      },
    },
  };
}
