// `npm run bench`: throughput of the API platform and the weight of the sign-in page. Not part of `npm test`.
// Figures and method are recorded in docs/performance.md.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import pino from 'pino';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/api/src/app';
import { loadEnv, repositoryRoot } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/open-database';
import { createImageBenchUser, measureImageUploads } from './image-upload';
import { adminToken, listLogCount, listUserCount, loadLists, seedLists } from './list-load';
import { measure } from './load';
import { createBenchUsers, loadLogins } from './login-load';
import { benchMemberImport } from './member-import-load';
import { benchMemberList } from './member-list-load';
import { loadProductLists, seedProducts } from './products-load';
import { benchApplicationCount, benchVendorCount, loadVendorLists, seedVendors } from './vendor-load';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const loginBudgetBytes = 200 * 1024;

async function load(url: string) {
  const [result] = await measure({ runs: [{ url, connections }], warmupSeconds: 2, durationSeconds });
  if (!result) throw new Error('the load generator answered nothing');
  return { requestsPerSecond: result.requestsPerSecond, p99Ms: result.p99Ms };
}

async function loginJavaScriptBytes(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return { files: scripts.size, gzipBytes: total };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const database = await openDatabase(loadEnv({ DATA_DIR: dataDir }), () => {});
const env = loadEnv({ WEB_DIST_DIR: path.join(repositoryRoot, 'apps/web/dist') });
// The real logger at its default level, writing to /dev/null: logging is part of every real request.
const logger = pino({ level: 'info' }, pino.destination('/dev/null'));
const app = await buildApp({ config: env, database, logger });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

// The same app without its logger, to tell the cost of the hooks from the cost of the log line.
const quietApp = await buildApp({ config: env, database });
const quietUrl = await quietApp.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/health', async () => ({ status: 'ok', uptimeSeconds: 1 }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const full = await load(`${appUrl}/api/health`);
const withoutLogging = await load(`${quietUrl}/api/health`);
const baseline = await load(`${bareUrl}/health`);
const login = await loginJavaScriptBytes(appUrl);

// Sign-in: the real app with its logger, captcha off (automated client), behind a trusted proxy.
await createBenchUsers(database.db);
const loginApp = await buildApp({
  config: loadEnv({ CAPTCHA_ENABLED: 'false', TRUST_PROXY: 'true' }),
  database,
  logger,
});
const loginUrl = await loginApp.listen({ port: 0, host: '127.0.0.1' });
const signIn = await loadLogins(loginUrl, durationSeconds);

// The administrators' lists over 10 000 users and 50 000 action-log entries.
await seedLists(database.db);
const lists = await loadLists(loginUrl, durationSeconds);

// The staff's vendor lists: 5 000 vendors and 20 000 applications (10 000 of them pending).
await seedVendors(database.db);
const vendorLists = await loadVendorLists(loginUrl, await adminToken(loginUrl), durationSeconds);

// The picture pipeline: 12-megapixel JPEGs uploaded one at a time, sharp on one thread.
await createImageBenchUser(database.db);
const imageUpload = await measureImageUploads(loginUrl);

// A vendor's people: GET /Vendor/Members over one vendor with 5 000 people, 10 connections.
const memberList = await benchMemberList(database.db, loginUrl, await adminToken(loginUrl), durationSeconds);

// Bulk import of a vendor's people: preview and apply of a 10 000-row workbook (the job runner working).
const memberImport = await benchMemberImport(database);

// Vendors' products: the vendor's own list over 100 000 products from 20 000 vendors.
await seedProducts(database.db);
const productLists = await loadProductLists(loginUrl, durationSeconds);

const report = {
  takenAt: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  method: `autocannon in its own process, ${connections} connections, ${durationSeconds} s after a 2 s warm-up, on 127.0.0.1`,
  health: full,
  healthWithoutLogging: withoutLogging,
  bareRoute: baseline,
  ratio: Number((full.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)),
  ratioWithoutLogging: Number((withoutLogging.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)),
  loginJavaScript: {
    ...login,
    budgetBytes: loginBudgetBytes,
    withinBudget: login.gzipBytes <= loginBudgetBytes,
  },
  signIn: { ...signIn, p99BudgetMs: 300, withinBudget: signIn.loginP99Ms <= 300 && signIn.non2xx === 0 },
  lists: { users: listUserCount, actionLogEntries: listLogCount, connections: 10, ...lists },
  vendorLists: {
    vendors: benchVendorCount,
    applications: benchApplicationCount,
    connections: 10,
    ...vendorLists,
  },
  imageUpload,
  memberImport,
  productLists,
  memberList,
};
console.info(JSON.stringify(report, null, 2));
await fs.mkdir(path.join(repositoryRoot, 'reports'), { recursive: true });
await fs.writeFile(path.join(repositoryRoot, 'reports/bench.json'), JSON.stringify(report, null, 2));

await Promise.all([app.close(), quietApp.close(), loginApp.close(), bare.close()]);
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(
  report.loginJavaScript.withinBudget && report.signIn.withinBudget && report.imageUpload.withinBudget
    ? 0
    : 1,
);
