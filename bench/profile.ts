// Where a request's time goes: the real app on the bench's data set under load, CPU-profiled while the
// load runs (not while it starts): `npx tsx bench/profile.ts [path …]` writes PROFILE_OUT (default
// reports/requests.cpuprofile); then `npx tsx bench/profile-summary.ts <file>`. PROFILE_DATA_DIR keeps the seeded
// database between runs (seeded on the first); PROFILE_SECONDS sets each path's load time (default 10).
// Paths are under /api/v1 (or absolute when they start with `/`), asked as the bench administrator
// (PROFILE_ANONYMOUS=1: without a token; PROFILE_ACCOUNT and PROFILE_PASSWORD: as someone else, seeded by
// the caller) from 10 connections; default the first page of `Users`.
import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadEnv, repositoryRoot } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/open-database';
import { logDestination } from '../apps/api/src/lib/log-destination';
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

const logger = pino({ level: 'info' }, logDestination('/dev/null'));
const app = await buildApp({
  config: loadEnv({ DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false', TRUST_PROXY: 'true' }),
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
const { token } = (await signIn.json()) as { token: string };

const profiler = new Session();
profiler.connect();
await profiler.post('Profiler.enable');
await profiler.post('Profiler.start');
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
const { profile } = await profiler.post('Profiler.stop');
const out = process.env.PROFILE_OUT ?? path.join(repositoryRoot, 'reports/requests.cpuprofile');
await fs.mkdir(path.dirname(out), { recursive: true });
await fs.writeFile(out, JSON.stringify(profile));
console.info(`profile: ${out}`);
await app.close();
await database.close();
