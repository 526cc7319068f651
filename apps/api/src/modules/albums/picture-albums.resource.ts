import {
  type PictureAlbum,
  pictureAlbumInsertSchema,
  pictureAlbumListQuerySchema,
  pictureAlbumSaveSchema,
  pictureAlbumSchema,
  pictureAlbumUpdateSchema,
} from '@portal/contracts/albums';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { detachImages, imagesOf } from '../images/images.service';
import type { ResourceDefinition } from '../resources/resource-definition';
import {
  type AlbumRow,
  deleteAlbum,
  findAlbum,
  findPicture,
  firstPictureIds,
  insertAlbum,
  listAlbums,
  lockPicturesOf,
  updateAlbum,
} from './albums.repository';
import { galleryReads } from './gallery-reads';
import { pictureImageOwner } from './pictures.resource';

type AlbumInsert = z.output<typeof pictureAlbumInsertSchema>;
type AlbumUpdate = z.output<typeof pictureAlbumUpdateSchema>;

/** The albums with their cover image: the chosen picture, else the first one. */
async function withCovers(db: Database, rows: AlbumRow[]): Promise<PictureAlbum[]> {
  const firsts = await firstPictureIds(
    db,
    rows.filter((row) => !row.coverPictureId).map((row) => row.id),
  );
  const coverOf = (row: AlbumRow) => row.coverPictureId ?? firsts.get(row.id);
  const images = await imagesOf(
    db,
    pictureImageOwner,
    rows.map(coverOf).filter((id): id is string => Boolean(id)),
  );
  return rows.map((row) => {
    const coverId = coverOf(row);
    return {
      id: row.id,
      titleZh: row.titleZh,
      titleEn: row.titleEn,
      albumDate: row.albumDate,
      visibility: row.visibility,
      coverPictureId: row.coverPictureId,
      cover: (coverId && images.get(coverId)?.[0]) || null,
      pictureCount: row.pictureCount,
      createdTime: row.createdAt.toISOString(),
      updatedTime: row.updatedAt.toISOString(),
    };
  });
}

async function readAlbum(db: Database, id: string, options: { forUpdate?: boolean; isSignedIn?: boolean }) {
  const row = await findAlbum(db, id, options);
  return row ? (await withCovers(db, [row]))[0] : undefined;
}

function fieldsOf(input: AlbumInsert) {
  return {
    titleZh: input.titleZh,
    titleEn: input.titleEn || input.titleZh,
    albumDate: input.albumDate,
    visibility: input.visibility,
    coverPictureId: input.coverPictureId,
  };
}

async function reread(tx: Database, id: string): Promise<PictureAlbum> {
  const album = await readAlbum(tx, id, {});
  if (!album) throw new Error('album vanished inside its own transaction');
  return album;
}

/**
 * Picture albums through the generic pattern. Anyone reads public albums; signed-in albums only a
 * signed-in caller (a stranger gets 404, as for an album that does not exist). `albums:write` changes
 * them; deleting one lets go of its pictures' images (swept a day later).
 */
export function pictureAlbumsResource(deps: {
  clock: Clock;
}): ResourceDefinition<PictureAlbum, z.output<typeof pictureAlbumListQuerySchema>, AlbumInsert, AlbumUpdate> {
  return {
    path: 'PictureAlbums',
    entityType: 'picture-album',
    noun: 'picture album',
    ...galleryReads,
    itemSchema: pictureAlbumSchema,
    listQuerySchema: pictureAlbumListQuerySchema,
    list: async (db, query, caller) => {
      const page = await listAlbums(db, query, caller.isSignedIn);
      return { totalCount: page.totalCount, data: await withCovers(db, page.data) };
    },
    get: (db, id, caller, options) => readAlbum(db, id, { ...options, isSignedIn: caller.isSignedIn }),
    snapshot: ({ cover: _cover, pictureCount: _count, createdTime: _c, updatedTime: _u, ...rest }) => rest,
    writes: {
      access: { permission: 'albums:write' },
      insertSchema: pictureAlbumInsertSchema,
      updateSchema: pictureAlbumUpdateSchema,
      saveSchema: pictureAlbumSaveSchema,
      async insert(tx, input) {
        // A new album has no pictures yet, so no cover either.
        if (input.coverPictureId) throw AppError.of('ALBUM_COVER_NOT_IN_ALBUM', { field: 'coverPictureId' });
        return reread(tx, await insertAlbum(tx, fieldsOf(input)));
      },
      async update(tx, input, _caller, before) {
        if (input.coverPictureId) {
          const cover = await findPicture(tx, input.coverPictureId);
          if (cover?.albumId !== before.id) {
            throw AppError.of('ALBUM_COVER_NOT_IN_ALBUM', { field: 'coverPictureId' });
          }
        }
        await updateAlbum(tx, before.id, fieldsOf(input));
        return reread(tx, before.id);
      },
      async remove(tx, before) {
        const at = deps.clock.now();
        for (const pictureId of await lockPicturesOf(tx, before.id)) {
          await detachImages(tx, { type: pictureImageOwner, id: pictureId }, at);
        }
        await deleteAlbum(tx, before.id);
      },
    },
  };
}
