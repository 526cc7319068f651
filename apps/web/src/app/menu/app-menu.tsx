import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePermissions } from '../../lib/permissions';
import { menuPathOf, pagePath } from '../page-routes';
import { isMenuGroup, type MenuLeaf, menuEntries, menuLeafPath, visibleMenuEntries } from './menu-entries';

type MenuItems = NonNullable<MenuProps['items']>;

interface AppMenuProps {
  basePath: string;
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  onNavigate?: () => void;
}

/**
 * The app's menu for one layout; items go to that layout's copy of each page. Entries the user lacks the
 * permission for are hidden (and a group left empty with them).
 */
export function AppMenu({ basePath, mode, collapsed, onNavigate }: AppMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const held = usePermissions();
  const entries = useMemo(() => visibleMenuEntries(menuEntries, held), [held]);

  const items = useMemo<MenuItems>(() => {
    const leaf = (entry: MenuLeaf) => ({
      key: menuLeafPath(basePath, entry),
      icon: entry.icon,
      label: t(`pages.${entry.pageKey}.title`),
    });
    return entries.map((entry) =>
      isMenuGroup(entry)
        ? {
            key: `group:${entry.id}`,
            icon: entry.icon,
            label: t(`menu.${entry.titleKey}`),
            children: entry.children.map(leaf),
          }
        : leaf(entry),
    );
  }, [basePath, entries, t]);

  // A page the menu does not list (user-edit) highlights the entry it is reached from (user).
  const selectedKey = useMemo(() => {
    const prefix = pagePath(basePath, '');
    if (!pathname.startsWith(prefix)) return pathname;
    return pagePath(basePath, menuPathOf(pathname.slice(prefix.length)));
  }, [basePath, pathname]);

  const openGroup = useMemo(() => {
    const group = entries.find(
      (entry) => isMenuGroup(entry) && entry.children.some((c) => menuLeafPath(basePath, c) === selectedKey),
    );
    return group && isMenuGroup(group) ? [`group:${group.id}`] : [];
  }, [basePath, entries, selectedKey]);

  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={[selectedKey]}
      {...(mode === 'inline'
        ? { inlineCollapsed: collapsed ?? false, defaultOpenKeys: collapsed ? [] : openGroup }
        : {})}
      onClick={({ key }) => {
        void navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none', flex: mode === 'horizontal' ? 1 : undefined, minWidth: 0 }}
    />
  );
}
