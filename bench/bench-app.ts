import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadEnv, repositoryRoot } from '../apps/api/src/config/env';
import type { OpenDatabase } from '../apps/api/src/db/open-database';
import { logDestination } from '../apps/api/src/lib/log-destination';
import { benchAdmin } from './seed';

/**
 * The real app as the bench and the profilers run it, listening on 127.0.0.1 and signed in: its logger
 * at the default level writing to /dev/null as the server writes to its output (logging is part of
 * every real request), captcha off (automated client), behind a trusted proxy (each client its own
 * address), serving the built web app (`webDistDir`, default apps/web/dist). Signed in as `account`
 * (default the bench administrator).
 */
export async function startBenchApp(
  database: OpenDatabase,
  dataDir: string,
  account: { account: string; password: string } = benchAdmin,
  webDistDir = path.join(repositoryRoot, 'apps/web/dist'),
) {
  const logger = pino({ level: 'info' }, logDestination('/dev/null'));
  const app = await buildApp({
    config: loadEnv({
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: webDistDir,
    }),
    database,
    logger,
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = await fetch(`${appUrl}/api/v1/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!signIn.ok) throw new Error(`${account.account} could not sign in: ${await signIn.text()}`);
  const { token, user } = (await signIn.json()) as { token: string; user: Record<string, unknown> };
  /** `session`: what the web app keeps in sessionStorage (`portal.user`) for a signed-in tab. */
  return { app, appUrl, logger, token, session: { token, ...user } };
}
