import type {
  Banner,
  BannerPosition,
  bannerInsertSchema,
  bannerPositionInsertSchema,
  bannerPositionUpdateSchema,
  bannerUpdateSchema,
} from '@portal/contracts/banners';
import { maxPageSize } from '@portal/contracts/list-keys';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchResourceList, resourceQueryKeys } from '../../../components/resource/use-resource-list';
import { useResourceMutations } from '../../../components/resource/use-resource-mutations';

/** `BannerPositions` and `Banners` (generic pattern, `banners:write`). */
export const positionsResource = 'BannerPositions';
export const bannersResource = 'Banners';

export type PositionInsert = z.input<typeof bannerPositionInsertSchema>;
export type PositionUpdate = z.input<typeof bannerPositionUpdateSchema>;
export type BannerInsert = z.input<typeof bannerInsertSchema>;
export type BannerUpdate = z.input<typeof bannerUpdateSchema>;

/** Every position (a portal has a handful). */
export function usePositions() {
  return useQuery({
    queryKey: [...resourceQueryKeys.all(positionsResource), 'all'],
    queryFn: ({ signal }) =>
      fetchResourceList<BannerPosition>(positionsResource, { page: 1, pageSize: maxPageSize }, signal),
  });
}

/** The banners of one position, in their order. */
export function useBannersOf(positionId: string | undefined) {
  return useQuery({
    queryKey: [...resourceQueryKeys.all(bannersResource), 'of', positionId],
    enabled: Boolean(positionId),
    queryFn: ({ signal }) =>
      fetchResourceList<Banner>(
        bannersResource,
        {
          page: 1,
          pageSize: maxPageSize,
          condition: { positionId },
          sortings: [{ field: 'sortOrder', dir: 'asc' }],
        },
        signal,
      ),
  });
}

export const usePositionMutations = () =>
  useResourceMutations<BannerPosition, PositionInsert, PositionUpdate>(positionsResource);
export const useBannerMutations = () =>
  useResourceMutations<Banner, BannerInsert, BannerUpdate>(bannersResource);
