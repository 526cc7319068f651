import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, users } from './schema';

// Pictures (`POST /Image`): one row per upload and one per stored size. Which record shows an image is
// written on the image (owner type and id, position), so any feature can attach images without a
// table of its own; an image nobody holds for a day is removed by the sweep (modules/images).

export const images = pgTable(
  'images',
  {
    id: id(),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** sha256 of the bytes as uploaded: the same file sent again by its uploader is the same image. */
    sourceSha256: text('source_sha256').notNull(),
    /** The type read from the upload's bytes. */
    sourceType: text('source_type').notNull(),
    sourceSize: integer('source_size').notNull(),
    /** The picture's size with its orientation applied. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The record showing it (`product`, `banner`, …) and its place there; null while unattached. */
    ownerType: text('owner_type'),
    ownerId: uuid('owner_id'),
    position: integer('position'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** Since when nobody holds it (upload or detach); null while attached. The sweep reads it. */
    unattachedSince: timestamp('unattached_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_owner_idx').on(t.ownerType, t.ownerId, t.position),
    index('images_unattached_idx').on(t.unattachedSince).where(sql`${t.ownerId} is null`),
    // One unattached image per uploader and content: a repeated upload (or two at once) finds it.
    uniqueIndex('images_uploader_source_unattached_idx')
      .on(t.uploaderId, t.sourceSha256)
      .where(sql`${t.ownerId} is null`),
    check(
      'images_owner_consistent',
      sql`(${t.ownerId} is null) = (${t.ownerType} is null) and (${t.ownerId} is null) = (${t.unattachedSince} is not null)`,
    ),
  ],
);

/** The stored WebP files of an image; served by the sha256 of their bytes. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    variant: text('variant', { enum: ['large', 'medium', 'small'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.variant] }), index('image_variants_sha256_idx').on(t.sha256)],
);
