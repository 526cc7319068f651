import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';

export const testConfig: AppConfig = {
  BODY_LIMIT_BYTES: 64 * 1024,
  CORS_ORIGINS: [],
  TRUST_PROXY: false,
  // No web build in API tests: only the API answers.
  WEB_DIST_DIR: path.join(import.meta.dirname, 'no-web-build'),
};

/** Builds the real app on a test database; `extend` may add routes before it is ready. */
export async function buildTestApp(
  database: DatabaseHandle,
  options: { config?: Partial<AppConfig>; extend?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...testConfig, ...options.config }, database });
  await options.extend?.(app);
  await app.ready();
  return app;
}
