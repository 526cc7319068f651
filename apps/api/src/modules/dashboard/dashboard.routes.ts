import {
  dashboardAnnouncementsSchema,
  dashboardApplicationsSchema,
  dashboardBrowserErrorsSchema,
  dashboardDeliverySchema,
  dashboardGrowthSchema,
  dashboardInquiriesSchema,
  dashboardMeetingsSchema,
  dashboardNotificationsSchema,
  dashboardPendingAuditsSchema,
  dashboardProductsPerCategorySchema,
  dashboardVendorActivitySchema,
  dashboardVendorJoinRequestsSchema,
  dashboardVendorMembersSchema,
  dashboardVendorProductsSchema,
  dashboardVendorQuerySchema,
  dashboardVendorStandingSchema,
  dashboardVendorsByLevelSchema,
  dashboardWaitingSchema,
} from '@portal/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../lib/request-caller';
import type { DashboardService } from './dashboard.service';

const tags = ['dashboard'];
const noQuery = dashboardVendorQuerySchema.pick({});

/**
 * One aggregate call per widget of the dashboard. The caller's own widgets need a session; vendor
 * widgets read the caller's own vendor (owners and managers); staff widgets each need their permission.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  // ── Everyone signed in: their own things ──
  const own = { config: { access: 'signed-in' as const } };
  app.get(
    '/Dashboard/Announcements',
    {
      ...own,
      schema: {
        tags,
        summary: 'The newest announcements I may read, with unread marks',
        querystring: noQuery,
        response: { 200: dashboardAnnouncementsSchema },
      },
    },
    async (request) => dashboard.announcements(principalOf(request), request.language),
  );
  app.get(
    '/Dashboard/Notifications',
    {
      ...own,
      schema: {
        tags,
        summary: 'My newest notifications',
        querystring: noQuery,
        response: { 200: dashboardNotificationsSchema },
      },
    },
    async (request) => dashboard.notifications(principalOf(request)),
  );
  app.get(
    '/Dashboard/Meetings',
    {
      ...own,
      schema: {
        tags,
        summary: 'Confirmed meetings still to come that I take part in (or my vendor holds, for its leads)',
        querystring: noQuery,
        response: { 200: dashboardMeetingsSchema },
      },
    },
    async (request) => dashboard.meetings(principalOf(request)),
  );
  app.get(
    '/Dashboard/Inquiries',
    {
      ...own,
      schema: {
        tags,
        summary: 'Inquiries waiting for an answer: owed by my vendor, or asked by me',
        querystring: noQuery,
        response: { 200: dashboardInquiriesSchema },
      },
    },
    async (request) => dashboard.inquiries(principalOf(request)),
  );
  app.get(
    '/Dashboard/Waiting',
    {
      ...own,
      schema: {
        tags,
        summary: 'What waits for a decision about me: applications, a join request, invitations',
        querystring: noQuery,
        response: { 200: dashboardWaitingSchema },
      },
    },
    async (request) => dashboard.waiting(principalOf(request)),
  );

  // ── Vendor owners and managers: their own vendor only (another vendor's id is 404) ──
  const vendorWidgets = [
    ['Activity', 'Inquiries received and meetings per week', dashboardVendorActivitySchema, 'vendorActivity'],
    ['Products', 'My vendor’s products by status', dashboardVendorProductsSchema, 'vendorProducts'],
    ['Members', 'My vendor’s people by role', dashboardVendorMembersSchema, 'vendorMembers'],
    [
      'JoinRequests',
      'Join requests waiting for my vendor',
      dashboardVendorJoinRequestsSchema,
      'vendorJoinRequests',
    ],
    ['Standing', 'My vendor’s level and registry status', dashboardVendorStandingSchema, 'vendorStanding'],
  ] as const;
  for (const [path, summary, response, method] of vendorWidgets) {
    app.get(
      `/Dashboard/Vendor/${path}`,
      {
        ...own,
        schema: { tags, summary, querystring: dashboardVendorQuerySchema, response: { 200: response } },
      },
      async (request) => dashboard[method](principalOf(request), request.query),
    );
  }

  // ── Staff, each widget by its permission ──
  app.get(
    '/Dashboard/Staff/Growth',
    {
      config: { access: { permission: 'users:read' } },
      schema: {
        tags,
        summary: 'Users and vendors at the end of each month (Taiwan time)',
        querystring: noQuery,
        response: { 200: dashboardGrowthSchema },
      },
    },
    async () => dashboard.growth(),
  );
  app.get(
    '/Dashboard/Staff/Vendors',
    {
      config: { access: { permission: 'vendors:read' } },
      schema: {
        tags,
        summary: 'Vendors by level and registry status',
        querystring: noQuery,
        response: { 200: dashboardVendorsByLevelSchema },
      },
    },
    async () => dashboard.vendorsByLevel(),
  );
  app.get(
    '/Dashboard/Staff/Applications',
    {
      config: { access: { permission: 'vendors:audit' } },
      schema: {
        tags,
        summary: 'Applications submitted per week (Taiwan time), by outcome',
        querystring: noQuery,
        response: { 200: dashboardApplicationsSchema },
      },
    },
    async () => dashboard.applications(),
  );
  app.get(
    '/Dashboard/Staff/PendingAudits',
    {
      config: { access: { permission: 'vendors:audit' } },
      schema: {
        tags,
        summary: 'The oldest applications waiting for an audit, and how many wait',
        querystring: noQuery,
        response: { 200: dashboardPendingAuditsSchema },
      },
    },
    async () => dashboard.pendingAudits(),
  );
  app.get(
    '/Dashboard/Staff/Products',
    {
      config: { access: { permission: 'vendors:read' } },
      schema: {
        tags,
        summary: 'Products per top-level category',
        querystring: noQuery,
        response: { 200: dashboardProductsPerCategorySchema },
      },
    },
    async (request) => dashboard.productsPerCategory(request.language),
  );
  app.get(
    '/Dashboard/Staff/Delivery',
    {
      config: { access: { permission: 'outbox:read' } },
      schema: {
        tags,
        summary: 'Mail and SMS that failed in the last 7 days',
        querystring: noQuery,
        response: { 200: dashboardDeliverySchema },
      },
    },
    async () => dashboard.delivery(),
  );
  app.get(
    '/Dashboard/Staff/BrowserErrors',
    {
      config: { access: { permission: 'clientlog:read' } },
      schema: {
        tags,
        summary: 'Browser errors reported in the last 24 hours',
        querystring: noQuery,
        response: { 200: dashboardBrowserErrorsSchema },
      },
    },
    async () => dashboard.browserErrors(),
  );
};
