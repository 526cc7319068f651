import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import type { Pack } from 'tar-stream';
import type { SchemaVersion } from '../../db/schema-version';

/**
 * A backup archive is a gzipped tar, written and read as a stream, in this order:
 * `manifest.json` (what follows), `tables/<n>-<table>.copy` (PostgreSQL COPY text, parents before
 * children), `files/<storage key>` (the stored bytes), and `end.json` last (counts to check, so a cut
 * archive is refused).
 */
export const archiveFormat = 'portal-backup/1';

export interface TableEntry {
  name: string;
  /** The columns exported, in order (generated columns are left out: the database computes them). */
  columns: string[];
}

export interface ArchiveManifest {
  format: typeof archiveFormat;
  createdAt: string;
  /** The schema the rows belong to: hashes of the migrations applied, oldest first. */
  migrations: SchemaVersion;
  /** In loading order: a table comes after every table it references. */
  tables: TableEntry[];
  /** Sequences of the schema with the value to set again (none today: the keys are UUIDs). */
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

export interface ArchiveEnd {
  rows: Record<string, number>;
  files: number;
}

export const manifestEntry = 'manifest.json';
export const endEntry = 'end.json';
export const tableEntry = (index: number, table: string) =>
  `tables/${String(index).padStart(3, '0')}-${table}.copy`;
export const filePrefix = 'files/';

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Adds one entry of known size to the archive from a stream, honouring back-pressure. */
export function addStreamEntry(pack: Pack, name: string, size: number, source: Readable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600 }, (error) =>
      error ? reject(error) : resolve(),
    ) as unknown as Writable;
    void (async () => {
      try {
        for await (const chunk of source) {
          if (!entry.write(chunk)) await once(entry, 'drain');
        }
        entry.end();
      } catch (error) {
        entry.destroy(error as Error);
        reject(error);
      }
    })();
  });
}

export function addJsonEntry(pack: Pack, name: string, value: unknown): Promise<void> {
  const bytes = Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}
