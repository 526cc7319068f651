import type { ImageVariantName } from '@portal/contracts/image';
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tryHoldFileDeletions } from '../../db/file-deletion-lock';
import { images, imageVariants } from '../../db/image-schema';

export type ImageRow = typeof images.$inferSelect;
export type ImageVariantRow = typeof imageVariants.$inferSelect;
export type ImageWithVariants = ImageRow & { variants: ImageVariantRow[] };

/** Who holds an image: a record kind (`product`, `banner`, `picture`, `avatar`, …) and its id. */
export interface ImageOwner {
  type: string;
  id: string;
}

async function withVariants(db: Database, rows: ImageRow[]): Promise<ImageWithVariants[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .select()
    .from(imageVariants)
    .where(
      inArray(
        imageVariants.imageId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ ...row, variants: variants.filter((variant) => variant.imageId === row.id) }));
}

/** The uploader's unattached image of these bytes, if any (the same file sent again). */
export async function findUnattachedBySource(
  db: Database,
  uploaderId: string,
  sourceSha256: string,
): Promise<ImageWithVariants | undefined> {
  const rows = await db
    .select()
    .from(images)
    .where(
      and(eq(images.uploaderId, uploaderId), eq(images.sourceSha256, sourceSha256), isNull(images.ownerId)),
    );
  return (await withVariants(db, rows))[0];
}

/** Restarts the day an unattached image is kept (it was just uploaded again). */
export async function touchUnattached(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(images)
    .set({ unattachedSince: at })
    .where(and(eq(images.id, id), isNull(images.ownerId)));
}

export async function insertImage(
  db: Database,
  values: typeof images.$inferInsert,
  variants: Omit<typeof imageVariants.$inferInsert, 'imageId'>[],
): Promise<ImageWithVariants> {
  const [row] = await db.insert(images).values(values).returning();
  if (!row) throw new Error('image not inserted');
  const stored = await db
    .insert(imageVariants)
    .values(variants.map((variant) => ({ ...variant, imageId: row.id })))
    .returning();
  return { ...row, variants: stored };
}

/** A stored file by the sha256 of its bytes: any image holding those exact bytes will do. */
export async function findVariantFile(
  db: Database,
  sha256: string,
  variant: ImageVariantName,
): Promise<Pick<ImageVariantRow, 'storageKey' | 'size' | 'sha256'> | undefined> {
  const [row] = await db
    .select({ storageKey: imageVariants.storageKey, size: imageVariants.size, sha256: imageVariants.sha256 })
    .from(imageVariants)
    .where(and(eq(imageVariants.sha256, sha256), eq(imageVariants.variant, variant)))
    .limit(1);
  return row;
}

/**
 * Attaches the images to the owner in the given order (positions 0, 1, …), locking them. An image
 * qualifies when the actor uploaded it and nobody holds it, or when this owner holds it already.
 * Answers the ids that did not qualify (missing, someone else's, held by another record).
 */
export async function attachToOwner(
  db: Database,
  input: { actorId: string; owner: ImageOwner; ids: string[]; at: Date },
): Promise<string[]> {
  const { actorId, owner, ids, at } = input;
  const held = await db
    .select({ id: images.id })
    .from(images)
    .where(
      and(
        inArray(images.id, ids),
        or(
          and(isNull(images.ownerId), eq(images.uploaderId, actorId)),
          and(eq(images.ownerType, owner.type), eq(images.ownerId, owner.id)),
        ),
      ),
    )
    .for('update');
  const qualified = new Set(held.map((row) => row.id));
  const refused = ids.filter((id) => !qualified.has(id));
  if (refused.length > 0) return refused;
  for (const [position, id] of ids.entries()) {
    await db
      .update(images)
      .set({
        ownerType: owner.type,
        ownerId: owner.id,
        position,
        // Kept when it was attached already: the record had it since then.
        attachedAt: sql`coalesce(${images.attachedAt}, ${at.toISOString()}::timestamptz)`,
        unattachedSince: null,
      })
      .where(eq(images.id, id));
  }
  return [];
}

/** Lets go of the owner's images except `keep`; they are swept a day later unless attached again. */
export async function detachFromOwner(
  db: Database,
  input: { owner: ImageOwner; keep: string[]; at: Date },
): Promise<number> {
  const { owner, keep, at } = input;
  const detached = await db
    .update(images)
    .set({ ownerType: null, ownerId: null, position: null, attachedAt: null, unattachedSince: at })
    .where(
      and(
        eq(images.ownerType, owner.type),
        eq(images.ownerId, owner.id),
        keep.length > 0 ? notInArray(images.id, keep) : undefined,
      ),
    )
    .returning({ id: images.id });
  return detached.length;
}

/** The images of each owner of one kind, in their order; owners without any are absent. */
export async function imagesOfOwners(
  db: Database,
  ownerType: string,
  ownerIds: string[],
): Promise<Map<string, ImageWithVariants[]>> {
  const result = new Map<string, ImageWithVariants[]>();
  if (ownerIds.length === 0) return result;
  const rows = await db
    .select()
    .from(images)
    .where(and(eq(images.ownerType, ownerType), inArray(images.ownerId, [...new Set(ownerIds)])))
    .orderBy(asc(images.ownerId), asc(images.position));
  for (const image of await withVariants(db, rows)) {
    const ownerId = image.ownerId ?? '';
    result.set(ownerId, [...(result.get(ownerId) ?? []), image]);
  }
  return result;
}

/**
 * Deletes up to `limit` images unattached since before the cut-off and answers their files' keys (the
 * caller removes the bytes after the commit). Run it in a transaction: the rows stay locked until then,
 * so an attach waiting on one finds it gone, and one being attached (locked) is skipped.
 */
export async function deleteUnattachedBefore(
  db: Database,
  cutOff: Date,
  limit: number,
): Promise<{ imageIds: string[]; storageKeys: string[] }> {
  // While a backup runs, its snapshot may still name these files: sweep them next time.
  if (!(await tryHoldFileDeletions(db))) return { imageIds: [], storageKeys: [] };
  const victims = await db
    .select({ id: images.id })
    .from(images)
    .where(and(isNull(images.ownerId), lt(images.unattachedSince, cutOff)))
    .orderBy(asc(images.unattachedSince))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (victims.length === 0) return { imageIds: [], storageKeys: [] };
  const ids = victims.map((row) => row.id);
  const keys = await db
    .select({ storageKey: imageVariants.storageKey })
    .from(imageVariants)
    .where(inArray(imageVariants.imageId, ids));
  await db.delete(images).where(inArray(images.id, ids));
  return { imageIds: ids, storageKeys: keys.map((row) => row.storageKey) };
}
