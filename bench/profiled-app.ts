import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadEnv, repositoryRoot } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/open-database';
import { logDestination } from '../apps/api/src/lib/log-destination';
import { benchAdmin, seedRegister } from './seed';

/**
 * The real app on the bench's data set for the profilers (`profile.ts`, `page-profile.ts`):
 * PROFILE_DATA_DIR keeps the seeded database between runs (seeded on the first); signed in as
 * PROFILE_ACCOUNT and PROFILE_PASSWORD when given (seeded by the caller), else as the bench
 * administrator. Serves the built web app too.
 */
export async function startProfiledApp() {
  const dataDir =
    process.env.PROFILE_DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'portal-profile-')));
  await fs.mkdir(dataDir, { recursive: true });
  const database = await openDatabase(loadEnv({ DATA_DIR: dataDir }), () => {});
  const { rows } = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from users where account = $1`,
    [benchAdmin.account],
  );
  if (rows[0]?.n !== 1) console.error(`profile: seeded in ${await seedRegister(database)} s`);

  const logger = pino({ level: 'info' }, logDestination('/dev/null'));
  const app = await buildApp({
    config: loadEnv({
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: path.join(repositoryRoot, 'apps/web/dist'),
    }),
    database,
    logger,
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = await fetch(`${appUrl}/api/v1/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account: process.env.PROFILE_ACCOUNT ?? benchAdmin.account,
      password: process.env.PROFILE_PASSWORD ?? benchAdmin.password,
    }),
  });
  if (!signIn.ok) throw new Error(`the administrator could not sign in: ${await signIn.text()}`);
  const { token, user } = (await signIn.json()) as { token: string; user: Record<string, unknown> };
  return {
    appUrl,
    token,
    /** What the web app keeps in sessionStorage (`portal.user`) for a signed-in tab. */
    session: { token, ...user },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
