// `npx tsx bench/member-list-run.ts`: the member list benchmark alone (also part of `npm run bench`).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/open-database';
import { adminToken, seedLists } from './list-load';
import { benchMemberList } from './member-list-load';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-members-'));
const database = await openDatabase(loadEnv({ DATA_DIR: dataDir }), () => {});
await seedLists(database.db);
const app = await buildApp({ config: loadEnv({ CAPTCHA_ENABLED: 'false' }), database });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
console.info(
  JSON.stringify(await benchMemberList(database.db, url, await adminToken(url), seconds), null, 2),
);
await app.close();
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(0);
