import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { DatabaseHandle } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { defaultJobTuning, type JobTuning } from './lib/jobs';
import { responseSerializerCompiler } from './lib/response-serializer';
import { accountRoutes } from './modules/account/account.routes';
import { verificationRoutes } from './modules/account/verification.routes';
import { actionContextOf, recordAction } from './modules/action-log/action-log.recorder';
import { actionLogExportRoutes } from './modules/action-log/action-log-export.routes';
import { actionLogsResource } from './modules/action-log/action-logs.resource';
import { pictureAlbumsResource } from './modules/albums/picture-albums.resource';
import { picturesResource } from './modules/albums/pictures.resource';
import { attributeValuesResource } from './modules/attributes/attribute-values.resource';
import { attributesResource } from './modules/attributes/attributes.resource';
import { authRoutes } from './modules/auth/auth.routes';
import { bannerPositionsResource } from './modules/banners/banner-positions.resource';
import { bannersResource } from './modules/banners/banners.resource';
import { bannerRoutes } from './modules/banners/banners.routes';
import { createBannerService } from './modules/banners/banners.service';
import { categoriesResource } from './modules/categories/categories.resource';
import { categoryOptionRoutes } from './modules/categories/categories.routes';
import { clientLogRoutes } from './modules/client-log/client-log.routes';
import { clientLogsResource } from './modules/client-log/client-logs.resource';
import { configurationRoutes } from './modules/configuration/configuration.routes';
import { consultationRoutes } from './modules/consultations/consultations.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import type { ExportDefinition } from './modules/exports/export-definition';
import { exportDefinitions } from './modules/exports/export-lists';
import { exportRoutes } from './modules/exports/exports.routes';
import { createExportService, type ExportService } from './modules/exports/exports.service';
import { documentRoutes } from './modules/files/documents.routes';
import { healthRoutes } from './modules/health/health.routes';
import { imageRoutes } from './modules/images/images.routes';
import { inquiryRoutes } from './modules/inquiries/inquiries.routes';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { meetingRoutes } from './modules/meetings/meetings.routes';
import { memberImportRoutes } from './modules/member-import/member-import.routes';
import { createMetrics, type Metrics, registerRequestMetrics } from './modules/metrics/metrics';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { newsRoutes } from './modules/news/news.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { outboxResource } from './modules/outbox/outbox.resource';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { productUsage } from './modules/products/product-usage';
import { productRoutes } from './modules/products/products.routes';
import { registryRoutes } from './modules/registry/registry.routes';
import { listTotals, registerListCacheForgetting } from './modules/resources/list-totals';
import { pageAnchors } from './modules/resources/page-anchors';
import { registerResource } from './modules/resources/resource-routes';
import { rolesResource } from './modules/roles/roles.resource';
import { registerAuthentication } from './modules/sessions/authentication';
import { signupRoutes } from './modules/signup/signup.routes';
import { socialLoginRoutes } from './modules/social-login/social-login.routes';
import { userAdminRoutes } from './modules/user-admin/user-admin.routes';
import { vendorApplicationRoutes } from './modules/vendor-applications/vendor-applications.routes';
import { vendorMemberRoutes } from './modules/vendor-members/vendor-members.routes';
// vendor services
import { vendorServiceUsage } from './modules/vendor-services/vendor-service-usage';
import { vendorServiceRoutes } from './modules/vendor-services/vendor-services.routes';
import { vendorsResource } from './modules/vendors/vendors.resource';
import { vendorRoutes } from './modules/vendors/vendors.routes';
import { createVendorService } from './modules/vendors/vendors.service';
import { clientErrorHandler } from './plugins/client-errors';
import { registerCompression } from './plugins/compression';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerOpenApi } from './plugins/openapi';
import { registerPortalUrl } from './plugins/portal-url';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRequestContext, requestIdGenerator } from './plugins/request-context';
import { OneLinePerRequest } from './plugins/request-log';
import { registerRouteAccess } from './plugins/route-access';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { createServices, type Services } from './services';

const silentLog = { info() {}, warn() {}, error() {} };

export interface BuildAppOptions {
  config: Env;
  database: DatabaseHandle;
  /** The time source of expiry decisions (tests move it). */
  clock?: Clock;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /**
   * Run background jobs here: mail and SMS delivery, the outbox sweep, action-log retention, the
   * registry re-check (the server does; most tests need not, and only queue).
   */
  runJobs?: boolean;
  /** Shorter job timings (tests). */
  jobTuning?: Partial<JobTuning>;
  /**
   * Where mail and SMS that no transport delivers are printed once (outside production, with jobs
   * running): the server passes its terminal; tests a spy or nothing.
   */
  printMessage?: (text: string) => void;
}

/** The API's routes, mounted under /api/v1 and again under the /api alias. */
async function apiRoutes(
  app: FastifyInstance,
  {
    database,
    services,
    metrics,
    clock,
    exports,
  }: {
    database: DatabaseHandle;
    services: Services;
    metrics: Metrics | null;
    clock: Clock;
    exports: { service: ExportService; definitions: readonly ExportDefinition[] };
  },
) {
  const { db } = database;
  const vendors = createVendorService({ db, userAdmin: services.userAdmin, registry: services.registry });
  await app.register(healthRoutes, { pool: database.pool });
  await app.register(metricsRoutes, { metrics });
  await app.register(clientLogRoutes, { db });
  await app.register(authRoutes, { auth: services.auth, captcha: services.captcha, login: services.login });
  await app.register(signupRoutes, { signup: services.signup });
  await app.register(socialLoginRoutes, { social: services.social });
  await app.register(passwordResetRoutes, { reset: services.reset });
  await app.register(accountRoutes, { account: services.account });
  await app.register(verificationRoutes, {
    account: services.account,
    signup: services.signup,
    reset: services.reset,
  });
  await app.register(configurationRoutes, { configuration: services.configuration });
  await app.register(async (resources) => {
    registerResource(resources, { db, definition: rolesResource({ sessions: services.sessions }) });
    registerResource(resources, { db, definition: services.users });
    registerResource(resources, { db, definition: actionLogsResource });
    registerResource(resources, { db, definition: clientLogsResource });
    registerResource(resources, {
      db,
      definition: outboxResource({ delivery: services.messaging.delivery }),
    });
    registerResource(resources, { db, definition: vendorsResource({ vendors }) });
    // Categories and attributes (products in use keep them: productUsage counts them)
    registerResource(resources, {
      db,
      // vendor services: a service node vendors offer is kept too
      definition: categoriesResource({ usage: { ...productUsage, ...vendorServiceUsage } }),
    });
    registerResource(resources, { db, definition: attributesResource({ usage: productUsage }) });
    registerResource(resources, { db, definition: attributeValuesResource({ usage: productUsage }) });
    // Banners and picture albums
    registerResource(resources, { db, definition: bannerPositionsResource });
    registerResource(resources, { db, definition: bannersResource({ clock }) });
    registerResource(resources, { db, definition: pictureAlbumsResource({ clock }) });
    registerResource(resources, { db, definition: picturesResource({ clock }) });
  });
  // The active banners of a position, for anyone (the dashboard's carousel).
  await app.register(bannerRoutes, { banners: createBannerService({ db, clock }) });
  await app.register(outboxRoutes, { outbox: services.outbox });
  await app.register(actionLogExportRoutes, { actionLogExport: services.actionLogExport });
  await app.register(userAdminRoutes, { userAdmin: services.userAdmin });
  await app.register(registryRoutes, {
    registry: services.registry,
    recheck: services.registryRecheck,
  });
  await app.register(vendorRoutes, { vendors });
  await app.register(documentRoutes, { documents: services.documents });
  await app.register(imageRoutes, { images: services.images });
  await app.register(vendorApplicationRoutes, {
    applications: services.vendorApplications,
    audit: services.applicationAudit,
  });
  await app.register(categoryOptionRoutes, { db });
  // The dashboard: one aggregate call per widget, each answer cached in this process for up to 60 s
  // (before the vendor's people: the authorization matrix walks their leave route last).
  await app.register(dashboardRoutes, {
    dashboard: createDashboardService({
      db,
      clock,
      news: services.news,
      notifications: services.notifications,
    }),
  });
  // A vendor's people; kept last (its leave route changes the caller's vendor: see the routes file).
  await app.register(vendorMemberRoutes, {
    members: services.vendorMembers,
    invitations: services.invitations,
    joinRequests: services.joinRequests,
  });
  // Vendors' products (answers inside `payload`)
  await app.register(productRoutes, { products: services.products });
  // The catalogue buyers use (answers inside `payload`)
  await app.register(marketplaceRoutes, { marketplace: services.marketplace });
  // The services a vendor offers (answers inside `payload`)
  await app.register(vendorServiceRoutes, { vendorServices: services.vendorServices });
  // Bulk import of a vendor's people (file or Google sheet → preview → apply as a job).
  await app.register(memberImportRoutes, {
    imports: services.memberImports,
    applier: services.memberImportApply,
  });
  // Announcements: staff manage them under News/Manage (generic pattern); readers use /News.
  await app.register(async (resources) => {
    registerResource(resources, { db, definition: services.newsAdmin });
  });
  await app.register(newsRoutes, { news: services.news });
  // The bell: the signed-in person's own notifications and mail preferences.
  await app.register(notificationRoutes, { notifications: services.notifications });
  // The inquiry mailbox (answers inside `payload`)
  await app.register(inquiryRoutes, { inquiries: services.inquiries });
  // Meetings between vendors and buyers (answers inside `payload`).
  await app.register(meetingRoutes, { meetings: services.meetings });
  // Consultations with the association (answers inside `payload`; posts are multipart forms).
  await app.register(consultationRoutes, { consultations: services.consultations });
  // Exports of the lists (CSV / Excel; large ones as jobs with an expiring link).
  await app.register(exportRoutes, { exports: exports.service, definitions: exports.definitions });
}

/**
 * Builds the whole application without listening: external plugins, then the app's own plugins,
 * then the routes. Tests build it the same way and call `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    requestIdHeader: false,
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  registerRequestContext(app);
  registerPortalUrl(app, {
    publicUrl: config.PUBLIC_URL,
    publicUrlIsSet: config.publicUrlIsSet ?? true,
    production: config.NODE_ENV === 'production',
    allowedOrigins: config.PUBLIC_URL_ALLOWED_ORIGINS,
  });
  registerGracefulClose(app);
  registerErrorHandler(app);
  const log = options.logger ?? silentLog;
  const services = await createServices({
    config,
    database,
    clock,
    log,
    runJobs: options.runJobs ?? false,
    ...(options.jobTuning ? { jobTuning: options.jobTuning } : {}),
    ...(options.printMessage ? { printMessage: options.printMessage } : {}),
  });
  // Exports of the lists: one definition per list, read through that list's own service.
  const definitions = exportDefinitions(database.db, services);
  const exports = {
    definitions,
    service: createExportService({
      db: database.db,
      clock,
      files: services.files,
      jobs: services.jobs,
      log,
      definitions,
    }),
  };
  registerAuthentication(app, services.sessions);
  registerRouteAccess(app, {
    onDenied: (request) =>
      recordAction(database.db, actionContextOf(request), {
        action: 'access-denied',
        entityType: 'route',
        entityId: `${request.method} ${request.routeOptions.url ?? request.url}`,
      }),
  });
  await registerSecurity(app, { corsOrigins: config.CORS_ORIGINS });
  registerRateLimits(app, services.rateLimiter);
  // Large list totals and page anchors are kept 15 s per filter; a write through this instance drops them.
  registerListCacheForgetting(app, [listTotals, pageAnchors]);
  // budget: brotli/gzip for API answers over 1 KB (registered before every route it applies to)
  await registerCompression(app);
  await registerOpenApi(app);

  // Prometheus metrics, only with METRICS_TOKEN: without it nothing is counted.
  const metrics = config.METRICS_TOKEN
    ? createMetrics({
        token: config.METRICS_TOKEN,
        pool: database.pool,
        db: database.db,
        jobSchema: options.jobTuning?.schema ?? defaultJobTuning.schema,
      })
    : null;
  if (metrics) registerRequestMetrics(app, metrics.registry);

  await app.register(apiRoutes, { prefix: '/api/v1', database, services, metrics, clock, exports });
  await app.register(
    async (alias) => {
      // The alias serves the same calls; the documentation lists them once, under /api/v1.
      alias.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      await apiRoutes(alias, { database, services, metrics, clock, exports });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, { distDir: config.WEB_DIST_DIR });
  if (options.runJobs) {
    // Ready means delivering: a message queued from the first request gets its job at once.
    app.addHook('onReady', () => services.jobs.start());
  }
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    services.messaging.close();
    services.files.close?.();
  });
  return app;
}
