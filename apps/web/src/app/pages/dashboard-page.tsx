import { homeBannerPosition } from '@portal/contracts/banner-keys';
import type { NotificationItem } from '@portal/contracts/notifications';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationEntry } from '../../features/notifications/components/notification-entry';
import { useDocumentTitle } from '../../lib/use-document-title';

// Their own chunks: the dashboard shows before the banners (and their texts) arrive, and the widgets
// (with their texts) load beside them; Chart.js comes later still, with the first chart drawn.
const BannerCarousel = lazy(() => import('../../features/banners/components/banner-carousel'));
const DashboardWidgets = lazy(() => import('../../features/dashboard/dashboard-widgets'));

/** A notification in the dashboard's widget: the bell's own entry, its links inside this layout. */
function DashboardNotification({ item }: { item: NotificationItem }) {
  return <NotificationEntry item={item} basePath=".." />;
}

/** 儀表板: the home position's banners above the widgets of the signed-in person. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const title = t('pages.dashboard.title');
  useDocumentTitle(title);
  return (
    <>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{title}</h1>
      <Suspense fallback={null}>
        <BannerCarousel position={homeBannerPosition} />
      </Suspense>
      <Suspense fallback={<Skeleton active />}>
        <DashboardWidgets notificationEntry={DashboardNotification} />
      </Suspense>
    </>
  );
}
