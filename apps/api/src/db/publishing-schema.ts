import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './schema';

/** A place banners show in (`home`: the dashboard's carousel). */
export const bannerPositions = pgTable(
  'banner_positions',
  {
    id: id(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sizeHint: text('size_hint').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('banner_positions_code_idx').on(t.code)],
);

/** A banner; its picture is an image owned by (`banner`, id). */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => bannerPositions.id, { onDelete: 'restrict' }),
    altZh: text('alt_zh').notNull(),
    altEn: text('alt_en').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    /** Position among the banners of its position, 0 first; renumbered 0..n-1 on every change. */
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The public call reads one position's banners in order.
    index('banners_position_idx').on(t.positionId, t.sortOrder),
    check(
      'banners_schedule_check',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

export const pictureAlbums = pgTable(
  'picture_albums',
  {
    id: id(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    albumDate: date('album_date', { mode: 'string' }).notNull(),
    visibility: text('visibility', { enum: ['public', 'signed-in'] })
      .notNull()
      .default('public'),
    /** One of the album's pictures (no foreign key: a picture and its album refer to each other). */
    coverPictureId: uuid('cover_picture_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('picture_albums_date_idx').on(t.albumDate)],
);

/** A picture of an album; its image is owned by (`picture`, id). */
export const pictures = pgTable(
  'pictures',
  {
    id: id(),
    albumId: uuid('album_id')
      .notNull()
      .references((): AnyPgColumn => pictureAlbums.id, { onDelete: 'cascade' }),
    captionZh: text('caption_zh').notNull().default(''),
    captionEn: text('caption_en').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pictures_album_idx').on(t.albumId, t.sortOrder)],
);
