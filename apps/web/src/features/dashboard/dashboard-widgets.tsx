import type { NotificationItem } from '@portal/contracts/notifications';
import { Col, Row } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextBundles } from '../../lib/i18n';
import { useStoredUser } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { leadsVendor, mayCall, type StaffCall } from './dashboard-calls';
import { useFirstScreenShown } from './first-screen';
import { FirstScreenShown } from './first-screen-shown';
import { NotificationEntrySlot } from './notification-slot';
import {
  AnnouncementsWidget,
  InquiriesWidget,
  MeetingsWidget,
  NotificationsWidget,
  WaitingWidget,
} from './widgets/personal-widgets';
import {
  ApplicationsWidget,
  BrowserErrorsWidget,
  DeliveryWidget,
  GrowthWidget,
  PendingAuditsWidget,
  ProductsPerCategoryWidget,
  VendorsByLevelWidget,
} from './widgets/staff-widgets';
import {
  VendorActivityWidget,
  VendorJoinRequestsWidget,
  VendorMembersWidget,
  VendorProductsWidget,
  VendorStandingWidget,
} from './widgets/vendor-widgets';
import './dashboard.css';

const personal = [AnnouncementsWidget, WaitingWidget, InquiriesWidget, MeetingsWidget, NotificationsWidget];
const vendor = [
  VendorActivityWidget,
  VendorProductsWidget,
  VendorMembersWidget,
  VendorJoinRequestsWidget,
  VendorStandingWidget,
];
/** Each staff widget with its call, which names the permission it needs (dashboard-calls.ts). */
const staff: [ComponentType, StaffCall][] = [
  [GrowthWidget, 'Staff/Growth'],
  [VendorsByLevelWidget, 'Staff/Vendors'],
  [ApplicationsWidget, 'Staff/Applications'],
  [PendingAuditsWidget, 'Staff/PendingAudits'],
  [ProductsPerCategoryWidget, 'Staff/Products'],
  [DeliveryWidget, 'Staff/Delivery'],
  [BrowserErrorsWidget, 'Staff/BrowserErrors'],
];

/** A section's cards: one column on a phone, two on a tablet, three on a wide screen. */
function Section({ title, widgets }: { title: string; widgets: ComponentType[] }) {
  if (widgets.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="dashboard-section-title">{title}</h2>
      <Row gutter={[16, 16]}>
        {widgets.map((Widget) => (
          <Col key={Widget.name} xs={24} md={12} xl={8}>
            <Widget />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/**
 * The dashboard's widgets for the signed-in person: their own for everyone, their vendor's for its
 * owners and managers, the portal's for staff by permission. Each widget loads on its own; those below
 * the person's own once these have been shown (first-screen.ts).
 */
export default function DashboardWidgets({
  notificationEntry,
}: {
  notificationEntry: ComponentType<{ item: NotificationItem }>;
}) {
  useTextBundles('dashboard');
  const { t } = useTranslation();
  const user = useStoredUser();
  const staffWidgets = staff.filter(([, call]) => mayCall(user, call)).map(([Widget]) => Widget);
  const isFirstScreenShown = useFirstScreenShown(useLanguage());
  return (
    <NotificationEntrySlot value={notificationEntry}>
      <FirstScreenShown value={isFirstScreenShown}>
        <Section title={t('dashboard.sections.mine')} widgets={personal} />
        <Section title={t('dashboard.sections.vendor')} widgets={leadsVendor(user) ? vendor : []} />
        <Section title={t('dashboard.sections.staff')} widgets={staffWidgets} />
      </FirstScreenShown>
    </NotificationEntrySlot>
  );
}
