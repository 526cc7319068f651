import type {
  DashboardApplications,
  DashboardBrowserErrors,
  DashboardDelivery,
  DashboardGrowth,
  DashboardPendingAudits,
  DashboardProductsPerCategory,
  DashboardVendorsByLevel,
} from '@portal/contracts/dashboard';
import { registryStatusKeys } from '@portal/contracts/dashboard-keys';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useFormatAmount } from '../../../lib/use-format-amount';
import { useLanguage } from '../../../lib/use-language';
import { useDashboardWidget } from '../api/dashboard-api';
import { ChartView } from '../components/chart-view';
import { WidgetCard } from '../components/widget-card';
import { monthLabel, weekLabel } from '../dashboard-format';
import { WidgetList } from './widget-list';

// The staff widgets: the whole portal's numbers, each shown only to holders of its permission.

export function GrowthWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardWidget<DashboardGrowth>('Staff/Growth', { language });
  return (
    <WidgetCard title={t('dashboard.growth.title')} query={query}>
      {(data) => (
        <ChartView
          empty={t('dashboard.growth.title')}
          data={{
            kind: 'line',
            labelHeading: t('dashboard.growth.month'),
            labels: data.months.map((item) => monthLabel(t, item.month)),
            series: [
              { name: t('dashboard.growth.users'), values: data.months.map((item) => item.users) },
              { name: t('dashboard.growth.vendors'), values: data.months.map((item) => item.vendors) },
            ],
          }}
        />
      )}
    </WidgetCard>
  );
}

export function VendorsByLevelWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardWidget<DashboardVendorsByLevel>('Staff/Vendors', { language });
  return (
    <WidgetCard title={t('dashboard.vendorsByLevel.title')} query={query}>
      {(data) => {
        const countOf = (level: string, status: string) =>
          data.groups.find((group) => group.level === level && group.registryStatus === status)?.count ?? 0;
        return (
          <ChartView
            empty={t('dashboard.vendorsByLevel.title')}
            data={{
              kind: 'bar',
              stacked: true,
              labelHeading: t('dashboard.vendorsByLevel.registry'),
              labels: registryStatusKeys.map((status) => t(`dashboard.registry.${status}`)),
              series: (['registered', 'certified'] as const).map((level) => ({
                name: t(`dashboard.levels.${level}`),
                values: registryStatusKeys.map((status) => countOf(level, status)),
              })),
            }}
          />
        );
      }}
    </WidgetCard>
  );
}

const outcomes = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;

export function ApplicationsWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardWidget<DashboardApplications>('Staff/Applications', { language });
  return (
    <WidgetCard title={t('dashboard.applications.title')} query={query}>
      {(data) => (
        <ChartView
          empty={t('dashboard.pendingAudits.empty')}
          data={{
            kind: 'bar',
            stacked: true,
            labelHeading: t('dashboard.activity.week'),
            labels: data.weeks.map((week) => weekLabel(t, week.weekStart)),
            series: outcomes.map((outcome) => ({
              name: t(`dashboard.applications.${outcome}`),
              values: data.weeks.map((week) => week[outcome]),
            })),
          }}
        />
      )}
    </WidgetCard>
  );
}

export function PendingAuditsWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatAmount = useFormatAmount();
  const query = useDashboardWidget<DashboardPendingAudits>('Staff/PendingAudits', { language });
  return (
    <WidgetCard
      title={t('dashboard.pendingAudits.title')}
      query={query}
      isEmpty={(data) => data.totalCount === 0}
      empty={t('dashboard.pendingAudits.empty')}
      extra={<RouterLink to="../vendor-audit">{t('dashboard.viewAll')}</RouterLink>}
    >
      {(data) => (
        <>
          <p className="dashboard-note">{t('dashboard.total', { value: formatAmount(data.totalCount) })}</p>
          <WidgetList
            items={data.data.map((item) => ({
              key: item.id,
              title: `${item.companyName}（${item.ubn}）`,
              meta: t('dashboard.pendingAudits.waited', {
                age: formatRelativeTime(item.createdAt, { language }),
              }),
            }))}
          />
        </>
      )}
    </WidgetCard>
  );
}

export function ProductsPerCategoryWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardWidget<DashboardProductsPerCategory>('Staff/Products', { language });
  return (
    <WidgetCard title={t('dashboard.productsPerCategory.title')} query={query}>
      {(data) => (
        <ChartView
          empty={t('dashboard.productsPerCategory.empty')}
          data={{
            kind: 'pie',
            labelHeading: t('dashboard.productsPerCategory.category'),
            labels: [
              ...data.categories.map((item) => item.name),
              ...(data.other > 0 ? [t('dashboard.productsPerCategory.other')] : []),
            ],
            series: [
              {
                name: t('dashboard.count'),
                values: [
                  ...data.categories.map((item) => item.count),
                  ...(data.other > 0 ? [data.other] : []),
                ],
              },
            ],
          }}
        />
      )}
    </WidgetCard>
  );
}

export function DeliveryWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatAmount = useFormatAmount();
  const query = useDashboardWidget<DashboardDelivery>('Staff/Delivery', { language });
  return (
    <WidgetCard
      title={t('dashboard.delivery.title')}
      query={query}
      isEmpty={(data) => data.email + data.sms === 0}
      empty={t('dashboard.delivery.empty')}
      extra={<RouterLink to="../outbox">{t('dashboard.viewAll')}</RouterLink>}
    >
      {(data) => (
        <>
          <p className="dashboard-note">
            {t('dashboard.delivery.email', { value: formatAmount(data.email) })} ·{' '}
            {t('dashboard.delivery.sms', { value: formatAmount(data.sms) })}
          </p>
          <WidgetList
            items={data.data.map((item) => ({
              key: item.id,
              title: (
                <>
                  <Tag>{item.channel === 'email' ? 'Email' : 'SMS'}</Tag>
                  {item.template}
                </>
              ),
              meta: `${formatRelativeTime(item.createdAt, { language })}${item.lastError ? ` · ${item.lastError}` : ''}`,
            }))}
          />
        </>
      )}
    </WidgetCard>
  );
}

export function BrowserErrorsWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatAmount = useFormatAmount();
  const query = useDashboardWidget<DashboardBrowserErrors>('Staff/BrowserErrors', { language });
  return (
    <WidgetCard
      title={t('dashboard.browserErrors.title')}
      query={query}
      isEmpty={(data) => data.totalCount === 0}
      empty={t('dashboard.browserErrors.empty')}
      extra={<RouterLink to="../client-log">{t('dashboard.viewAll')}</RouterLink>}
    >
      {(data) => (
        <>
          <p className="dashboard-note">{t('dashboard.total', { value: formatAmount(data.totalCount) })}</p>
          <WidgetList
            items={data.data.map((item) => ({
              key: item.id,
              title: <code className="dashboard-code">{item.content}</code>,
              meta: formatRelativeTime(item.receivedAt, { language }),
            }))}
          />
        </>
      )}
    </WidgetCard>
  );
}
