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
import { repositoryRoot } from '../apps/api/src/config/env';
import { measure } from './load';
import { startProfiledApp } from './profiled-app';

const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['Users?page=1&pageSize=20'];
const { appUrl, token, close } = await startProfiledApp();

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
await close();
