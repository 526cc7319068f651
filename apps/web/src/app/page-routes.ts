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
}

/** The authenticated routes of spec §2, in the specification's order. */
export const pageRoutes: readonly PageRoute[] = [
  { path: 'dashboard', key: 'dashboard' },
  { path: 'configuration', key: 'configuration' },
  { path: 'action-log', key: 'actionLog' },
  { path: 'member', key: 'member' },
  { path: 'member-import', key: 'memberImport' },
  { path: 'member-import2', key: 'memberImport2' },
  { path: 'user', key: 'user' },
  { path: 'user-wizard', key: 'userWizard' },
  { path: 'category', key: 'category' },
  { path: 'banner', key: 'banner' },
  { path: 'album', key: 'album' },
  { path: 'attribute', key: 'attribute' },
  { path: 'announcement', key: 'announcement' },
  { path: 'announcement-detail', key: 'announcementDetail' },
  { path: 'user-password', key: 'userPassword' },
  { path: 'user-edit', key: 'userEdit' },
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
];

/** The three layout variants and where they sit (spec §2); each index redirects to its dashboard. */
export const layoutVariants = [
  { variant: 'side', basePath: '/' },
  { variant: 'simple', basePath: '/simple-menu' },
  { variant: 'top', basePath: '/top-menu' },
] as const;
export type LayoutVariant = (typeof layoutVariants)[number]['variant'];

/** Absolute path of a page inside a layout: `pagePath('/simple-menu', 'member')` is `/simple-menu/member`. */
export function pagePath(basePath: string, path: string): string {
  return `${basePath.replace(/\/$/, '')}/${path}`;
}
