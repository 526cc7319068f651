import type {
  DashboardAnnouncements,
  DashboardInquiries,
  DashboardMeetings,
  DashboardNotifications,
  DashboardWaiting,
} from '@portal/contracts/dashboard';
import { Badge, Tag } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTextBundles } from '../../../lib/i18n';
import { formatRelativeTime } from '../../../lib/relative-time';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useFormatAmount } from '../../../lib/use-format-amount';
import { useLanguage } from '../../../lib/use-language';
import { useDashboardWidget } from '../api/dashboard-api';
import { WidgetCard } from '../components/widget-card';
import { NotificationEntrySlot } from '../notification-slot';
import { WidgetList } from './widget-list';

// The widgets everyone has: their own announcements, meetings, inquiries, notifications and requests.

export function AnnouncementsWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatAmount = useFormatAmount();
  const query = useDashboardWidget<DashboardAnnouncements>('Announcements', { language });
  return (
    <WidgetCard
      title={t('dashboard.announcements.title')}
      query={query}
      isEmpty={(data) => data.data.length === 0}
      empty={t('dashboard.announcements.empty')}
      extra={<RouterLink to="../announcement">{t('dashboard.viewAll')}</RouterLink>}
    >
      {(data) => (
        <>
          {data.unreadCount > 0 && (
            <p className="dashboard-note">
              {t('dashboard.announcements.unreadCount', { value: formatAmount(data.unreadCount) })}
            </p>
          )}
          <WidgetList
            items={data.data.map((item) => ({
              key: item.id,
              to: `../announcement-detail?id=${encodeURIComponent(item.id)}`,
              title: item.isRead ? item.title : <strong>{item.title}</strong>,
              meta: (
                <>
                  {formatRelativeTime(item.publishedTime, { language })}
                  {!item.isRead && (
                    <Badge
                      status="processing"
                      text={t('dashboard.announcements.unread')}
                      className="dashboard-badge"
                    />
                  )}
                </>
              ),
            }))}
          />
        </>
      )}
    </WidgetCard>
  );
}

export function MeetingsWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardWidget<DashboardMeetings>('Meetings', { language });
  return (
    <WidgetCard
      title={t('dashboard.meetings.title')}
      query={query}
      isEmpty={(data) => data.data.length === 0}
      empty={t('dashboard.meetings.empty')}
      extra={<RouterLink to="../meeting">{t('dashboard.viewAll')}</RouterLink>}
    >
      {(data) => (
        <WidgetList
          items={data.data.map((item) => ({
            key: item.id,
            to: `../meeting/${item.id}`,
            title: item.subject,
            meta: `${formatTaipeiTime(item.startsAt, 'minute')} · ${item.vendorName}`,
          }))}
        />
      )}
    </WidgetCard>
  );
}

export function InquiriesWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatAmount = useFormatAmount();
  const query = useDashboardWidget<DashboardInquiries>('Inquiries', { language });
  return (
    <WidgetCard
      title={t('dashboard.inquiries.title')}
      query={query}
      isEmpty={(data) => data.data.length === 0}
      empty={t('dashboard.inquiries.empty')}
      extra={<RouterLink to="../inquiry-mailbox">{t('dashboard.viewAll')}</RouterLink>}
    >
      {(data) => (
        <>
          <p className="dashboard-note">
            {[
              data.toAnswer > 0
                ? t('dashboard.inquiries.toAnswer', { value: formatAmount(data.toAnswer) })
                : null,
              data.awaitingVendor > 0
                ? t('dashboard.inquiries.awaitingVendor', { value: formatAmount(data.awaitingVendor) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <WidgetList
            items={data.data.map((item) => ({
              key: item.id,
              to: `../inquiry-mailbox/${item.id}`,
              title: item.subject,
              meta: (
                <>
                  <Tag color={item.side === 'vendor' ? 'orange' : 'blue'}>
                    {item.side === 'vendor'
                      ? t('dashboard.inquiries.sideVendor')
                      : t('dashboard.inquiries.sideBuyer')}
                  </Tag>
                  {item.counterpart} · {formatRelativeTime(item.lastMessageAt, { language })}
                </>
              ),
            }))}
          />
        </>
      )}
    </WidgetCard>
  );
}

export function NotificationsWidget() {
  useTextBundles('notifications');
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardWidget<DashboardNotifications>('Notifications', { language });
  const Entry = useContext(NotificationEntrySlot);
  return (
    <WidgetCard
      title={t('dashboard.notifications.title')}
      query={query}
      isEmpty={(data) => data.data.length === 0}
      empty={t('dashboard.notifications.empty')}
      extra={<RouterLink to="../notifications">{t('dashboard.viewAll')}</RouterLink>}
    >
      {(data) => (
        <ul className="dashboard-list">
          {data.data.map((item) => (
            <li key={item.id}>{Entry ? <Entry item={item} /> : null}</li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}

export function WaitingWidget() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardWidget<DashboardWaiting>('Waiting', { language });
  const ago = (at: string) => formatRelativeTime(at, { language });
  return (
    <WidgetCard
      title={t('dashboard.waiting.title')}
      query={query}
      isEmpty={(data) => data.applications.length === 0 && !data.joinRequest && data.invitations.length === 0}
      empty={t('dashboard.waiting.empty')}
    >
      {(data) => (
        <WidgetList
          items={[
            ...data.applications.map((item) => ({
              key: item.id,
              to: item.kind === 'upgrade' ? '../company/upgrade' : '../company/application',
              title: t(`dashboard.waiting.${item.kind}`, { company: item.companyName }),
              meta: ago(item.createdAt),
            })),
            ...(data.joinRequest
              ? [
                  {
                    key: data.joinRequest.id,
                    title: t('dashboard.waiting.joinRequest', { vendor: data.joinRequest.vendorName }),
                    meta: ago(data.joinRequest.createdAt),
                  },
                ]
              : []),
            ...data.invitations.map((item) => ({
              key: item.id,
              title: t('dashboard.waiting.invitation', {
                vendor: item.vendorName,
                role: t(`dashboard.roles.${item.role}`),
                expires: formatTaipeiTime(item.expiresAt, 'date'),
              }),
            })),
          ]}
        />
      )}
    </WidgetCard>
  );
}
