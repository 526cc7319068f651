// `npm run bench`: every budget of the portal as one table of figures (docs/performance.md). Not part of
// `npm test`. `BENCH_PARTS=P3,P7 npx tsx bench/run.ts` runs only the parts reporting those ids (the
// seeding always runs); `BENCH_SECONDS` sets each load step's measured time (default 10).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadEnv, repositoryRoot } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/open-database';
import { startBenchApp } from './bench-app';
import { coldStart } from './cold-start';
import { dashboardWidgets } from './dashboard-load';
import { exportsUnderLoad } from './export-load';
import {
  catalogueSearch,
  imageUpload,
  inquiryMailbox,
  memberImport,
  memberList,
  newsBoard,
  notificationBell,
  productLists,
} from './feature-parts';
import { type BenchContext, type BenchPart, type Figure, formatTable, info } from './figures';
import { lighthouseScores } from './lighthouse-score';
import { deepPages } from './pagination-load';
import { hooksOverhead, listOverhead, signInBurst } from './platform-load';
import { seedRegister, seedSize } from './seed';
import { wireWeight } from './wire-weight';

// One line a part; a feature's bench adds its own here.
const parts: BenchPart[] = [
  hooksOverhead,
  listOverhead,
  deepPages,
  exportsUnderLoad,
  signInBurst,
  wireWeight,
  lighthouseScores,
  imageUpload,
  memberImport,
  memberList,
  productLists,
  catalogueSearch,
  notificationBell,
  inquiryMailbox,
  newsBoard,
  dashboardWidgets,
  coldStart,
];

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const chosen = process.env.BENCH_PARTS?.split(',').map((id) => id.trim());
const selected = parts.filter((part) => !chosen || part.ids.some((id) => chosen.includes(id)));

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const database = await openDatabase(loadEnv({ DATA_DIR: dataDir }), () => {});
const figures: Figure[] = [];
const seedSeconds = await seedRegister(database);
figures.push(
  info(
    'SEED',
    `seeding ${Object.entries(seedSize)
      .map(([table, rows]) => `${rows} ${table}`)
      .join(', ')}`,
    seedSeconds,
    's',
  ),
);

const { app, appUrl, logger, token, session } = await startBenchApp(database, dataDir);
const context: BenchContext = {
  database,
  appUrl,
  adminToken: token,
  adminSession: session,
  logger,
  dataDir,
  seconds,
};

const failures: string[] = [];
async function runPart(part: BenchPart) {
  console.error(`bench: ${part.name}…`);
  try {
    figures.push(...(await part.run(context)));
  } catch (error) {
    failures.push(`${part.name}: ${(error as Error).message}`);
    console.error(`bench: ${part.name} failed`, error);
  }
}

for (const part of selected.filter((p) => !p.afterShutdown)) await runPart(part);
await app.close();
await database.close();
for (const part of selected.filter((p) => p.afterShutdown)) await runPart(part);
await fs.rm(dataDir, { recursive: true, force: true });

const report = {
  takenAt: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
  method: `load from autocannon in its own process, ${seconds} s after a 2 s warm-up, on 127.0.0.1`,
  parts: selected.map((part) => part.name),
  figures,
  failures,
};
console.info(formatTable(figures));
for (const failure of failures) console.info(`failed: ${failure}`);
await fs.mkdir(path.join(repositoryRoot, 'reports'), { recursive: true });
await fs.writeFile(path.join(repositoryRoot, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
process.exit(failures.length > 0 || figures.some((figure) => figure.verdict === 'over') ? 1 : 0);
