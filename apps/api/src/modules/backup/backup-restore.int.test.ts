import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { databaseUrl } from '../../../test/global-setup';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { startTestStorage, storageKinds, type TestStorage } from '../../../test/test-storage';
import { connectDatabase } from '../../db/client';
import { shippedMigrations } from '../../db/schema-version';
import { minimalPdf, uploadDocument } from '../files/documents.fixtures';
import type { FileStorage } from '../files/file-storage';
import { createImageSweep } from '../images/image-sweep';
import { jpegOf, uploadImage } from '../images/images.fixtures';
import { restoreIntoEmbedded } from './portal-database';
import { RestoreRefusedError, restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

const scratch: string[] = [];
afterAll(async () => {
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});
async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-test-'));
  scratch.push(dir);
  return dir;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every row of every table of the database, in a stable order: "the state" compared after a restore. */
async function stateOf(url: string): Promise<Record<string, unknown[]>> {
  const tables = await query<{ name: string }>(
    url,
    "select tablename as name from pg_tables where schemaname = 'public' order by 1",
  );
  const state: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const [result] = await query<{ rows: unknown[] }>(
      url,
      `select coalesce(json_agg(t order by t::text), '[]'::json) as rows from "${name}" t`,
    );
    state[name] = result?.rows ?? [];
  }
  return state;
}

/** Every stored-file row (documents and image variants) with its recorded sha256. */
const fileRows = (url: string) =>
  query<{ storage_key: string; sha256: string }>(
    url,
    'select storage_key, sha256 from stored_files union all select storage_key, sha256 from image_variants order by 1',
  );

/** An empty database on the test server, as an operator creates one to restore into. */
async function emptyDatabase(): Promise<string> {
  const name = `restore_${randomUUID().replaceAll('-', '')}`;
  await query(inject('postgresUrl'), `create database ${name}`);
  return databaseUrl(inject('postgresUrl'), name);
}

describe.each(storageKinds)('backup and restore with %s storage', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let store: TestStorage;
  let account: string;
  /** The database the first test restores into: the portal's database from then on. */
  let restoredUrl = '';
  const clock = manualClock();

  beforeAll(async () => {
    store = await startTestStorage(kind);
    database = await createTestDatabase();
    app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false', ...store.env }, clock });
    account = (await createUserWithRole(database.db, systemRoleCodes.member)).account;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await store.close();
  });

  async function upload(kindOf: 'document' | 'image', size: number) {
    const token = await signIn(app, account);
    const response =
      kindOf === 'document'
        ? await uploadDocument(app, token, { bytes: minimalPdf(size), fileName: `report-${size}.pdf` })
        : await uploadImage(app, token, { bytes: await jpegOf(100 + size, 80) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  // The whole drill (uploads, backup, sweep, restore, a second app on the restored database) in one
  // test: a minute or more on a loaded machine.
  it('brings back exactly the state of the backup, with every file, while the sweep waits for it', {
    timeout: 180_000,
  }, async () => {
    await upload('document', 10);
    await upload('document', 600_000);
    await upload('image', 1);
    const before = await stateOf(database.url);
    expect(before.stored_files).toHaveLength(2);
    expect(before.images).toHaveLength(1);

    // The backup stops at its first file; meanwhile the image is due for the hourly sweep.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = () => {};
    const atFirstFile = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const pausing: FileStorage = {
      ...store.storage,
      read: async (key) => {
        reached();
        await gate;
        return store.storage.read(key);
      },
    };
    const archivePath = path.join(await scratchDir(), 'portal.tar.gz');
    const backup = writeBackup({ databaseUrl: database.url, storage: pausing, archivePath });
    await atFirstFile;
    clock.advance(25 * 3600);
    const sweep = createImageSweep({
      db: database.db,
      clock,
      files: store.storage,
      log: { info() {}, warn() {}, error() {} },
    });
    expect(await sweep.runOnce()).toBe(0);
    release();
    const report = await backup;
    expect(report).toMatchObject({ files: 2 + (before.image_variants?.length ?? 0) });

    // After the backup: the sweep deletes the image and its files, and more is written.
    expect(await sweep.runOnce()).toBe(1);
    await upload('document', 20);
    await upload('image', 2);
    expect(await stateOf(database.url)).not.toEqual(before);

    restoredUrl = await emptyDatabase();
    const restored = await restoreBackup({ databaseUrl: restoredUrl, storage: store.storage, archivePath });
    expect(restored.files).toBe(report.files);
    expect(restored.removedFiles).toBeGreaterThan(0);
    expect(await stateOf(restoredUrl)).toEqual(before);
    const migrations = await query<{ hash: string }>(
      restoredUrl,
      'select hash from drizzle.__drizzle_migrations order by id',
    );
    expect(migrations.map((row) => row.hash)).toEqual(shippedMigrations());

    // Consistent: the store holds exactly one intact file per file row.
    const rows = await fileRows(restoredUrl);
    expect(await store.everything()).toEqual(rows.map((row) => row.storage_key).sort());
    for (const row of rows) {
      const bytes = await buffer(await store.storage.read(row.storage_key));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
    }

    // The restored portal works on: its users sign in, files download, new rows take new keys.
    const restoredDatabase = connectDatabase(restoredUrl);
    const restoredApp = await buildTestApp(restoredDatabase, {
      env: { CAPTCHA_ENABLED: 'false', ...store.env },
    });
    try {
      const token = await signIn(restoredApp, account);
      const [firstDocument] = (before.stored_files ?? []) as { id: string }[];
      const documentId = firstDocument?.id;
      const download = await restoredApp.inject({
        url: `/api/v1/Vendor/Documents/${documentId}`,
        headers: bearer(token),
      });
      expect(download.statusCode).toBe(200);
      const again = await uploadDocument(restoredApp, token, {
        bytes: minimalPdf(30),
        fileName: 'after.pdf',
      });
      expect(again.statusCode, again.body).toBe(201);
    } finally {
      await restoredApp.close();
      await restoredDatabase.pool.end();
    }
  });

  it('refuses a database in use, a newer schema and a cut archive, changing nothing', {
    timeout: 120_000,
  }, async () => {
    expect(restoredUrl, 'the drill above restored a database').not.toBe('');
    const archivePath = path.join(await scratchDir(), 'portal.tar.gz');
    await writeBackup({ databaseUrl: restoredUrl, storage: store.storage, archivePath });
    const before = await stateOf(restoredUrl);
    const filesBefore = await store.everything();
    await expect(
      restoreBackup({ databaseUrl: restoredUrl, storage: store.storage, archivePath }),
    ).rejects.toThrow(/not empty/);
    expect(await stateOf(restoredUrl)).toEqual(before);
    expect(await store.everything()).toEqual(filesBefore);

    const cut = path.join(path.dirname(archivePath), 'cut.tar.gz');
    await copyFile(archivePath, cut);
    await truncate(cut, Math.floor((await stat(archivePath)).size / 2));
    const target = await emptyDatabase();
    await expect(
      restoreBackup({ databaseUrl: target, storage: store.storage, archivePath: cut }),
    ).rejects.toThrow(/damaged or cut short/);
    expect(await query(target, "select * from pg_tables where schemaname in ('public', 'drizzle')")).toEqual(
      [],
    );

    // A database migrated by a newer portal: one migration this version does not ship.
    const newer = await createTestDatabase();
    try {
      await query(
        newer.url,
        "insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', 9999999999999)",
      );
      const newerArchive = path.join(path.dirname(archivePath), 'newer.tar.gz');
      await writeBackup({ databaseUrl: newer.url, storage: store.storage, archivePath: newerArchive });
      const empty = await emptyDatabase();
      const refused = restoreBackup({
        databaseUrl: empty,
        storage: store.storage,
        archivePath: newerArchive,
      });
      await expect(refused).rejects.toThrow(RestoreRefusedError);
      await expect(refused).rejects.toThrow(/newer database schema/);
      expect(await query(empty, "select * from pg_tables where schemaname in ('public', 'drizzle')")).toEqual(
        [],
      );
    } finally {
      await newer.drop();
    }
  });
});

describe('restoring the embedded database', () => {
  it('refuses while a portal holds DATA_DIR', async () => {
    const dataDir = await scratchDir();
    const portal = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dataDir, 'portal.pid'), String(portal.pid));
      let loaded = false;
      await expect(
        restoreIntoEmbedded(dataDir, 0, async () => {
          loaded = true;
        }),
      ).rejects.toThrow(/portal is running .*: stop it before restoring/);
      expect(loaded).toBe(false);
    } finally {
      portal.kill();
    }
  });
});
