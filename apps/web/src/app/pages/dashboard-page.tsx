import { homeBannerPosition } from '@portal/contracts/banner-keys';
import type { NotificationItem } from '@portal/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveBanners } from '../../features/banners/api/active-banners';
import { prefetchDashboard } from '../../features/dashboard/api/dashboard-api';
import DashboardWidgets from '../../features/dashboard/dashboard-widgets';
import { NotificationEntry } from '../../features/notifications/components/notification-entry';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

// The widgets come with the page (their texts are asked for with it, page-routes.ts), and their answers
// usually before it (the early calls' script, app/early-page-calls.ts): each step waited on in turn is
// a round trip on a phone. The carousel has its own chunk (there may be no banner).
const BannerCarousel = lazy(() => import('../../features/banners/components/banner-carousel'));

/** A notification in the dashboard's widget: the bell's own entry, its links inside this layout. */
function DashboardNotification({ item }: { item: NotificationItem }) {
  return <NotificationEntry item={item} basePath=".." />;
}

/** 儀表板: the home position's banners above the widgets of the signed-in person. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const title = t('pages.dashboard.title');
  useDocumentTitle(title);
  // The widgets wait for the banners' answer (a small cached call, usually there first), and show in one
  // piece with the carousel: a carousel arriving above them, or a placeholder leaving, would push the
  // whole page down (layout shift).
  const language = useLanguage();
  const banners = useActiveBanners(homeBannerPosition, language);
  // The first screen's answers are asked for now, after the banners' (an effect runs in the order it is
  // declared), not once the widgets show: they render with their answers, one round trip sooner.
  const queryClient = useQueryClient();
  useEffect(() => prefetchDashboard(queryClient, language), [queryClient, language]);
  return (
    <>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{title}</h1>
      {banners.isPending ? (
        <Skeleton active />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          {banners.data && banners.data.length > 0 && <BannerCarousel position={homeBannerPosition} />}
          <DashboardWidgets notificationEntry={DashboardNotification} />
        </Suspense>
      )}
    </>
  );
}
