import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhTW from 'antd/es/locale/zh_TW';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '../lib/dark-mode';
import { ToastHost } from '../lib/toast';
import { buildTheme } from './theme';

/** Server-data cache, antd's locale and theme (following the interface language and dark mode), toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  const [isDark] = useDarkMode();
  const themeConfig = useMemo(() => buildTheme(isDark), [isDark]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={i18n.language === 'en' ? enUS : zhTW} theme={themeConfig}>
        <ToastHost />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
