import { Drawer, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useIsPhone } from '../../lib/use-is-phone';
import { whenIdle } from '../../lib/when-idle';
import { AppMenu } from '../menu/app-menu';
import type { LayoutVariant } from '../page-routes';
import { AppHeader } from './app-header';

// Most back-office pages are lists. Their shared code (the resource list with its table, or on a phone
// its cards: about 100 KB gzip) comes once the first screen leaves the browser idle, so the first list
// opened, and every one after it, waits only for its own few kilobytes.
const prefetchListCode = () => void import('../../components/resource/resource-list-page').catch(() => {});

interface ShellLayoutProps {
  variant: LayoutVariant;
  basePath: string;
}

/**
 * The signed-in frame. `side`: a full side menu; `simple`: an icon-only side menu; `top`: a menu bar in
 * the header. On phone-sized screens every variant moves its menu into a drawer.
 */
export function ShellLayout({ variant, basePath }: ShellLayoutProps) {
  const { t } = useTranslation();
  // Known on the first render (antd's Grid.useBreakpoint answers only after mounting): a phone's first
  // screen was the wide frame with its whole side menu, drawn and then at once replaced.
  const isPhone = useIsPhone();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => whenIdle(prefetchListCode, 5000), []);

  const showSider = !isPhone && variant !== 'top';
  return (
    <Layout className="shell">
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <AppHeader
        basePath={basePath}
        isPhone={isPhone}
        onOpenMenu={isPhone ? () => setDrawerOpen(true) : undefined}
        menu={!isPhone && variant === 'top' ? <AppMenu basePath={basePath} mode="horizontal" /> : undefined}
      />
      <Layout>
        {showSider && (
          <Layout.Sider
            width={248}
            collapsed={variant === 'simple'}
            collapsedWidth={72}
            className="shell-sider"
          >
            <nav aria-label={t('header.mainMenu')}>
              <AppMenu basePath={basePath} mode="inline" collapsed={variant === 'simple'} />
            </nav>
          </Layout.Sider>
        )}
        {/* antd renders Content as the page's <main> landmark. */}
        <Layout.Content id="main-content" tabIndex={-1} className="shell-content">
          <Outlet />
        </Layout.Content>
      </Layout>
      {isPhone && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('app.name')}
          size={280}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('header.mainMenu')}>
            <AppMenu basePath={basePath} mode="inline" onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      )}
    </Layout>
  );
}
