import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import RiseOutlined from '@ant-design/icons/RiseOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { grants, type Permission } from '@portal/contracts/permissions';
import type { ReactNode } from 'react';
import type { zhHant } from '../../lib/locales/zh-hant';
import { type PageKey, pagePath } from '../page-routes';

export interface MenuLeaf {
  /** Relative to the layout (`member`), or absolute (`/albums`) for a page outside the layouts. */
  path: string;
  pageKey: PageKey;
  icon?: ReactNode;
  /** Shown only to users holding it (the same permission as the page's route). */
  permission?: Permission;
}

export interface MenuGroup {
  id: string;
  titleKey: keyof typeof zhHant.menu;
  icon: ReactNode;
  children: MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}

/**
 * The side menu of spec §2, row by row. The table's "company/application, company/upgrade" row (both
 * meaning supplier company data) becomes two entries beside `company`, titled by what each page does.
 * The staff vendor group and the administration group the spec lacks come last; their entries need
 * permissions.
 */
export const menuEntries: readonly MenuEntry[] = [
  { path: 'dashboard', pageKey: 'dashboard', icon: <HomeOutlined /> },
  { path: 'announcement', pageKey: 'announcement', icon: <NotificationOutlined /> },
  // Beside the announcements: the association's public gallery, in its own frame outside the layouts.
  { path: '/albums', pageKey: 'publicAlbums', icon: <PictureOutlined /> },
  {
    id: 'meeting',
    titleKey: 'meetingGroup',
    icon: <ScheduleOutlined />,
    children: [
      { path: 'inquiry-mailbox', pageKey: 'inquiryMailbox' },
      { path: 'meeting', pageKey: 'meeting' },
      { path: 'consultation', pageKey: 'consultation' },
    ],
  },
  {
    id: 'user',
    titleKey: 'userGroup',
    icon: <UserOutlined />,
    children: [
      { path: 'user', pageKey: 'user' },
      { path: 'user-password', pageKey: 'userPassword' },
    ],
  },
  { path: 'company', pageKey: 'company', icon: <ShopOutlined /> },
  { path: 'company/application', pageKey: 'companyApplication', icon: <FileDoneOutlined /> },
  { path: 'company/upgrade', pageKey: 'companyUpgrade', icon: <RiseOutlined /> },
  {
    id: 'member',
    titleKey: 'memberGroup',
    icon: <TeamOutlined />,
    children: [
      { path: 'member', pageKey: 'member' },
      { path: 'review/apply', pageKey: 'reviewApply' },
    ],
  },
  {
    id: 'product',
    titleKey: 'productGroup',
    icon: <AppstoreOutlined />,
    children: [
      { path: 'catalogue', pageKey: 'catalogue' },
      { path: 'product', pageKey: 'product' },
      { path: 'category', pageKey: 'category', permission: 'categories:write' },
      { path: 'attribute', pageKey: 'attribute', permission: 'attributes:write' },
    ],
  },
  {
    id: 'vendors',
    titleKey: 'vendorGroup',
    icon: <AuditOutlined />,
    children: [
      { path: 'vendor-audit', pageKey: 'vendorAudit', permission: 'vendors:audit' },
      { path: 'vendors', pageKey: 'vendors', permission: 'vendors:read' },
    ],
  },
  {
    id: 'admin',
    titleKey: 'adminGroup',
    icon: <SettingOutlined />,
    children: [
      { path: 'role', pageKey: 'role', permission: 'roles:read' },
      { path: 'configuration', pageKey: 'configuration', permission: 'config:write' },
      { path: 'action-log', pageKey: 'actionLog', permission: 'actionlog:read' },
      { path: 'client-log', pageKey: 'clientLog', permission: 'clientlog:read' },
      { path: 'outbox', pageKey: 'outbox', permission: 'outbox:read' },
      { path: 'user-admin', pageKey: 'userAdmin', permission: 'users:read' },
    ],
  },
];

/** Where a leaf leads from a layout: its page in that layout, or its own absolute path. */
export function menuLeafPath(basePath: string, leaf: Pick<MenuLeaf, 'path'>): string {
  return leaf.path.startsWith('/') ? leaf.path : pagePath(basePath, leaf.path);
}

/**
 * The entries a user holding `held` may see: leaves needing a permission the user lacks are left out,
 * and so is a group left with no child.
 */
export function visibleMenuEntries(entries: readonly MenuEntry[], held: readonly string[]): MenuEntry[] {
  const isVisible = (leaf: MenuLeaf) => leaf.permission === undefined || grants(held, leaf.permission);
  return entries.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return isVisible(entry) ? [entry] : [];
    const children = entry.children.filter(isVisible);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
