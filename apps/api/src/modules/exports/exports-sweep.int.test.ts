import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock, testEnv } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { addSeconds } from '../../lib/clock';
import { createJobRunner, type JobRunner } from '../../lib/jobs';
import {
  createLocalFileStorage,
  type FileStorage,
  fileStorageDirectory,
  newStorageKey,
} from '../files/file-storage';
import { insertExportJob } from './export-jobs.repository';
import { createExportService, type ExportService } from './exports.service';

const silent = { info() {}, warn() {}, error() {} };
const clock = manualClock(new Date());

let database: TestDatabase;
let dataDir: string;
let app: FastifyInstance;
let files: FileStorage;
let jobs: JobRunner;
let sweeper: ExportService;
let admin: { authorization: string };
let adminId = '';

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-export-sweep-'));
  const env = { CAPTCHA_ENABLED: 'false', DATA_DIR: dataDir };
  app = await buildTestApp(database, { env, clock });
  const user = await createUserWithRole(database.db, systemRoleCodes.administrator);
  adminId = user.id;
  admin = bearer(await signIn(app, user.account));
  // The sweep as the hourly schedule runs it: the export service on the app's own file store.
  files = createLocalFileStorage(fileStorageDirectory(testEnv(env)));
  jobs = createJobRunner({ pool: database.pool, log: silent, runWorkers: false });
  sweeper = createExportService({ db: database.db, clock, files, jobs, log: silent, definitions: [] });
}, 120_000);
afterAll(async () => {
  await jobs?.stop();
  await app?.close();
  await database?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A finished export of the administrator's, its file stored, its link lasting until `expiresAt`. */
async function finishedExport(createdAt: Date, expiresAt: Date, stored = true) {
  const storageKey = newStorageKey();
  if (stored) await files.put(storageKey, Buffer.from(`\uFEFFaccount\r\n${storageKey}\r\n`, 'utf8'));
  const row = await insertExportJob(database.db, {
    userId: adminId,
    sessionId: randomUUID(),
    list: 'Users',
    format: 'csv',
    query: {},
    language: 'zh-Hant',
    context: {},
    status: 'done',
    rowCount: 1,
    totalCount: 1,
    fileName: 'users.csv',
    storageKey: stored ? storageKey : null,
    createdAt,
    finishedAt: createdAt,
    expiresAt,
  });
  return { id: row.id, storageKey };
}

const fileOf = (id: string) =>
  app.inject({ method: 'GET', url: `/api/v1/Exports/Jobs/${id}/File`, headers: admin });

describe('the hourly sweep of export files', () => {
  it('removes the files of expired links, keeps fresh ones, and forgets week-old exports', async () => {
    const now = clock.now();
    const expired = await finishedExport(addSeconds(now, -25 * 3600), addSeconds(now, -3600));
    const fresh = await finishedExport(addSeconds(now, -3600), addSeconds(now, 23 * 3600));
    const weekOld = await finishedExport(addSeconds(now, -8 * 86_400), addSeconds(now, -7 * 86_400), false);
    expect((await fileOf(expired.id)).statusCode).toBe(410);
    expect(await files.stat(expired.storageKey)).not.toBeNull();

    expect(await sweeper.sweep()).toBe(1);

    // The expired file is gone; its row stays and its link answers 410 with the translated message.
    expect(await files.stat(expired.storageKey)).toBeNull();
    const gone = await fileOf(expired.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors[0]).toMatchObject({ code: 'EXPORT_EXPIRED' });
    const job = await app.inject({
      method: 'GET',
      url: `/api/v1/Exports/Jobs/${expired.id}`,
      headers: admin,
    });
    expect(job.json()).toMatchObject({ status: 'done', downloadable: false });

    // The fresh file is kept and still downloads.
    expect(await files.stat(fresh.storageKey)).not.toBeNull();
    const kept = await fileOf(fresh.id);
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain(fresh.storageKey);

    // An export asked for over a week ago is forgotten altogether.
    expect((await fileOf(weekOld.id)).statusCode).toBe(404);

    // A second sweep finds nothing more to remove.
    expect(await sweeper.sweep()).toBe(0);
    expect((await fileOf(fresh.id)).statusCode).toBe(200);
  }, 60_000);
});
