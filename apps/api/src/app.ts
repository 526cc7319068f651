import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { DatabaseHandle } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { accountRoutes } from './modules/account/account.routes';
import { verificationRoutes } from './modules/account/verification.routes';
import { actionContextOf, recordAction } from './modules/action-log/action-log.recorder';
import { actionLogExportRoutes } from './modules/action-log/action-log-export.routes';
import { createActionLogRetention } from './modules/action-log/action-log-retention';
import { actionLogsResource } from './modules/action-log/action-logs.resource';
import { authRoutes } from './modules/auth/auth.routes';
import { clientLogRoutes } from './modules/client-log/client-log.routes';
import { clientLogsResource } from './modules/client-log/client-logs.resource';
import { configurationRoutes } from './modules/configuration/configuration.routes';
import { documentRoutes } from './modules/files/documents.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createMessaging } from './modules/messaging/messaging.service';
import { outboxResource } from './modules/outbox/outbox.resource';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { registryRoutes } from './modules/registry/registry.routes';
import { registerResource } from './modules/resources/resource-routes';
import { rolesResource } from './modules/roles/roles.resource';
import { registerAuthentication } from './modules/sessions/authentication';
import { signupRoutes } from './modules/signup/signup.routes';
import { socialLoginRoutes } from './modules/social-login/social-login.routes';
import { userAdminRoutes } from './modules/user-admin/user-admin.routes';
import { vendorApplicationRoutes } from './modules/vendor-applications/vendor-applications.routes';
import { vendorsResource } from './modules/vendors/vendors.resource';
import { vendorRoutes } from './modules/vendors/vendors.routes';
import { createVendorService } from './modules/vendors/vendors.service';
import { clientErrorHandler } from './plugins/client-errors';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerOpenApi } from './plugins/openapi';
import { generateRequestId, registerRequestContext } from './plugins/request-context';
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
  /** Deliver mail and SMS in the background (the server does; most tests need not). */
  runJobs?: boolean;
}

/** The API's routes, mounted under /api/v1 and again under the /api alias. */
async function apiRoutes(
  app: FastifyInstance,
  { database, services }: { database: DatabaseHandle; services: Services },
) {
  const { db } = database;
  const vendors = createVendorService({ db, userAdmin: services.userAdmin, registry: services.registry });
  await app.register(healthRoutes, { pool: database.pool });
  await app.register(clientLogRoutes, { db });
  await app.register(authRoutes, {
    db,
    captcha: services.captcha,
    login: services.login,
    sessions: services.sessions,
  });
  await app.register(signupRoutes, { signup: services.signup });
  await app.register(socialLoginRoutes, { social: services.social });
  await app.register(passwordResetRoutes, { reset: services.reset });
  await app.register(accountRoutes, { db, account: services.account, sessions: services.sessions });
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
    registerResource(resources, { db, definition: outboxResource });
    registerResource(resources, { db, definition: vendorsResource({ vendors }) });
  });
  await app.register(outboxRoutes, { db, messaging: services.messaging });
  await app.register(actionLogExportRoutes, { db });
  await app.register(userAdminRoutes, { userAdmin: services.userAdmin });
  await app.register(registryRoutes, {
    db,
    registry: services.registry,
    recheck: services.registryRecheck,
  });
  await app.register(vendorRoutes, { vendors });
  await app.register(documentRoutes, { documents: services.documents });
  await app.register(vendorApplicationRoutes, {
    applications: services.vendorApplications,
    audit: services.applicationAudit,
  });
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
    genReqId: generateRequestId,
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
  app.setSerializerCompiler(serializerCompiler);

  registerRequestContext(app);
  registerGracefulClose(app);
  registerErrorHandler(app);
  const log = options.logger ?? silentLog;
  const messaging = createMessaging({ env: config, pool: database.pool, db: database.db, log, clock });
  const services = await createServices({ config, database, clock, messaging });
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
  await registerOpenApi(app);

  await app.register(apiRoutes, { prefix: '/api/v1', database, services });
  await app.register(
    async (alias) => {
      // The alias serves the same calls; the documentation lists them once, under /api/v1.
      alias.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      await apiRoutes(alias, { database, services });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, { distDir: config.WEB_DIST_DIR });
  const retention = createActionLogRetention({
    db: database.db,
    clock,
    retentionDays: async () => (await services.configuration.get()).actionLogRetentionDays,
    log,
  });
  if (options.runJobs) {
    app.addHook('onReady', async () => {
      await messaging.start();
      retention.start();
      // Starts in the background: the registry re-check need not hold up the app's start.
      services.registryRecheck.start(log);
    });
  }
  app.addHook('onClose', async () => {
    await retention.stop();
    await services.registryRecheck.stop();
    await messaging.stop();
  });
  return app;
}
