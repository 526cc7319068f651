/**
 * The dashboard: one aggregate call per widget (`GET /Dashboard/<Widget>`), each answered for the caller
 * alone and cached by the server for at most `dashboardCacheSeconds`. Weeks start on Monday and days end
 * at midnight in Taiwan (Asia/Taipei); `weekStart` / `month` are Taiwan calendar dates.
 */
import { z } from 'zod';
import { registryStatusKeys } from './dashboard-keys';
import { newsListSchema } from './news';
import { notificationListSchema } from './notifications';

export {
  dashboardCacheSeconds,
  dashboardListSize,
  dashboardMonths,
  dashboardWeeks,
  registryStatusKeys,
} from './dashboard-keys';

const count = z.number().int().min(0);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ── Everyone ────────────────────────────────────────────────────────────────────────────────────────
/** `GET /Dashboard/Announcements`: the newest announcements the caller may read, with unread marks. */
export const dashboardAnnouncementsSchema = newsListSchema;
export type DashboardAnnouncements = z.infer<typeof dashboardAnnouncementsSchema>;

/** `GET /Dashboard/Notifications`: the caller's newest notifications. */
export const dashboardNotificationsSchema = notificationListSchema;
export type DashboardNotifications = z.infer<typeof dashboardNotificationsSchema>;

/** `GET /Dashboard/Meetings`: confirmed meetings still to come that the caller takes part in. */
export const dashboardMeetingsSchema = z.object({
  totalCount: count,
  data: z.array(
    z.object({
      id: z.uuid(),
      subject: z.string(),
      vendorName: z.string(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
    }),
  ),
});
export type DashboardMeetings = z.infer<typeof dashboardMeetingsSchema>;

/**
 * `GET /Dashboard/Inquiries`: threads waiting for an answer. `toAnswer`: buyers wrote last to the
 * caller's vendor (only for those who answer for it); `awaitingVendor`: the caller asked and no vendor
 * has written since.
 */
export const dashboardInquiriesSchema = z.object({
  toAnswer: count,
  awaitingVendor: count,
  data: z.array(
    z.object({
      id: z.uuid(),
      subject: z.string(),
      /** `vendor`: the caller's vendor owes the answer; `buyer`: the caller waits for one. */
      side: z.enum(['vendor', 'buyer']),
      counterpart: z.string(),
      lastMessageAt: z.iso.datetime(),
    }),
  ),
});
export type DashboardInquiries = z.infer<typeof dashboardInquiriesSchema>;

/** `GET /Dashboard/Waiting`: what of the caller's own waits for someone else's decision. */
export const dashboardWaitingSchema = z.object({
  applications: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['apply', 'upgrade']),
      companyName: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  joinRequest: z.object({ id: z.uuid(), vendorName: z.string(), createdAt: z.iso.datetime() }).nullable(),
  invitations: z.array(
    z.object({
      id: z.uuid(),
      vendorName: z.string(),
      role: z.enum(['owner', 'manager', 'member']),
      expiresAt: z.iso.datetime(),
    }),
  ),
});
export type DashboardWaiting = z.infer<typeof dashboardWaitingSchema>;

// ── Vendor owners and managers (their own vendor only) ──────────────────────────────────────────────
/**
 * The vendor widgets' query: nothing, or the caller's own vendor's id. Another vendor's id is refused
 * (404), whoever asks: the id only ever confirms the caller's membership.
 */
export const dashboardVendorQuerySchema = z.strictObject({ vendorId: z.uuid().optional() });
export type DashboardVendorQuery = z.infer<typeof dashboardVendorQuerySchema>;

/** `GET /Dashboard/Vendor/Activity`: inquiries received and meetings held per week (line chart). */
export const dashboardVendorActivitySchema = z.object({
  weeks: z.array(z.object({ weekStart: isoDay, inquiries: count, meetings: count })),
});
export type DashboardVendorActivity = z.infer<typeof dashboardVendorActivitySchema>;

export const productStatuses = ['draft', 'published', 'archived'] as const;
/** `GET /Dashboard/Vendor/Products`: the vendor's products by status (doughnut), every status listed. */
export const dashboardVendorProductsSchema = z.object({
  byStatus: z.array(z.object({ status: z.enum(productStatuses), count })),
});
export type DashboardVendorProducts = z.infer<typeof dashboardVendorProductsSchema>;

/** `GET /Dashboard/Vendor/Members`: the vendor's people by role (pie), every role listed. */
export const dashboardVendorMembersSchema = z.object({
  byRole: z.array(z.object({ role: z.enum(['owner', 'manager', 'member']), count })),
});
export type DashboardVendorMembers = z.infer<typeof dashboardVendorMembersSchema>;

/** `GET /Dashboard/Vendor/JoinRequests`: join requests waiting for the vendor's decision, oldest first. */
export const dashboardVendorJoinRequestsSchema = z.object({
  totalCount: count,
  data: z.array(z.object({ id: z.uuid(), userName: z.string(), createdAt: z.iso.datetime() })),
});
export type DashboardVendorJoinRequests = z.infer<typeof dashboardVendorJoinRequestsSchema>;

/** `GET /Dashboard/Vendor/Standing`: the vendor's level and what the company registry last said. */
export const dashboardVendorStandingSchema = z.object({
  name: z.string(),
  level: z.enum(['registered', 'certified']),
  certifiedAt: z.iso.datetime().nullable(),
  status: z.enum(['active', 'suspended']),
  registryStatus: z.enum(['active', 'suspended', 'revoked', 'other']).nullable(),
  registryFlagged: z.boolean(),
  registryCheckedAt: z.iso.datetime().nullable(),
});
export type DashboardVendorStanding = z.infer<typeof dashboardVendorStandingSchema>;

// ── Staff (each by its permission) ──────────────────────────────────────────────────────────────────
/** `GET /Dashboard/Staff/Growth` (users:read): users and vendors at the end of each month (line). */
export const dashboardGrowthSchema = z.object({
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), users: count, vendors: count })),
});
export type DashboardGrowth = z.infer<typeof dashboardGrowthSchema>;

/** `GET /Dashboard/Staff/Vendors` (vendors:read): vendors by level and registry status (bar). */
export const dashboardVendorsByLevelSchema = z.object({
  groups: z.array(
    z.object({
      level: z.enum(['registered', 'certified']),
      registryStatus: z.enum(registryStatusKeys),
      count,
    }),
  ),
});
export type DashboardVendorsByLevel = z.infer<typeof dashboardVendorsByLevelSchema>;

/** `GET /Dashboard/Staff/Applications` (vendors:audit): applications submitted per week, by outcome (bar). */
export const dashboardApplicationsSchema = z.object({
  weeks: z.array(
    z.object({ weekStart: isoDay, pending: count, accepted: count, rejected: count, withdrawn: count }),
  ),
});
export type DashboardApplications = z.infer<typeof dashboardApplicationsSchema>;

/** `GET /Dashboard/Staff/PendingAudits` (vendors:audit): the oldest applications waiting for an audit. */
export const dashboardPendingAuditsSchema = z.object({
  totalCount: count,
  data: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['apply', 'upgrade']),
      companyName: z.string(),
      ubn: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type DashboardPendingAudits = z.infer<typeof dashboardPendingAuditsSchema>;

/** How many categories the products pie names; the rest are summed as `other`. */
export const dashboardCategorySlices = 8;
/** `GET /Dashboard/Staff/Products` (vendors:read): products per top-level category (pie). */
export const dashboardProductsPerCategorySchema = z.object({
  categories: z.array(z.object({ categoryId: z.uuid(), name: z.string(), count })),
  /** Products of the categories beyond the named ones. */
  other: count,
});
export type DashboardProductsPerCategory = z.infer<typeof dashboardProductsPerCategorySchema>;

/** How far back the failure widgets look. */
export const dashboardFailureDays = 7;
/** `GET /Dashboard/Staff/Delivery` (outbox:read): mail and SMS that failed in the last 7 days. */
export const dashboardDeliverySchema = z.object({
  email: count,
  sms: count,
  data: z.array(
    z.object({
      id: z.uuid(),
      channel: z.enum(['email', 'sms']),
      template: z.string(),
      lastError: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type DashboardDelivery = z.infer<typeof dashboardDeliverySchema>;

/** `GET /Dashboard/Staff/BrowserErrors` (clientlog:read): browser errors reported in the last 24 hours. */
export const dashboardBrowserErrorsSchema = z.object({
  totalCount: count,
  data: z.array(z.object({ id: z.uuid(), content: z.string(), receivedAt: z.iso.datetime() })),
});
export type DashboardBrowserErrors = z.infer<typeof dashboardBrowserErrorsSchema>;
