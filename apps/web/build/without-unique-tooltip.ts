import type { Plugin } from 'vite';
import { replacedImport } from './replaced-import';

const configProvider = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;

/**
 * antd's ConfigProvider imports the provider of its `tooltip.unique` option (one shared tooltip popup)
 * whether or not the option is set, and with it @rc-component/trigger: about 10 KB gzip on every page,
 * the sign-in page included (200 KB budget). The portal never sets `tooltip.unique`, so the provider the
 * ConfigProvider would wrap around the app is a pass-through. Tooltips, dropdowns and selects import the
 * trigger themselves and keep working as before.
 */
export function withoutUniqueTooltip(): Plugin {
  return replacedImport(
    'portal-unique-tooltip-provider',
    '../tooltip/UniqueProvider',
    configProvider,
    'export default function UniqueProvider({ children }) { return children; }',
  );
}
