import { homeBannerPosition } from '@portal/contracts/banners';
import { lazy, Suspense } from 'react';
import PlaceholderPage from './placeholder-page';

// Its own chunk: the dashboard shows before the banners (and their texts) arrive.
const BannerCarousel = lazy(() => import('../../features/banners/components/banner-carousel'));

/** 儀表板: the home position's banners above the overview. */
export default function DashboardPage() {
  return (
    <>
      <Suspense fallback={null}>
        <BannerCarousel position={homeBannerPosition} />
      </Suspense>
      <PlaceholderPage />
    </>
  );
}
