import type { Permission } from '@portal/contracts/permissions';
import type { ComponentType } from 'react';
import { loadTextBundle } from '../lib/i18n';
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
  /**
   * The permission the page needs: without it a direct visit shows the 403 page and the menu hides the
   * entry. Only the interface: the page's API calls are checked by the server.
   */
  permission?: Permission;
}

const loadUser: PageLoader = () => import('../features/account/pages/user-page');
// `user` and `user-edit` switch between the own-data pages and the administration ones (by permission,
// and for user-edit by `?id=`); each side is its own chunk.
const loadUserRoute: PageLoader = () => import('./routes/user-route-page');
const loadUserEditRoute: PageLoader = () => import('./routes/user-edit-route-page');
const loadUserWizard: PageLoader = () => import('../features/user-admin/pages/user-wizard-page');
const loadUserCreateCompany: PageLoader = () =>
  import('../features/user-admin/pages/user-create-company-page');
const loadUserAdmin: PageLoader = () => import('../features/user-admin/pages/user-list-page');
const loadUserPassword: PageLoader = () => import('../features/account/pages/user-password-page');
const loadUserBuyer: PageLoader = () => import('../features/account/pages/buyer-profile-page');
const loadUserSessions: PageLoader = () => import('../features/account/pages/sessions-page');
const loadRole: PageLoader = () => import('../features/roles/pages/role-page');
const loadProduct: PageLoader = () => import('../features/products/pages/product-page');
const loadConfiguration: PageLoader = () => import('../features/configuration/pages/configuration-page');
const loadActionLog: PageLoader = () => import('../features/action-log/pages/action-log-page');
const loadClientLog: PageLoader = () => import('../features/client-log/pages/client-log-page');
const loadOutbox: PageLoader = () => import('../features/outbox/pages/outbox-page');
const loadCompany: PageLoader = () => import('../features/company/pages/company-page');
// Bulk import of a vendor's people: from a file, and from a Google sheet.
const loadMemberImport: PageLoader = () => import('../features/member-import/pages/member-import-page');
const loadMemberImportSheets: PageLoader = () =>
  import('../features/member-import/pages/member-import-sheets-page');
const loadCompanyData: PageLoader = () => import('../features/company/pages/company-data-page');
const loadCompanyEdit: PageLoader = () => import('../features/company/pages/company-edit-page');
const loadCompanyApply: PageLoader = () => import('../features/company/pages/company-apply-page');
// Composed with the members feature's join card (app/routes).
const loadCompanyNotVendor: PageLoader = () => import('./routes/company-not-vendor-route-page');
const loadCompanyUpgrade: PageLoader = () => import('../features/company/pages/company-upgrade-page');
const loadCompanyApplication: PageLoader = () => import('../features/company/pages/company-application-page');
const loadCompanyCreate: PageLoader = () => import('../features/company/pages/company-create-page');
const loadVendorAudit: PageLoader = () => import('../features/vendor-audit/pages/vendor-audit-page');
const loadVendorAuditDetail: PageLoader = () =>
  import('../features/vendor-audit/pages/vendor-audit-detail-page');
// The inquiry mailbox: the list, one thread, and the compose page.
const loadInquiryMailbox: PageLoader = () => import('../features/inquiries/pages/inquiry-mailbox-page');
const loadInquiryThread: PageLoader = () => import('../features/inquiries/pages/inquiry-thread-page');
const loadInquiryCompose: PageLoader = () => import('../features/inquiries/pages/inquiry-compose-page');
const loadVendors: PageLoader = () => import('../features/vendors/pages/vendors-page');
// Composed with the members feature's staff view of the vendor's people (app/routes).
const loadVendorDetail: PageLoader = () => import('./routes/vendor-detail-route-page');
// A vendor's people: members and roles, join request review.
const loadMember: PageLoader = () => import('../features/members/pages/member-page');
const loadReviewApply: PageLoader = () => import('../features/members/pages/review-apply-page');
const loadCategory: PageLoader = () => import('../features/catalogue/pages/category-page');
const loadAttribute: PageLoader = () => import('../features/catalogue/pages/attribute-page');
// The dashboard's texts are asked for with its code, not once its code has run.
const loadDashboard: PageLoader = () => {
  void loadTextBundle('dashboard').catch(() => {});
  void loadTextBundle('notifications').catch(() => {});
  return import('./pages/dashboard-page');
};
// Banners (the dashboard shows the home position's) and picture albums.
const loadBanner: PageLoader = () => import('../features/banners/pages/banner-page');
const loadAlbum: PageLoader = () => import('../features/albums/pages/album-page');
// Announcements: the readers' board and one announcement.
const loadAnnouncement: PageLoader = () => import('../features/news/pages/announcement-page');
const loadAnnouncementDetail: PageLoader = () => import('../features/news/pages/announcement-detail-page');
const loadAnnouncementManage: PageLoader = () => import('../features/news/pages/announcement-manage-page');
// The catalogue buyers use: the search, one product, one vendor.
const loadCatalogue: PageLoader = () => import('../features/marketplace/pages/catalogue-page');
const loadCatalogueProduct: PageLoader = () => import('../features/marketplace/pages/catalogue-product-page');
const loadCatalogueVendor: PageLoader = () => import('../features/marketplace/pages/catalogue-vendor-page');
// The bell's full list and the mail preferences.
const loadNotifications: PageLoader = () => import('../features/notifications/pages/notifications-page');
const loadNotificationPreferences: PageLoader = () =>
  import('../features/notifications/pages/notification-preferences-page');
// Meetings: the calendar and lists, one meeting, and a new request.
const loadMeeting: PageLoader = () => import('../features/meetings/pages/meeting-page');
const loadMeetingDetail: PageLoader = () => import('../features/meetings/pages/meeting-detail-page');
const loadMeetingNew: PageLoader = () => import('../features/meetings/pages/meeting-new-page');
// Consultations with the association: the list (and the form to ask) and one case.
const loadConsultation: PageLoader = () => import('../features/consultations/pages/consultation-page');
const loadConsultationCase: PageLoader = () =>
  import('../features/consultations/pages/consultation-case-page');

/**
 * The authenticated routes of spec §2, in the specification's order, then the pages the spec's table
 * lacks: the buyer profile and the signed-in devices, reached from the basic-data page, and the
 * administration pages (roles, browser error log, mail and SMS outbox).
 */
export const pageRoutes: readonly PageRoute[] = [
  { path: 'dashboard', key: 'dashboard', load: loadDashboard },
  { path: 'configuration', key: 'configuration', load: loadConfiguration, permission: 'config:write' },
  { path: 'action-log', key: 'actionLog', load: loadActionLog, permission: 'actionlog:read' },
  { path: 'member', key: 'member', load: loadMember },
  { path: 'member-import', key: 'memberImport', load: loadMemberImport },
  { path: 'member-import2', key: 'memberImport2', load: loadMemberImportSheets },
  { path: 'user', key: 'user', load: loadUserRoute },
  {
    path: 'user-wizard',
    key: 'userWizard',
    load: loadUserWizard,
    menuParent: 'user',
    permission: 'users:write',
  },
  { path: 'category', key: 'category', load: loadCategory, permission: 'categories:write' },
  { path: 'banner', key: 'banner', load: loadBanner, permission: 'banners:write' },
  { path: 'album', key: 'album', load: loadAlbum },
  { path: 'attribute', key: 'attribute', load: loadAttribute, permission: 'attributes:write' },
  { path: 'announcement', key: 'announcement', load: loadAnnouncement },
  {
    path: 'announcement-detail',
    key: 'announcementDetail',
    load: loadAnnouncementDetail,
    menuParent: 'announcement',
  },
  {
    path: 'announcement/manage',
    key: 'announcementManage',
    load: loadAnnouncementManage,
    menuParent: 'announcement',
    permission: 'news:write',
  },
  { path: 'user-password', key: 'userPassword', load: loadUserPassword },
  { path: 'user-edit', key: 'userEdit', load: loadUserEditRoute, menuParent: 'user' },
  {
    path: 'user/create-company',
    key: 'userCreateCompany',
    load: loadUserCreateCompany,
    menuParent: 'user',
    permission: 'vendors:write',
  },
  { path: 'company', key: 'company', load: loadCompany },
  { path: 'company/data', key: 'companyData', load: loadCompanyData, menuParent: 'company' },
  { path: 'company-edit', key: 'companyEdit', load: loadCompanyEdit, menuParent: 'company' },
  {
    path: 'company-apply',
    key: 'companyApply',
    load: loadCompanyApply,
    menuParent: 'company/application',
  },
  {
    path: 'company-not-vendor',
    key: 'companyNotVendor',
    load: loadCompanyNotVendor,
    menuParent: 'company',
  },
  { path: 'inquiry-mailbox', key: 'inquiryMailbox', load: loadInquiryMailbox },
  {
    path: 'inquiry-mailbox/new',
    key: 'inquiryCompose',
    load: loadInquiryCompose,
    menuParent: 'inquiry-mailbox',
  },
  {
    path: 'inquiry-mailbox/:id',
    key: 'inquiryThread',
    load: loadInquiryThread,
    menuParent: 'inquiry-mailbox',
  },
  { path: 'meeting', key: 'meeting', load: loadMeeting },
  { path: 'meeting/new', key: 'meetingNew', load: loadMeetingNew, menuParent: 'meeting' },
  { path: 'meeting/:id', key: 'meetingDetail', load: loadMeetingDetail, menuParent: 'meeting' },
  { path: 'consultation', key: 'consultation', load: loadConsultation },
  {
    path: 'consultation/:id',
    key: 'consultationCase',
    load: loadConsultationCase,
    menuParent: 'consultation',
  },
  { path: 'product', key: 'product', load: loadProduct },
  { path: 'company/upgrade', key: 'companyUpgrade', load: loadCompanyUpgrade },
  { path: 'company/application', key: 'companyApplication', load: loadCompanyApplication },
  {
    path: 'company/create',
    key: 'companyCreate',
    load: loadCompanyCreate,
    menuParent: 'vendors',
    permission: 'vendors:write',
  },
  { path: 'review/apply', key: 'reviewApply', load: loadReviewApply },
  { path: 'user/buyer', key: 'userBuyer', load: loadUserBuyer, menuParent: 'user' },
  { path: 'user/sessions', key: 'userSessions', load: loadUserSessions, menuParent: 'user' },
  // My own basic data, for everyone: holders of users:read see the users list on `user` instead.
  { path: 'user/profile', key: 'userProfile', load: loadUser, menuParent: 'user' },
  { path: 'role', key: 'role', load: loadRole, permission: 'roles:read' },
  { path: 'client-log', key: 'clientLog', load: loadClientLog, permission: 'clientlog:read' },
  { path: 'outbox', key: 'outbox', load: loadOutbox, permission: 'outbox:read' },
  // Staff vendor pages: the application review queue and the vendor register.
  { path: 'vendor-audit', key: 'vendorAudit', load: loadVendorAudit, permission: 'vendors:audit' },
  {
    path: 'vendor-audit/detail',
    key: 'vendorAuditDetail',
    load: loadVendorAuditDetail,
    menuParent: 'vendor-audit',
    permission: 'vendors:audit',
  },
  { path: 'vendors', key: 'vendors', load: loadVendors, permission: 'vendors:read' },
  // 系統管理 → 使用者管理: the users list where staff look for it (`user` shows it to them too).
  { path: 'user-admin', key: 'userAdmin', load: loadUserAdmin, permission: 'users:read' },
  {
    path: 'vendors/detail',
    key: 'vendorDetail',
    load: loadVendorDetail,
    menuParent: 'vendors',
    permission: 'vendors:read',
  },
  // The catalogue buyers use (every signed-in person).
  { path: 'catalogue', key: 'catalogue', load: loadCatalogue },
  { path: 'catalogue/product', key: 'catalogueProduct', load: loadCatalogueProduct, menuParent: 'catalogue' },
  { path: 'catalogue/vendor', key: 'catalogueVendor', load: loadCatalogueVendor, menuParent: 'catalogue' },
  // The bell's pages (reached from the header, not the menu).
  { path: 'notifications', key: 'notifications', load: loadNotifications },
  {
    path: 'notifications/preferences',
    key: 'notificationPreferences',
    load: loadNotificationPreferences,
    menuParent: 'notifications',
  },
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
  return pageRoutes.find((route) => matchesRoutePath(route.path, path))?.menuParent ?? path;
}

/** Whether a page's path (`consultation/:id`) matches a location's (`consultation/0193…`). */
function matchesRoutePath(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** Absolute path of a page inside a layout: `pagePath('/simple-menu', 'member')` is `/simple-menu/member`. */
export function pagePath(basePath: string, path: string): string {
  return `${basePath.replace(/\/$/, '')}/${path}`;
}
