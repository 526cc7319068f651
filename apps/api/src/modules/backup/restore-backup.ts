import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { extract as tarExtract } from 'tar-stream';
import {
  applyMigrations,
  assertRestorable,
  SchemaMismatchError,
  shippedMigrations,
} from '../../db/schema-version';
import type { FileStorage } from '../files/file-storage';
import {
  type ArchiveEnd,
  type ArchiveManifest,
  archiveFormat,
  endEntry,
  filePrefix,
  manifestEntry,
  quoteIdentifier,
  tableEntry,
} from './archive-format';

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreReport {
  createdAt: string;
  rows: number;
  files: number;
  /** Files the store held that the archive does not (written after the backup), removed. */
  removedFiles: number;
}

/**
 * Brings an empty database and the file store back to an archive of `writeBackup`: the schema as of
 * the archive's migrations, every table loaded by COPY (parents first) in one transaction with its
 * foreign keys checked, sequences set, then this portal's newer migrations: all one transaction, so a
 * refused or cut archive leaves the database empty. The files are written back as they come. The
 * archive is read as a stream, once, front to back.
 */
export async function restoreBackup(options: {
  databaseUrl: string;
  storage: FileStorage;
  archivePath: string;
}): Promise<RestoreReport> {
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'portal-restore' });
  await client.connect();
  try {
    await assertEmpty(client);
    const extract = tarExtract();
    const reading = pipeline(createReadStream(options.archivePath), createGunzip(), extract);
    reading.catch(() => {});
    let manifest: ArchiveManifest | undefined;
    let end: ArchiveEnd | undefined;
    const rows: Record<string, number> = {};
    const keys = new Set<string>();
    let tableIndex = 0;
    try {
      for await (const entry of extract) {
        const name = entry.header.name;
        if (!manifest) {
          if (name !== manifestEntry)
            throw new RestoreRefusedError('This file is not a portal backup archive.');
          manifest = parseManifest(await buffer(entry));
          assertRestorable(manifest.migrations, shippedMigrations());
          await client.query('begin');
          await applyMigrations(client, 0, manifest.migrations.length);
          await clearSeedRows(client, manifest);
        } else if (name.startsWith('tables/')) {
          const table = manifest.tables[tableIndex];
          if (!table || name !== tableEntry(tableIndex, table.name)) {
            throw new RestoreRefusedError(`The archive is damaged: unexpected entry ${name}.`);
          }
          tableIndex += 1;
          const columns = table.columns.map(quoteIdentifier).join(', ');
          const copy = client.query(copyFrom(`copy ${quoteIdentifier(table.name)} (${columns}) from stdin`));
          await pipeline(entry as unknown as Readable, copy);
          rows[table.name] = copy.rowCount ?? 0;
        } else if (name.startsWith(filePrefix)) {
          const key = name.slice(filePrefix.length);
          // A plain Node stream: tar-stream's own (streamx) is not one the S3 uploader accepts.
          await options.storage.putStream(key, Readable.from(entry));
          keys.add(key);
        } else if (name === endEntry) {
          end = JSON.parse((await buffer(entry)).toString('utf8')) as ArchiveEnd;
        } else {
          entry.resume();
        }
      }
      await reading;
      if (!manifest || !end)
        throw new RestoreRefusedError('The archive is incomplete (cut short): nothing restored.');
      assertComplete(manifest, end, rows, keys.size);
      for (const sequence of manifest.sequences) {
        await client.query('select setval($1::regclass, $2::bigint, $3)', [
          quoteIdentifier(sequence.name),
          sequence.lastValue,
          sequence.isCalled,
        ]);
      }
      // The archive may come from an older portal: bring its schema up to this version's.
      await applyMigrations(client, manifest.migrations.length, Number.POSITIVE_INFINITY);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      if (error instanceof SchemaMismatchError) throw new RestoreRefusedError(error.message);
      if (isDamagedArchive(error)) {
        throw new RestoreRefusedError(
          `The archive is damaged or cut short (${(error as Error).message}): nothing was restored.`,
        );
      }
      throw error;
    }
    return {
      createdAt: manifest.createdAt,
      rows: Object.values(rows).reduce((sum, count) => sum + count, 0),
      files: keys.size,
      removedFiles: await removeFilesNotIn(options.storage, keys),
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Migrations seed some rows (the system roles): the archive holds them as they were, so they go first. */
async function clearSeedRows(client: pg.Client, manifest: ArchiveManifest): Promise<void> {
  for (const table of [...manifest.tables].reverse()) {
    const name = quoteIdentifier(table.name);
    const { rows } = await client.query<{ seeded: boolean }>(`select exists (select from ${name}) as seeded`);
    if (rows[0]?.seeded) await client.query(`delete from ${name}`);
  }
}

/** A gzip or tar reading error: the file is cut or corrupt, not a fault of the database. */
function isDamagedArchive(error: unknown): boolean {
  const { code, message } = error as NodeJS.ErrnoException;
  return code?.startsWith('Z_') === true || /unexpected end|invalid tar header/i.test(message ?? '');
}

async function assertEmpty(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ tables: number }>(
    `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
  );
  if ((rows[0]?.tables ?? 0) > 0) {
    throw new RestoreRefusedError(
      'The target database is not empty: a restore goes into a new, empty database (create one and ' +
        'point DATABASE_URL at it), never over a portal database in use.',
    );
  }
}

function parseManifest(bytes: Buffer): ArchiveManifest {
  let manifest: ArchiveManifest;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as ArchiveManifest;
  } catch {
    throw new RestoreRefusedError('The archive manifest is unreadable: the file is not a portal backup.');
  }
  if (manifest.format !== archiveFormat) {
    throw new RestoreRefusedError(
      `The archive format ${String(manifest.format)} is not ${archiveFormat}: it was made by another version.`,
    );
  }
  return manifest;
}

function assertComplete(
  manifest: ArchiveManifest,
  end: ArchiveEnd,
  rows: Record<string, number>,
  files: number,
): void {
  const short = manifest.tables.filter((table) => rows[table.name] !== end.rows[table.name]);
  if (short.length > 0 || files !== end.files) {
    throw new RestoreRefusedError(
      `The archive is damaged: ${short.map((table) => table.name).join(', ') || 'files'} do not match ` +
        'the counts it records. Nothing was restored.',
    );
  }
}

async function removeFilesNotIn(storage: FileStorage, keep: Set<string>): Promise<number> {
  let removed = 0;
  for await (const key of storage.keys()) {
    if (keep.has(key)) continue;
    await storage.remove(key);
    removed += 1;
  }
  return removed;
}
