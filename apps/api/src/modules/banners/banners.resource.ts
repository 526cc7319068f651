import {
  type Banner,
  bannerInsertSchema,
  bannerListQuerySchema,
  bannerSaveSchema,
  bannerSchema,
  bannerUpdateSchema,
} from '@portal/contracts/banners';
import type { StoredImage } from '@portal/contracts/image';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { placeAmong } from '../categories/category-placement';
import { detachImages, imagesOf, replaceImages } from '../images/images.service';
import type { ResourceCaller, ResourceDefinition } from '../resources/resource-definition';
import {
  type BannerRow,
  deleteBanner,
  findBanner,
  findPosition,
  insertBanner,
  listBanners,
  lockBannersOf,
  renumberBanners,
  updateBanner,
} from './banners.repository';

type BannerInsert = z.output<typeof bannerInsertSchema>;
type BannerUpdate = z.output<typeof bannerUpdateSchema>;

/** The owner type of a banner's picture in the image store. */
export const bannerImageOwner = 'banner';

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

async function withImages(db: Database, rows: BannerRow[]): Promise<Banner[]> {
  const images = await imagesOf(
    db,
    bannerImageOwner,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const image: StoredImage | undefined = images.get(row.id)?.[0];
    // Every banner holds its picture; one without (never written that way) is left out, not a 500.
    if (!image) return [];
    return [
      {
        id: row.id,
        positionId: row.positionId,
        positionCode: row.positionCode,
        image,
        altZh: row.altZh,
        altEn: row.altEn,
        linkUrl: row.linkUrl,
        sortOrder: row.sortOrder,
        startsAt: isoOrNull(row.startsAt),
        endsAt: isoOrNull(row.endsAt),
        isEnabled: row.isEnabled,
        createdTime: row.createdAt.toISOString(),
        updatedTime: row.updatedAt.toISOString(),
      },
    ];
  });
}

async function readBanner(db: Database, id: string, options?: { forUpdate?: boolean }) {
  const row = await findBanner(db, id, options);
  return row ? (await withImages(db, [row]))[0] : undefined;
}

async function checkInput(tx: Database, input: BannerInsert) {
  const position = await findPosition(tx, input.positionId, { forUpdate: true });
  if (!position) throw AppError.of('BANNER_POSITION_NOT_FOUND', { field: 'positionId' });
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
    throw AppError.of('BANNER_SCHEDULE_INVALID', { field: 'endsAt' });
  }
}

function fieldsOf(input: BannerInsert) {
  return {
    positionId: input.positionId,
    altZh: input.altZh,
    altEn: input.altEn || input.altZh,
    linkUrl: input.linkUrl,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    isEnabled: input.isEnabled,
  };
}

async function attachPicture(
  tx: Database,
  id: string,
  input: BannerInsert,
  caller: ResourceCaller,
  at: Date,
) {
  await replaceImages(tx, {
    actorId: caller.principal.userId,
    owner: { type: bannerImageOwner, id },
    imageIds: [input.imageId],
    at,
    field: 'imageId',
  });
}

async function reread(tx: Database, id: string): Promise<Banner> {
  const banner = await readBanner(tx, id);
  if (!banner) throw new Error('banner vanished inside its own transaction');
  return banner;
}

/**
 * Banners through the generic pattern, for staff with `banners:write` (the public sees them through
 * `GET /Banners/Active`). A write that gives `sortOrder` places the banner there among its position's
 * banners and renumbers them in the same transaction; deleting one lets go of its picture (swept later).
 */
export function bannersResource(deps: {
  clock: Clock;
}): ResourceDefinition<Banner, z.output<typeof bannerListQuerySchema>, BannerInsert, BannerUpdate> {
  return {
    path: 'Banners',
    entityType: 'banner',
    tag: 'banners',
    noun: 'banner',
    readAccess: { permission: 'banners:write' },
    itemSchema: bannerSchema,
    listQuerySchema: bannerListQuerySchema,
    list: async (db, query) => {
      const page = await listBanners(db, query);
      return { totalCount: page.totalCount, data: await withImages(db, page.data) };
    },
    get: (db, id, _caller, options) => readBanner(db, id, options),
    snapshot: ({ image, createdTime: _created, updatedTime: _updated, ...rest }) => ({
      ...rest,
      imageId: image.id,
    }),
    writes: {
      access: { permission: 'banners:write' },
      insertSchema: bannerInsertSchema,
      updateSchema: bannerUpdateSchema,
      saveSchema: bannerSaveSchema,
      async insert(tx, input, caller) {
        await checkInput(tx, input);
        const siblings = await lockBannersOf(tx, input.positionId);
        const id = await insertBanner(tx, { ...fieldsOf(input), sortOrder: siblings.length });
        await attachPicture(tx, id, input, caller, deps.clock.now());
        await renumberBanners(tx, placeAmong(siblings, id, input.sortOrder));
        return reread(tx, id);
      },
      async update(tx, input, caller, before) {
        await checkInput(tx, input);
        const moved = input.positionId !== before.positionId;
        await updateBanner(tx, before.id, fieldsOf(input));
        await attachPicture(tx, before.id, input, caller, deps.clock.now());
        const siblings = await lockBannersOf(tx, input.positionId);
        const position = input.sortOrder ?? (moved ? undefined : before.sortOrder);
        await renumberBanners(tx, placeAmong(siblings, before.id, position));
        if (moved) await renumberBanners(tx, await lockBannersOf(tx, before.positionId));
        return reread(tx, before.id);
      },
      async remove(tx, before) {
        await detachImages(tx, { type: bannerImageOwner, id: before.id }, deps.clock.now());
        await deleteBanner(tx, before.id);
        await renumberBanners(tx, await lockBannersOf(tx, before.positionId));
      },
    },
  };
}
