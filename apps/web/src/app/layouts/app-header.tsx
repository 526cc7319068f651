import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DarkModeSwitch } from '../../components/dark-mode-switch';
import { LanguageSwitch } from '../../components/language-switch';
import { RouterLink } from '../../components/router-link';
import { useLogout } from '../../features/auth/api/logout';
import { loginPath } from '../../features/auth/return-url';
import { useUnreadNews } from '../../features/news/api/news-api';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { defaultIconSize } from '../../lib/constants';
import { clearStoredUser, useStoredUser } from '../../lib/session';
import { pagePath } from '../page-routes';

interface AppHeaderProps {
  basePath: string;
  isPhone: boolean;
  onOpenMenu?: () => void;
  /** The horizontal menu of the top-menu layout. */
  menu?: ReactNode;
}

export function AppHeader({ basePath, isPhone, onOpenMenu, menu }: AppHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredUser();
  const { token } = theme.useToken();
  const userName = user?.name ?? user?.account;
  // The bell counts unread announcements with the notifications.
  const newsUnread = useUnreadNews(user !== null).data?.unreadCount;

  const queryClient = useQueryClient();
  const logoutMutation = useLogout();

  // The server ends the session first; whatever it answers (an ended session, no network), the browser
  // forgets it. Both updates render together (the router runs without transitions), so the guard never
  // sees the signed-out state on this page and /login gets no returnUrl.
  const logout = async () => {
    await logoutMutation.mutateAsync().catch(() => undefined);
    void navigate(loginPath, { replace: true });
    clearStoredUser({ everywhere: true });
    queryClient.clear();
  };

  return (
    <Layout.Header className="app-header" style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      {onOpenMenu && (
        <Button
          type="text"
          icon={<MenuOutlined aria-hidden style={{ fontSize: defaultIconSize }} />}
          aria-label={t('header.openMenu')}
          onClick={onOpenMenu}
        />
      )}
      <span className="brand">
        <RouterLink to={pagePath(basePath, 'dashboard')}>{t('app.name')}</RouterLink>
      </span>
      {menu ? (
        <nav aria-label={t('header.mainMenu')} className="app-header-menu">
          {menu}
        </nav>
      ) : (
        <span className="app-header-spacer" />
      )}
      <Flex gap="small" align="center" className="app-header-controls">
        {userName && !isPhone && (
          <span style={{ color: token.colorTextSecondary }}>
            {t('header.signedInAs', { name: userName })}
          </span>
        )}
        <NotificationBell basePath={basePath} signedIn={user !== null} newsUnread={newsUnread} />
        <LanguageSwitch />
        <DarkModeSwitch />
        <Button
          type="text"
          icon={<LogoutOutlined aria-hidden />}
          aria-label={isPhone ? t('header.logout') : undefined}
          loading={logoutMutation.isPending}
          onClick={() => void logout()}
        >
          {isPhone ? null : t('header.logout')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
