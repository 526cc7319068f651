import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/open-database';
import { startBenchApp } from './bench-app';
import { benchAdmin, seedRegister } from './seed';

/**
 * The real app on the bench's data set for the profilers (`profile.ts`, `page-profile.ts`):
 * PROFILE_DATA_DIR keeps the seeded database between runs (seeded on the first); signed in as
 * PROFILE_ACCOUNT and PROFILE_PASSWORD when given (seeded by the caller), else as the bench
 * administrator. Serves the built web app too (`webDistDir`, default apps/web/dist).
 */
export async function startProfiledApp(webDistDir?: string) {
  const dataDir =
    process.env.PROFILE_DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'portal-profile-')));
  await fs.mkdir(dataDir, { recursive: true });
  const database = await openDatabase(loadEnv({ DATA_DIR: dataDir }), () => {});
  const { rows } = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from users where account = $1`,
    [benchAdmin.account],
  );
  if (rows[0]?.n !== 1) console.error(`profile: seeded in ${await seedRegister(database)} s`);

  const { app, appUrl, token, session } = await startBenchApp(
    database,
    dataDir,
    {
      account: process.env.PROFILE_ACCOUNT ?? benchAdmin.account,
      password: process.env.PROFILE_PASSWORD ?? benchAdmin.password,
    },
    webDistDir,
  );
  return {
    appUrl,
    token,
    session,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
