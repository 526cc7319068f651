// Where a request's time goes: the real app on the bench's data set under load, for a CPU profile.
//   node --cpu-prof --cpu-prof-dir=<dir> --import tsx bench/profile.ts [path …]
// then `npx tsx bench/profile-summary.ts <dir>/<file>.cpuprofile`. PROFILE_DATA_DIR keeps the seeded
// database between runs (seeded on the first); PROFILE_SECONDS sets each path's load time (default 10).
// Paths are under /api/v1 (or absolute when they start with `/`), asked as the bench administrator
// (PROFILE_ANONYMOUS=1: without a token) from 10 connections; default the first page of `Users`.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/open-database';
import { measure } from './load';
import { benchAdmin, seedRegister } from './seed';

const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['Users?page=1&pageSize=20'];
const dataDir = process.env.PROFILE_DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'portal-profile-')));
await fs.mkdir(dataDir, { recursive: true });
const database = await openDatabase(loadEnv({ DATA_DIR: dataDir }), () => {});
const { rows } = await database.pool.query<{ n: number }>(
  `select count(*)::int as n from users where account = $1`,
  [benchAdmin.account],
);
if (rows[0]?.n !== 1) console.error(`profile: seeded in ${await seedRegister(database)} s`);

const logger = pino({ level: 'info' }, pino.destination('/dev/null'));
const app = await buildApp({
  config: loadEnv({ DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false', TRUST_PROXY: 'true' }),
  database,
  logger,
});
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const signIn = await fetch(`${appUrl}/api/v1/Auth/Login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: benchAdmin.account, password: benchAdmin.password }),
});
if (!signIn.ok) throw new Error(`the administrator could not sign in: ${await signIn.text()}`);
const { token } = (await signIn.json()) as { token: string };

for (const target of paths) {
  const url = target.startsWith('/') ? `${appUrl}${target}` : `${appUrl}/api/v1/${target}`;
  const [result] = await measure({
    runs: [
      {
        url,
        connections: 10,
        headers: process.env.PROFILE_ANONYMOUS === '1' ? {} : { authorization: `Bearer ${token}` },
      },
    ],
    warmupSeconds: 2,
    durationSeconds: seconds,
  });
  console.info(`${target}: ${JSON.stringify(result)} (load ${os.loadavg()[0]?.toFixed(1)})`);
}
await app.close();
await database.close();
