import { type ThemeConfig, theme } from 'antd';
import { defaultIconSize, fontFamily, modalTransitionMs, modalZIndex } from '../lib/constants';

const modalMotion = `${modalTransitionMs / 1000}s`;

/**
 * Ant Design theme for light and dark mode. The primary, link, secondary-text and status colours are
 * darker (light) or lighter (dark) than antd's defaults so that text meets WCAG AA contrast (4.5:1).
 */
export function buildTheme(isDark: boolean): ThemeConfig {
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    // The build carries antd's component styles as CSS files (build/antd-static-styles.ts). The dev
    // server and the unit tests write them at run time, as antd does by default: jsdom applies them, so a
    // closed popup stays hidden from the tests' queries there too.
    zeroRuntime: import.meta.env.PROD,
    token: {
      fontFamily,
      colorPrimary: isDark ? '#1668dc' : '#0958d9',
      // antd lightens a hovered primary button, which drops white text below 4.5:1: darken instead.
      colorPrimaryHover: isDark ? '#1554ad' : '#003eb3',
      colorLink: isDark ? '#69b1ff' : '#0958d9',
      // antd also lightens a hovered or pressed link (3.6:1 on white): keep it readable under the pointer.
      colorLinkHover: isDark ? '#91caff' : '#003eb3',
      colorLinkActive: isDark ? '#91caff' : '#003eb3',
      colorTextDescription: isDark ? 'rgba(255, 255, 255, 0.68)' : 'rgba(0, 0, 0, 0.65)',
      colorTextTertiary: isDark ? 'rgba(255, 255, 255, 0.68)' : 'rgba(0, 0, 0, 0.62)',
      // A filter's placeholder is its only visible label: it must be readable too.
      colorTextPlaceholder: isDark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)',
      // Status colours are also text (form errors, success and warning notes): the same contrast rule.
      colorError: isDark ? '#ff7875' : '#cf1322',
      colorSuccess: isDark ? '#73d13d' : '#237804',
      colorWarning: isDark ? '#ffc069' : '#ad4e00',
    },
    components: {
      Layout: {
        headerBg: isDark ? '#141414' : '#ffffff',
        siderBg: isDark ? '#141414' : '#ffffff',
        headerPadding: '0 16px',
        headerHeight: 56,
      },
      Menu: {
        collapsedIconSize: defaultIconSize,
        ...(isDark
          ? {
              itemSelectedColor: '#69b1ff',
              horizontalItemSelectedColor: '#69b1ff',
              subMenuItemSelectedColor: '#69b1ff',
            }
          : {}),
      },
      Modal: {
        zIndexPopupBase: modalZIndex,
        motionDurationSlow: modalMotion,
        motionDurationMid: modalMotion,
      },
    },
  };
}
