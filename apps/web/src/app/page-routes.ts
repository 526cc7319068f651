import type { ComponentType } from 'react';
import type { zhHant } from '../lib/locales/zh-hant';

export type PageKey = keyof typeof zhHant.pages;
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export interface PageRoute {
  /** Relative to the layout: the same pages exist under /, /simple-menu and /top-menu. */
  path: string;
  key: PageKey;
  /** The page's lazy module; a page without one shows the placeholder until its feature lands. */
  load?: PageLoader;
  /** The menu entry to highlight for a page the menu does not list (reached from that entry's page). */
  menuParent?: string;
}

const loadUser: PageLoader = () => import('../features/account/pages/user-page');
const loadUserEdit: PageLoader = () => import('../features/account/pages/user-edit-page');
const loadUserPassword: PageLoader = () => import('../features/account/pages/user-password-page');
const loadUserBuyer: PageLoader = () => import('../features/account/pages/buyer-profile-page');
const loadUserSessions: PageLoader = () => import('../features/account/pages/sessions-page');

/**
 * The authenticated routes of spec §2, in the specification's order, then the pages the spec's table
 * lacks: the buyer profile and the signed-in devices, reached from the basic-data page.
 */
export const pageRoutes: readonly PageRoute[] = [
  { path: 'dashboard', key: 'dashboard' },
  { path: 'configuration', key: 'configuration' },
  { path: 'action-log', key: 'actionLog' },
  { path: 'member', key: 'member' },
  { path: 'member-import', key: 'memberImport' },
  { path: 'member-import2', key: 'memberImport2' },
  { path: 'user', key: 'user', load: loadUser },
  { path: 'user-wizard', key: 'userWizard' },
  { path: 'category', key: 'category' },
  { path: 'banner', key: 'banner' },
  { path: 'album', key: 'album' },
  { path: 'attribute', key: 'attribute' },
  { path: 'announcement', key: 'announcement' },
  { path: 'announcement-detail', key: 'announcementDetail' },
  { path: 'user-password', key: 'userPassword', load: loadUserPassword },
  { path: 'user-edit', key: 'userEdit', load: loadUserEdit, menuParent: 'user' },
  { path: 'user/create-company', key: 'userCreateCompany' },
  { path: 'company', key: 'company' },
  { path: 'company/data', key: 'companyData' },
  { path: 'company-edit', key: 'companyEdit' },
  { path: 'company-apply', key: 'companyApply' },
  { path: 'company-not-vendor', key: 'companyNotVendor' },
  { path: 'inquiry-mailbox', key: 'inquiryMailbox' },
  { path: 'meeting', key: 'meeting' },
  { path: 'product', key: 'product' },
  { path: 'company/upgrade', key: 'companyUpgrade' },
  { path: 'company/application', key: 'companyApplication' },
  { path: 'company/create', key: 'companyCreate' },
  { path: 'review/apply', key: 'reviewApply' },
  { path: 'user/buyer', key: 'userBuyer', load: loadUserBuyer, menuParent: 'user' },
  { path: 'user/sessions', key: 'userSessions', load: loadUserSessions, menuParent: 'user' },
];

/** The three layout variants and where they sit (spec §2); each index redirects to its dashboard. */
export const layoutVariants = [
  { variant: 'side', basePath: '/' },
  { variant: 'simple', basePath: '/simple-menu' },
  { variant: 'top', basePath: '/top-menu' },
] as const;
export type LayoutVariant = (typeof layoutVariants)[number]['variant'];

/** The menu path that stands for a page: the page itself, or the entry it is reached from. */
export function menuPathOf(path: string): string {
  return pageRoutes.find((route) => route.path === path)?.menuParent ?? path;
}

/** Absolute path of a page inside a layout: `pagePath('/simple-menu', 'member')` is `/simple-menu/member`. */
export function pagePath(basePath: string, path: string): string {
  return `${basePath.replace(/\/$/, '')}/${path}`;
}
