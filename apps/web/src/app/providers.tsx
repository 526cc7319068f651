import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { antdLocaleOf } from '../lib/antd-locale';
import { useDarkMode } from '../lib/dark-mode';
import { ToastHost } from '../lib/toast';
import { useLanguage } from '../lib/use-language';
import { buildTheme } from './theme';

/**
 * Buttons keep the name they show: no space forced between two Chinese characters (登入, not 登 入),
 * and a busy button's spinner is not read out ("loading 登入"); antd's own spinner also keeps its label
 * while its fade-out is still pending.
 */
const buttonConfig = { autoInsertSpace: false, loadingIcon: <LoadingOutlined aria-hidden /> };

/** Server-data cache, antd's locale and theme (following the interface language and dark mode), toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const language = useLanguage();
  const [isDark] = useDarkMode();
  const themeConfig = useMemo(() => buildTheme(isDark), [isDark]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocaleOf(language)} theme={themeConfig} button={buttonConfig}>
        <ToastHost />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
