import BellOutlined from '@ant-design/icons/BellOutlined';
import { Badge, Button, Popover } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadNotifications } from '../api/unread-notifications';
import { bellCount } from '../bell-count';

// The list, its texts and the calls it makes load on the first opening: the shell carries the button only.
const BellPanel = lazy(() => import('./bell-panel'));

/**
 * The header's bell: unread notifications and unread announcements in one count (refreshed every minute
 * and when the window regains focus), and a popover with the newest notifications.
 */
export function NotificationBell({
  basePath,
  signedIn,
  newsUnread,
}: {
  basePath: string;
  signedIn: boolean;
  /** Unread announcements (the layout asks the news feature). */
  newsUnread: number | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const notifications = useUnreadNotifications(signedIn);
  if (!signedIn) return null;
  const count = bellCount(notifications.data?.unreadCount, newsUnread);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        // On a phone the bell is not at the screen's edge: the popover is pinned inside the screen (css).
        classNames={{ root: 'notification-popover' }}
        destroyOnHidden
        // Rendered only while open (destroyOnHidden): the lazy list loads on the first opening.
        content={
          <Suspense fallback={<p className="notification-panel-loading">{t('app.loading')}</p>}>
            <BellPanel
              basePath={basePath}
              newsUnread={newsUnread ?? 0}
              onClose={close}
              onNavigate={() => setOpen(false)}
            />
          </Suspense>
        }
      >
        <Button
          ref={buttonRef}
          type="text"
          aria-label={t('header.bell', { count })}
          aria-expanded={open}
          icon={
            <Badge count={count} size="small" overflowCount={99}>
              <BellOutlined aria-hidden style={{ fontSize: 20 }} />
            </Badge>
          }
        />
      </Popover>
      {/* Read out when the number changes (a new notification, or some marked read). */}
      <span className="visually-hidden" role="status">
        {t('header.bellLive', { count })}
      </span>
    </>
  );
}
