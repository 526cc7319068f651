import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { pack as tarPack } from 'tar-stream';
import { fileDeletionLockKey } from '../../db/file-deletion-lock';
import { appliedMigrations } from '../../db/schema-version';
import type { FileStorage } from '../files/file-storage';
import {
  type ArchiveEnd,
  type ArchiveManifest,
  addJsonEntry,
  addStreamEntry,
  archiveFormat,
  endEntry,
  filePrefix,
  manifestEntry,
  quoteIdentifier,
  type TableEntry,
  tableEntry,
} from './archive-format';

export interface BackupReport {
  archive: string;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

/**
 * Writes one archive of the database and the stored files while the portal runs. Every table is read
 * in one REPEATABLE READ READ ONLY transaction (one snapshot: foreign keys hold across tables), and the
 * files are those the snapshot's rows name. Stored bytes are written before their row commits, so each
 * row's file exists; the shared file-deletion lock, taken before the snapshot, keeps the sweeps from
 * deleting any of them until the archive has them. Tables go through a spool file (a tar entry needs
 * its size first), files straight from the store: nothing is held whole in memory.
 */
export async function writeBackup(options: {
  databaseUrl: string;
  storage: FileStorage;
  archivePath: string;
  clock?: () => Date;
}): Promise<BackupReport> {
  const archivePath = path.resolve(options.archivePath);
  await mkdir(path.dirname(archivePath), { recursive: true });
  const partial = `${archivePath}.partial`;
  const spool = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'portal-backup' });
  await client.connect();
  const pack = tarPack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => {});
  try {
    await client.query('select pg_advisory_lock_shared($1)', [fileDeletionLockKey]);
    await client.query('begin isolation level repeatable read read only');
    const migrations = await appliedMigrations(client);
    const tables = await tablesInLoadingOrder(client);
    const manifest: ArchiveManifest = {
      format: archiveFormat,
      createdAt: (options.clock?.() ?? new Date()).toISOString(),
      migrations,
      tables,
      sequences: await sequenceValues(client),
    };
    await addJsonEntry(pack, manifestEntry, manifest);

    const end: ArchiveEnd = { rows: {}, files: 0 };
    for (const [index, table] of tables.entries()) {
      const file = path.join(spool, 'table.copy');
      const columns = table.columns.map(quoteIdentifier).join(', ');
      const copy = client.query(copyTo(`copy ${quoteIdentifier(table.name)} (${columns}) to stdout`));
      await pipeline(copy, createWriteStream(file));
      end.rows[table.name] = copy.rowCount ?? 0;
      await addStreamEntry(
        pack,
        tableEntry(index, table.name),
        (await stat(file)).size,
        createReadStream(file),
      );
    }

    const keysFile = path.join(spool, 'keys.txt');
    const keyTables = tables.filter((table) => table.columns.includes('storage_key'));
    if (keyTables.length > 0) {
      const query = keyTables.map((table) => `select storage_key from ${quoteIdentifier(table.name)}`);
      await pipeline(
        client.query(copyTo(`copy (${query.join(' union all ')} order by 1) to stdout`)),
        createWriteStream(keysFile),
      );
      for await (const key of createInterface({ input: createReadStream(keysFile), crlfDelay: Infinity })) {
        if (!key) continue;
        const stored = await options.storage.stat(key);
        if (!stored) {
          throw new Error(`The stored file ${key} named by a database row is missing: the store is damaged.`);
        }
        await addStreamEntry(pack, `${filePrefix}${key}`, stored.size, await options.storage.read(key));
        end.files += 1;
      }
    }
    await addJsonEntry(pack, endEntry, end);
    await client.query('commit');
    pack.finalize();
    await written;
    await rename(partial, archivePath);
    return {
      archive: archivePath,
      tables: tables.length,
      rows: Object.values(end.rows).reduce((sum, rows) => sum + rows, 0),
      files: end.files,
      bytes: (await stat(archivePath)).size,
    };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
    await rm(spool, { recursive: true, force: true });
  }
}

/** The schema's tables with their stored columns, each after the tables it references. */
async function tablesInLoadingOrder(client: pg.Client): Promise<TableEntry[]> {
  const { rows: tables } = await client.query<TableEntry>(
    `select c.relname as name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const ordered: TableEntry[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      references.every((reference) => reference.child !== table.name || placed.has(reference.parent)),
    );
    if (ready.length === 0) {
      throw new Error(`Tables reference each other in a cycle: ${remaining.map((t) => t.name).join(', ')}`);
    }
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
    remaining = remaining.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

async function sequenceValues(client: pg.Client): Promise<ArchiveManifest['sequences']> {
  const { rows } = await client.query<{ name: string }>(
    "select sequencename as name from pg_sequences where schemaname = 'public' order by 1",
  );
  const values: ArchiveManifest['sequences'] = [];
  for (const { name } of rows) {
    const { rows: current } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${quoteIdentifier(name)}`,
    );
    const [value] = current;
    if (value) values.push({ name, lastValue: value.last_value, isCalled: value.is_called });
  }
  return values;
}
