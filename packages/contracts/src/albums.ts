import { z } from 'zod';
import { imageSchema } from './image';
import { isoDateSchema } from './iso-date';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { nameText, text } from './text';

/** Who may see an album: anyone (no sign-in needed), or only people signed in. */
export const albumVisibilities = ['public', 'signed-in'] as const;
export const albumVisibilitySchema = z.enum(albumVisibilities);
export type AlbumVisibility = z.infer<typeof albumVisibilitySchema>;

export const pictureAlbumSchema = z.object({
  id: z.uuid(),
  titleZh: z.string(),
  titleEn: z.string(),
  /** The day of the event the album shows. */
  albumDate: z.string(),
  visibility: albumVisibilitySchema,
  /** The picture shown for the album (null: the first one, if any). */
  coverPictureId: z.uuid().nullable(),
  cover: imageSchema.nullable(),
  pictureCount: z.number().int(),
  createdTime: z.iso.datetime(),
  updatedTime: z.iso.datetime(),
});
export type PictureAlbum = z.infer<typeof pictureAlbumSchema>;

const albumFields = {
  titleZh: nameText(100),
  /** Falls back to the Chinese title when empty. */
  titleEn: text({ max: 100, kind: 'name' }).default(''),
  albumDate: isoDateSchema,
  visibility: albumVisibilitySchema.default('public'),
  /** One of the album's own pictures, or null. */
  coverPictureId: z.uuid().nullable().default(null),
};
export const pictureAlbumInsertSchema = z.strictObject(albumFields);
export const pictureAlbumUpdateSchema = z.strictObject({ id: z.uuid(), ...albumFields });
export const pictureAlbumSaveSchema = z.strictObject({ id: z.uuid().optional(), ...albumFields });
export type PictureAlbumInput = z.input<typeof pictureAlbumSaveSchema>;

export const pictureAlbumListQuerySchema = listQuerySchema({
  filters: { keyword: listKeywordSchema, visibility: albumVisibilitySchema },
  sortable: ['albumDate', 'titleZh', 'createdTime'],
});
export const pictureAlbumListSchema = listResponseSchema(pictureAlbumSchema);

export const pictureSchema = z.object({
  id: z.uuid(),
  albumId: z.uuid(),
  image: imageSchema,
  captionZh: z.string(),
  captionEn: z.string(),
  /** Position in the album, 0 first. */
  sortOrder: z.number().int(),
  createdTime: z.iso.datetime(),
  updatedTime: z.iso.datetime(),
});
export type Picture = z.infer<typeof pictureSchema>;

const pictureFields = {
  albumId: z.uuid(),
  /** An upload of `POST /Image` by the caller (or the picture's current image). */
  imageId: z.uuid(),
  captionZh: text({ max: 200 }).default(''),
  captionEn: text({ max: 200 }).default(''),
  /** Where in the album it goes, 0 first; absent: last (a new one) or where it was. */
  sortOrder: z.number().int().min(0).max(10_000).optional(),
};
export const pictureInsertSchema = z.strictObject(pictureFields);
export const pictureUpdateSchema = z.strictObject({ id: z.uuid(), ...pictureFields });
export const pictureSaveSchema = z.strictObject({ id: z.uuid().optional(), ...pictureFields });
export type PictureInput = z.input<typeof pictureSaveSchema>;

/** Pictures are listed one album at a time, in their order unless sorted otherwise. */
export const pictureListQuerySchema = listQuerySchema({
  filters: { albumId: z.uuid() },
  sortable: ['sortOrder', 'createdTime'],
});
export const pictureListSchema = listResponseSchema(pictureSchema);
