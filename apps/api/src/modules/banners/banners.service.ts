import type { ActiveBanner } from '@portal/contracts/banners';
import type { Language } from '@portal/contracts/i18n';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { imagesOf } from '../images/images.service';
import { activeBannersOf } from './banners.repository';
import { bannerImageOwner } from './banners.resource';

/** What anyone may see of the banners: a position's active ones, at the clock's time. */
export function createBannerService(deps: { db: Database; clock: Clock }) {
  return {
    /** Enabled and inside their schedule, in order, with the alt text in the caller's language. */
    async activeBanners(code: string, language: Language): Promise<ActiveBanner[]> {
      const rows = await activeBannersOf(deps.db, code, deps.clock.now());
      const images = await imagesOf(
        deps.db,
        bannerImageOwner,
        rows.map((row) => row.id),
      );
      return rows.flatMap((row) => {
        const image = images.get(row.id)?.[0];
        if (!image) return [];
        return [{ id: row.id, image, alt: language === 'en' ? row.altEn : row.altZh, linkUrl: row.linkUrl }];
      });
    },
  };
}

export type BannerService = ReturnType<typeof createBannerService>;
