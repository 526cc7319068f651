// `npx tsx bench/member-import-run.ts`: the member import benchmark alone (also part of `npm run bench`).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/open-database';
import { seedLists } from './list-load';
import { benchMemberImport } from './member-import-load';
import { seedVendors } from './vendor-load';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-import-'));
const database = await openDatabase(loadEnv({ DATA_DIR: dataDir }), () => {});
await seedLists(database.db);
await seedVendors(database.db);
console.info(JSON.stringify(await benchMemberImport(database), null, 2));
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(0);
