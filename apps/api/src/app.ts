import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import { clientLogRoutes } from './modules/client-log/client-log.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerOpenApi } from './plugins/openapi';
import { generateRequestId, registerRequestContext } from './plugins/request-context';
import { OneLinePerRequest } from './plugins/request-log';
import { registerRouteAccess } from './plugins/route-access';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

export interface BuildAppOptions {
  config: Env;
  database: DatabaseHandle;
  /** The time source of expiry decisions (tests move it). */
  clock?: Clock;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
}

/** The API's routes, mounted under /api/v1 and again under the /api alias. */
async function apiRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  await app.register(healthRoutes, { pool: database.pool });
  await app.register(clientLogRoutes, { db: database.db });
}

/**
 * Builds the whole application without listening: external plugins, then the app's own plugins,
 * then the routes. Tests build it the same way and call `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    genReqId: generateRequestId,
    requestIdHeader: false,
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerRequestContext(app);
  registerGracefulClose(app);
  registerErrorHandler(app);
  registerRouteAccess(app);
  await registerSecurity(app, { corsOrigins: config.CORS_ORIGINS });
  await registerOpenApi(app);

  await app.register(apiRoutes, { prefix: '/api/v1', database });
  await app.register(
    async (alias) => {
      // The alias serves the same calls; the documentation lists them once, under /api/v1.
      alias.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      await apiRoutes(alias, { database });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, { distDir: config.WEB_DIST_DIR });
  return app;
}
