import {
  type DashboardAnnouncements,
  type DashboardApplications,
  type DashboardBrowserErrors,
  type DashboardDelivery,
  type DashboardGrowth,
  type DashboardInquiries,
  type DashboardMeetings,
  type DashboardNotifications,
  type DashboardPendingAudits,
  type DashboardProductsPerCategory,
  type DashboardVendorActivity,
  type DashboardVendorJoinRequests,
  type DashboardVendorMembers,
  type DashboardVendorProducts,
  type DashboardVendorQuery,
  type DashboardVendorStanding,
  type DashboardVendorsByLevel,
  type DashboardWaiting,
  dashboardCacheSeconds,
  dashboardCategorySlices,
  dashboardFailureDays,
  dashboardListSize,
  dashboardMonths,
  dashboardWeeks,
  productStatuses,
  registryStatusKeys,
} from '@portal/contracts/dashboard';
import type { Language } from '@portal/contracts/i18n';
import { vendorRoles } from '@portal/contracts/permissions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../plugins/route-access';
import { mailboxOf } from '../inquiries/inquiry-access';
import type { NewsService } from '../news/news.service';
import type { NotificationService } from '../notifications/notifications.service';
import { emailOf, unansweredInquiries, upcomingMeetings, waitingFor } from './dashboard-people.repository';
import * as staff from './dashboard-staff.repository';
import * as vendor from './dashboard-vendor.repository';
import { createTtlCache } from './ttl-cache';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The vendor a vendor widget reads: always the caller's own, and only for its owners and managers. A
 * `vendorId` from the client is only compared with that membership: any other id is 404, as for a
 * vendor that does not exist.
 */
export function vendorScopeOf(principal: Principal, query: DashboardVendorQuery): string {
  const own = principal.vendor;
  if (query.vendorId !== undefined && query.vendorId !== own?.id) throw AppError.of('NOT_FOUND');
  if (!own) throw AppError.of('NOT_IN_VENDOR');
  if (own.role !== 'owner' && own.role !== 'manager') throw AppError.of('FORBIDDEN');
  return own.id;
}

/** Every dashboard widget: one aggregate each, answered from a 60-second cache keyed by widget and scope. */
export function createDashboardService(deps: {
  db: Database;
  clock: Clock;
  news: NewsService;
  notifications: NotificationService;
}) {
  const { db, clock, news, notifications } = deps;
  const cache = createTtlCache({ clock, ttlMs: dashboardCacheSeconds * 1000 });
  const leadsVendorOf = (principal: Principal) =>
    principal.vendor && principal.vendor.role !== 'member' ? principal.vendor.id : null;
  /** A person's own widgets: their answer depends on who they are, including their vendor and role. */
  const personKey = (widget: string, principal: Principal) =>
    `${widget}:${principal.userId}:${principal.vendor?.id ?? '-'}:${principal.vendor?.role ?? '-'}`;
  const list = { page: 1, pageSize: dashboardListSize };

  return {
    // ── Everyone ──
    announcements(principal: Principal, language: Language): Promise<DashboardAnnouncements> {
      return cache.get(`${personKey('announcements', principal)}:${language}`, () =>
        news.board(principal, list, language),
      );
    },

    notifications(principal: Principal): Promise<DashboardNotifications> {
      return cache.get(personKey('notifications', principal), () => notifications.list(principal, list));
    },

    meetings(principal: Principal): Promise<DashboardMeetings> {
      return cache.get(personKey('meetings', principal), () =>
        upcomingMeetings(
          db,
          { userId: principal.userId, leadsVendorId: leadsVendorOf(principal) },
          clock.now(),
          dashboardListSize,
        ),
      );
    },

    inquiries(principal: Principal): Promise<DashboardInquiries> {
      return cache.get(personKey('inquiries', principal), async () => {
        const { scope } = await mailboxOf(db, principal);
        return unansweredInquiries(
          db,
          {
            answersForVendorId: scope?.side === 'vendor' ? scope.vendorId : null,
            buyerUserId: scope?.side === 'buyer' ? scope.userId : null,
          },
          dashboardListSize,
        );
      });
    },

    waiting(principal: Principal): Promise<DashboardWaiting> {
      return cache.get(personKey('waiting', principal), async () =>
        waitingFor(
          db,
          { userId: principal.userId, email: await emailOf(db, principal.userId) },
          clock.now(),
          dashboardListSize,
        ),
      );
    },

    // ── Vendor owners and managers ──
    vendorActivity(principal: Principal, query: DashboardVendorQuery): Promise<DashboardVendorActivity> {
      const vendorId = vendorScopeOf(principal, query);
      return cache.get(`vendor-activity:${vendorId}`, async () => ({
        weeks: await vendor.activityPerWeek(db, vendorId, clock.now(), dashboardWeeks),
      }));
    },

    vendorProducts(principal: Principal, query: DashboardVendorQuery): Promise<DashboardVendorProducts> {
      const vendorId = vendorScopeOf(principal, query);
      return cache.get(`vendor-products:${vendorId}`, async () => {
        const counts = new Map(
          (await vendor.productsByStatus(db, vendorId)).map((row) => [row.status, row.count]),
        );
        return { byStatus: productStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 })) };
      });
    },

    vendorMembers(principal: Principal, query: DashboardVendorQuery): Promise<DashboardVendorMembers> {
      const vendorId = vendorScopeOf(principal, query);
      return cache.get(`vendor-members:${vendorId}`, async () => {
        const counts = new Map(
          (await vendor.membersByRole(db, vendorId)).map((row) => [row.role, row.count]),
        );
        return { byRole: vendorRoles.map((role) => ({ role, count: counts.get(role) ?? 0 })) };
      });
    },

    vendorJoinRequests(
      principal: Principal,
      query: DashboardVendorQuery,
    ): Promise<DashboardVendorJoinRequests> {
      const vendorId = vendorScopeOf(principal, query);
      return cache.get(`vendor-join-requests:${vendorId}`, () =>
        vendor.pendingJoinRequests(db, vendorId, dashboardListSize),
      );
    },

    vendorStanding(principal: Principal, query: DashboardVendorQuery): Promise<DashboardVendorStanding> {
      const vendorId = vendorScopeOf(principal, query);
      return cache.get(`vendor-standing:${vendorId}`, async () => {
        const standing = await vendor.vendorStanding(db, vendorId);
        if (!standing) throw AppError.of('NOT_FOUND');
        return standing;
      });
    },

    // ── Staff (the route checked the permission; the answers are the same for every one of them) ──
    growth(): Promise<DashboardGrowth> {
      return cache.get('staff-growth', async () => ({
        months: await staff.growthPerMonth(db, clock.now(), dashboardMonths),
      }));
    },

    vendorsByLevel(): Promise<DashboardVendorsByLevel> {
      return cache.get('staff-vendors', async () => {
        const rows = await staff.vendorsByLevel(db);
        const known = new Set<string>(registryStatusKeys);
        return {
          groups: rows.map((row) => ({
            level: row.level === 'certified' ? ('certified' as const) : ('registered' as const),
            registryStatus: (known.has(row.registryStatus)
              ? row.registryStatus
              : 'other') as (typeof registryStatusKeys)[number],
            count: row.count,
          })),
        };
      });
    },

    applications(): Promise<DashboardApplications> {
      return cache.get('staff-applications', async () => ({
        weeks: await staff.applicationsPerWeek(db, clock.now(), dashboardWeeks),
      }));
    },

    pendingAudits(): Promise<DashboardPendingAudits> {
      return cache.get('staff-pending-audits', () => staff.pendingAudits(db, dashboardListSize));
    },

    productsPerCategory(language: Language): Promise<DashboardProductsPerCategory> {
      return cache.get(`staff-products:${language}`, async () => {
        const rows = await staff.productsPerRootCategory(db);
        const named = rows.slice(0, dashboardCategorySlices);
        return {
          categories: named.map((row) => ({
            categoryId: row.categoryId,
            name: language === 'en' && row.nameEn ? row.nameEn : row.nameZh,
            count: row.count,
          })),
          other: rows.slice(dashboardCategorySlices).reduce((sum, row) => sum + row.count, 0),
        };
      });
    },

    delivery(): Promise<DashboardDelivery> {
      return cache.get('staff-delivery', () =>
        staff.deliveryFailures(
          db,
          new Date(clock.now().getTime() - dashboardFailureDays * dayMs),
          dashboardListSize,
        ),
      );
    },

    browserErrors(): Promise<DashboardBrowserErrors> {
      return cache.get('staff-browser-errors', () =>
        staff.browserErrors(db, new Date(clock.now().getTime() - dayMs), dashboardListSize),
      );
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
