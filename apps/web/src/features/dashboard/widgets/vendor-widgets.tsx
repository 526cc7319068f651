import type {
  DashboardVendorActivity,
  DashboardVendorJoinRequests,
  DashboardVendorMembers,
  DashboardVendorProducts,
  DashboardVendorStanding,
} from '@portal/contracts/dashboard';
import { Alert, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useFormatAmount } from '../../../lib/use-format-amount';
import { useLanguage } from '../../../lib/use-language';
import { useDashboardWidget } from '../api/dashboard-api';
import { ChartView } from '../components/chart-view';
import { WidgetCard } from '../components/widget-card';
import { weekLabel } from '../dashboard-format';
import { WidgetList } from './widget-list';

// The widgets of a vendor's owners and managers: their own vendor's numbers (the server checks it).

export function VendorActivityWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardWidget<DashboardVendorActivity>('Vendor/Activity', { language });
  return (
    <WidgetCard title={t('dashboard.activity.title')} query={query}>
      {(data) => (
        <ChartView
          empty={t('dashboard.activity.empty')}
          data={{
            kind: 'line',
            labelHeading: t('dashboard.activity.week'),
            labels: data.weeks.map((week) => weekLabel(t, week.weekStart)),
            series: [
              { name: t('dashboard.activity.inquiries'), values: data.weeks.map((week) => week.inquiries) },
              { name: t('dashboard.activity.meetings'), values: data.weeks.map((week) => week.meetings) },
            ],
          }}
        />
      )}
    </WidgetCard>
  );
}

export function VendorProductsWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardWidget<DashboardVendorProducts>('Vendor/Products', { language });
  return (
    <WidgetCard
      title={t('dashboard.vendorProducts.title')}
      query={query}
      extra={<RouterLink to="../product">{t('dashboard.viewAll')}</RouterLink>}
    >
      {(data) => (
        <ChartView
          empty={t('dashboard.vendorProducts.empty')}
          data={{
            kind: 'doughnut',
            labelHeading: t('dashboard.vendorProducts.status'),
            labels: data.byStatus.map((item) => t(`dashboard.productStatus.${item.status}`)),
            series: [{ name: t('dashboard.count'), values: data.byStatus.map((item) => item.count) }],
          }}
        />
      )}
    </WidgetCard>
  );
}

export function VendorMembersWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardWidget<DashboardVendorMembers>('Vendor/Members', { language });
  return (
    <WidgetCard
      title={t('dashboard.members.title')}
      query={query}
      extra={<RouterLink to="../member">{t('dashboard.viewAll')}</RouterLink>}
    >
      {(data) => (
        <ChartView
          empty={t('dashboard.members.title')}
          data={{
            kind: 'pie',
            labelHeading: t('dashboard.members.role'),
            labels: data.byRole.map((item) => t(`dashboard.roles.${item.role}`)),
            series: [{ name: t('dashboard.count'), values: data.byRole.map((item) => item.count) }],
          }}
        />
      )}
    </WidgetCard>
  );
}

export function VendorJoinRequestsWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatAmount = useFormatAmount();
  const query = useDashboardWidget<DashboardVendorJoinRequests>('Vendor/JoinRequests', { language });
  return (
    <WidgetCard
      title={t('dashboard.joinRequests.title')}
      query={query}
      isEmpty={(data) => data.totalCount === 0}
      empty={t('dashboard.joinRequests.empty')}
      extra={<RouterLink to="../review/apply">{t('dashboard.viewAll')}</RouterLink>}
    >
      {(data) => (
        <>
          <p className="dashboard-note">{t('dashboard.total', { value: formatAmount(data.totalCount) })}</p>
          <WidgetList
            items={data.data.map((item) => ({
              key: item.id,
              title: item.userName,
              meta: formatRelativeTime(item.createdAt, { language }),
            }))}
          />
        </>
      )}
    </WidgetCard>
  );
}

export function VendorStandingWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardWidget<DashboardVendorStanding>('Vendor/Standing', { language });
  return (
    <WidgetCard title={t('dashboard.standing.title')} query={query}>
      {(data) => (
        <>
          {data.registryFlagged && <Alert type="warning" showIcon title={t('dashboard.standing.flagged')} />}
          <Descriptions size="small" column={1} title={data.name}>
            <Descriptions.Item label={t('dashboard.standing.level')}>
              <Tag color={data.level === 'certified' ? 'green' : 'blue'}>
                {t(`dashboard.levels.${data.level}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.standing.status')}>
              {t(`dashboard.vendorStatus.${data.status}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.standing.registry')}>
              {t(`dashboard.registry.${data.registryStatus ?? 'unchecked'}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.standing.checked')}>
              {data.registryCheckedAt
                ? formatRelativeTime(data.registryCheckedAt, { language })
                : t('dashboard.standing.never')}
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </WidgetCard>
  );
}
