import { Button, Flex, theme } from 'antd';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { useTextBundles } from '../../../lib/i18n';
import { useMarkNotificationsRead, useNotificationList } from '../api/notifications-api';
import { inLayout } from '../notification-text';
import { NotificationEntry } from './notification-entry';
import '../notifications.css';

/** A link inside the popover: it closes the popover as it is followed. */
function PanelLink({ to, onFollow, children }: { to: string; onFollow: () => void; children: ReactNode }) {
  const href = useHref(to);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow();
    void navigate(to);
  };
  return (
    <a href={href} onClick={follow} style={{ color: token.colorLink }}>
      {children}
    </a>
  );
}

/** How many of the newest the bell lists; the page has the rest. */
export const bellListSize = 8;

/**
 * The bell's popover (loaded on its first opening): the newest notifications, the unread announcements
 * as one line, "mark all read", and the ways to the full page and the preferences. Escape closes it.
 */
export default function BellPanel({
  basePath,
  newsUnread,
  onClose,
  onNavigate,
}: {
  basePath: string;
  newsUnread: number;
  onClose: () => void;
  onNavigate: () => void;
}) {
  useTextBundles('notifications');
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const list = useNotificationList({ page: 1, pageSize: bellListSize, unreadOnly: false }, { refresh: true });
  const markAll = useMarkNotificationsRead();
  const unreadCount = list.data?.unreadCount ?? 0;

  const link = (path: string, text: string) => (
    <PanelLink to={inLayout(basePath, path)} onFollow={onNavigate}>
      {text}
    </PanelLink>
  );
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <section
      className="notification-panel"
      aria-label={t('notifications.listLabel')}
      onKeyDown={closeOnEscape}
    >
      <Flex justify="space-between" align="center" gap="small" wrap>
        <h2 style={{ fontSize: token.fontSizeLG, margin: 0 }}>{t('pages.notifications.title')}</h2>
        <Button
          size="small"
          onClick={() => markAll.mutate({ all: true })}
          loading={markAll.isPending}
          disabled={unreadCount === 0}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
      {newsUnread > 0 && (
        <p className="notification-panel-news">
          {link('announcement', t('notifications.newsUnread', { count: newsUnread }))}
        </p>
      )}
      {list.error ? (
        <p role="alert">{t('notifications.loadFailed')}</p>
      ) : !list.data ? (
        <p>{t('app.loading')}</p>
      ) : list.data.data.length === 0 ? (
        <p style={{ color: token.colorTextSecondary }}>{t('notifications.empty')}</p>
      ) : (
        <ul className="notification-list">
          {list.data.data.map((item) => (
            <li key={item.id}>
              <NotificationEntry item={item} basePath={basePath} onOpen={onNavigate} />
            </li>
          ))}
        </ul>
      )}
      <Flex justify="space-between" gap="small" wrap>
        {link('notifications', t('notifications.viewAll'))}
        {link('notifications/preferences', t('notifications.preferences'))}
      </Flex>
    </section>
  );
}
