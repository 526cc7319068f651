import type { NotificationItem } from '@portal/contracts/notifications';
import { Badge, theme } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useMarkNotificationsRead } from '../api/notifications-api';
import { inLayout, notificationText } from '../notification-text';

/**
 * One notification: its text in the interface language, when (Taipei time), and a dot while unread.
 * Opening it marks it read and goes to its page.
 */
export function NotificationEntry({
  item,
  basePath,
  onOpen,
}: {
  item: NotificationItem;
  /** The layout's base path (`/top-menu`), or `..` from a page of the layout. */
  basePath: string;
  /** Called as the link is followed (the bell closes its popover). */
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const to = inLayout(basePath, item.link);
  const href = useHref(to);
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  const unread = item.readTime === null;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (unread) markRead.mutate({ ids: [item.id] });
    onOpen?.();
    void navigate(to);
  };

  return (
    <a href={href} onClick={open} className="notification-entry" style={{ color: token.colorText }}>
      <span style={{ fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' }}>
        {notificationText(t, item)}
      </span>
      <small style={{ color: token.colorTextSecondary }}>
        {formatTaipeiTime(item.createdTime, 'minute')}
        {unread && (
          <Badge status="processing" text={t('notifications.unread')} style={{ marginInlineStart: 8 }} />
        )}
      </small>
    </a>
  );
}
