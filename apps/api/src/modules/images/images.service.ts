import type { Readable } from 'node:stream';
import {
  type ImageVariantName,
  imageFileNamePattern,
  imageVariantNames,
  type StoredImage,
} from '@portal/contracts/image';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { type FileStorage, newStorageKey } from '../files/file-storage';
import { createRenderQueue, readImageHeader, renderVariants, sha256Of } from './image-processing';
import {
  attachToOwner,
  detachFromOwner,
  findUnattachedBySource,
  findVariantFile,
  type ImageOwner,
  type ImageWithVariants,
  imagesOfOwners,
  insertImage,
  touchUnattached,
} from './images.repository';

export type { ImageOwner } from './images.repository';

/** Where a served file lives under the API (either prefix serves it; this is the documented one). */
export const imageFileUrl = (sha256: string, variant: ImageVariantName) =>
  `/api/v1/Image/${sha256}-${variant}.webp`;

export function toStoredImage(image: ImageWithVariants): StoredImage {
  const variantOf = (name: ImageVariantName) => {
    const variant = image.variants.find((candidate) => candidate.variant === name);
    if (!variant) throw new Error(`image ${image.id} has no ${name} file`);
    const { width, height, size, sha256 } = variant;
    return { url: imageFileUrl(sha256, name), width, height, size };
  };
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    createdTime: image.createdAt.toISOString(),
    variants: { large: variantOf('large'), medium: variantOf('medium'), small: variantOf('small') },
  };
}

/**
 * For the features that show images, inside their own transaction: makes `imageIds` the owner's
 * images in that order (the first is the cover by convention), letting go of the ones it held before
 * and no longer lists (swept a day later). Each new image must have been uploaded by the actor and be
 * held by nobody; the owner's current images may stay whoever uploaded them (a manager editing the
 * owner's product). Anything else, like an unknown id, is IMAGE_NOT_FOUND on `field`.
 */
export async function replaceImages(
  tx: Database,
  input: { actorId: string; owner: ImageOwner; imageIds: string[]; at: Date; field?: string },
): Promise<void> {
  const ids = [...new Set(input.imageIds)];
  await detachFromOwner(tx, { owner: input.owner, keep: ids, at: input.at });
  await attachImages(tx, { ...input, imageIds: ids });
}

/** Adds images to the owner at positions 0…n-1 in the given order (see `replaceImages` for the rules). */
export async function attachImages(
  tx: Database,
  input: { actorId: string; owner: ImageOwner; imageIds: string[]; at: Date; field?: string },
): Promise<void> {
  const ids = [...new Set(input.imageIds)];
  if (ids.length === 0) return;
  const refused = await attachToOwner(tx, { actorId: input.actorId, owner: input.owner, ids, at: input.at });
  if (refused.length > 0) throw AppError.of('IMAGE_NOT_FOUND', { field: input.field ?? 'imageIds' });
}

/** Lets go of every image of the owner (the owner is deleted): they are swept a day later. */
export async function detachImages(tx: Database, owner: ImageOwner, at: Date): Promise<number> {
  return detachFromOwner(tx, { owner, keep: [], at });
}

/** The images of each owner of one kind, in order (cover first), for the owners' answers. */
export async function imagesOf(
  db: Database,
  ownerType: string,
  ownerIds: string[],
): Promise<Map<string, StoredImage[]>> {
  const byOwner = await imagesOfOwners(db, ownerType, ownerIds);
  return new Map([...byOwner].map(([ownerId, list]) => [ownerId, list.map(toStoredImage)]));
}

const uniqueUnattachedIndex = 'images_uploader_source_unattached_idx';

function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const details = cause as { code?: string; constraint?: string };
  return details.code === '23505' && details.constraint === constraint;
}

/** Uploading (`POST /Image`) and serving (`GET /Image/{name}`) pictures. */
export function createImageService(deps: { db: Database; clock: Clock; files: FileStorage }) {
  const { db, clock, files } = deps;
  const inTurn = createRenderQueue();

  return {
    /**
     * Checks, re-encodes and stores an upload, answering the image. The same bytes sent again by the
     * same uploader while the first is still unattached answer that image (its day starts again),
     * without decoding anything. The files are written first and removed if the row cannot be, so
     * a row never points at nothing.
     */
    async upload(uploaderId: string, bytes: Buffer, context: ActionContext): Promise<StoredImage> {
      const sourceSha256 = sha256Of(bytes);
      const earlier = await findUnattachedBySource(db, uploaderId, sourceSha256);
      if (earlier) {
        await touchUnattached(db, earlier.id, clock.now());
        return toStoredImage(earlier);
      }
      const header = await readImageHeader(bytes);
      const variants = await inTurn(() => renderVariants(bytes));
      const stored = variants.map((variant) => ({ ...variant, storageKey: newStorageKey() }));
      try {
        await Promise.all(stored.map((variant) => files.put(variant.storageKey, variant.bytes)));
        const image = await db.transaction(async (tx) => {
          const now = clock.now();
          const inserted = await insertImage(
            tx,
            {
              uploaderId,
              sourceSha256,
              sourceType: header.type,
              sourceSize: bytes.length,
              width: header.width,
              height: header.height,
              unattachedSince: now,
              createdAt: now,
            },
            stored.map(({ name, width, height, bytes: data, sha256, storageKey }) => ({
              variant: name,
              width,
              height,
              size: data.length,
              sha256,
              storageKey,
            })),
          );
          await recordAction(tx, context, {
            action: 'create',
            entityType: 'image',
            entityId: inserted.id,
            after: {
              sourceType: header.type,
              sourceSize: bytes.length,
              sourceSha256,
              width: header.width,
              height: header.height,
            },
          });
          return inserted;
        });
        return toStoredImage(image);
      } catch (error) {
        await Promise.all(stored.map((variant) => files.remove(variant.storageKey).catch(() => {})));
        // The same file sent twice at once: the other upload stored it first.
        if (isUniqueViolationOf(error, uniqueUnattachedIndex)) {
          const winner = await findUnattachedBySource(db, uploaderId, sourceSha256);
          if (winner) return toStoredImage(winner);
        }
        throw error;
      }
    },

    /**
     * A served file by its name (`<sha256>-<variant>.webp`): its bytes, or `notModified` when the
     * caller's cached copy (If-None-Match, the sha256) is it; NOT_FOUND when no image holds it.
     */
    async open(
      name: string,
      cachedTags: string[] = [],
    ): Promise<{ notModified: true } | { notModified: false; content: Readable; size: number }> {
      const match = imageFileNamePattern.exec(name);
      const [sha256 = '', variant = ''] = match ? name.slice(0, -'.webp'.length).split('-') : [];
      if (!(imageVariantNames as readonly string[]).includes(variant)) throw AppError.of('NOT_FOUND');
      const file = await findVariantFile(db, sha256, variant as ImageVariantName);
      if (!file) throw AppError.of('NOT_FOUND');
      if (cachedTags.includes(file.sha256)) return { notModified: true };
      try {
        return { notModified: false, content: await files.read(file.storageKey), size: file.size };
      } catch (error) {
        // Swept between the lookup and the read: gone, as it would be a moment later.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw AppError.of('NOT_FOUND');
        throw error;
      }
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
