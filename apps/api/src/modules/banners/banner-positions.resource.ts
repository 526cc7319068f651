import {
  type BannerPosition,
  bannerPositionInsertSchema,
  bannerPositionListQuerySchema,
  bannerPositionSaveSchema,
  bannerPositionSchema,
  bannerPositionUpdateSchema,
} from '@portal/contracts/banners';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ResourceDefinition } from '../resources/resource-definition';
import {
  deletePosition,
  findPosition,
  insertPosition,
  listPositions,
  type PositionRow,
  positionIdByCode,
  updatePosition,
} from './banners.repository';

type PositionInsert = z.output<typeof bannerPositionInsertSchema>;
type PositionUpdate = z.output<typeof bannerPositionUpdateSchema>;

function toPosition(row: PositionRow): BannerPosition {
  return {
    id: row.id,
    code: row.code,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    sizeHint: row.sizeHint,
    bannerCount: row.bannerCount,
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  };
}

async function assertCodeFree(tx: Database, code: string, ownId?: string) {
  const holder = await positionIdByCode(tx, code);
  if (holder && holder !== ownId) throw AppError.of('BANNER_POSITION_CODE_TAKEN', { field: 'code' });
}

function fieldsOf(input: PositionInsert) {
  return {
    code: input.code,
    nameZh: input.nameZh,
    nameEn: input.nameEn || input.nameZh,
    sizeHint: input.sizeHint,
  };
}

async function reread(tx: Database, id: string) {
  const row = await findPosition(tx, id);
  if (!row) throw new Error('banner position vanished inside its own transaction');
  return toPosition(row);
}

/** Where banners show (`home`: the dashboard). Managed, and read, by staff with `banners:write`. */
export const bannerPositionsResource: ResourceDefinition<
  BannerPosition,
  z.output<typeof bannerPositionListQuerySchema>,
  PositionInsert,
  PositionUpdate
> = {
  path: 'BannerPositions',
  entityType: 'banner-position',
  tag: 'banners',
  noun: 'banner position',
  readAccess: { permission: 'banners:write' },
  itemSchema: bannerPositionSchema,
  listQuerySchema: bannerPositionListQuerySchema,
  list: async (db, query) => {
    const page = await listPositions(db, query);
    return { totalCount: page.totalCount, data: page.data.map(toPosition) };
  },
  get: async (db, id, _caller, options) => {
    const row = await findPosition(db, id, options);
    return row ? toPosition(row) : undefined;
  },
  snapshot: ({ bannerCount: _count, createdTime: _created, updatedTime: _updated, ...rest }) => rest,
  writes: {
    access: { permission: 'banners:write' },
    insertSchema: bannerPositionInsertSchema,
    updateSchema: bannerPositionUpdateSchema,
    saveSchema: bannerPositionSaveSchema,
    async insert(tx, input) {
      await assertCodeFree(tx, input.code);
      return reread(tx, await insertPosition(tx, fieldsOf(input)));
    },
    async update(tx, input, _caller, before) {
      await assertCodeFree(tx, input.code, before.id);
      await updatePosition(tx, before.id, fieldsOf(input));
      return reread(tx, before.id);
    },
    async remove(tx, before) {
      if (before.bannerCount > 0) {
        throw AppError.of('BANNER_POSITION_IN_USE', { params: { count: before.bannerCount } });
      }
      await deletePosition(tx, before.id);
    },
  },
};
