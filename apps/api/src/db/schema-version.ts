import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder } from './migrate';

/** The schema version an archive records: the hashes of the migrations applied, oldest first. */
export type SchemaVersion = string[];

/** The migrations this version of the portal ships, as hashes (the same sha256 drizzle records). */
export function shippedMigrations(): SchemaVersion {
  return readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
}

/** The migrations applied to a database (read inside the backup's snapshot). */
export async function appliedMigrations(client: pg.Client): Promise<SchemaVersion> {
  const result = await client.query<{ hash: string }>(
    'select hash from drizzle.__drizzle_migrations order by id',
  );
  return result.rows.map((row) => row.hash);
}

export class SchemaMismatchError extends Error {
  override name = 'SchemaMismatchError';
}

/** Refuses an archive this portal cannot rebuild the schema of: newer, or of another history. */
export function assertRestorable(archive: SchemaVersion, shipped: SchemaVersion): void {
  if (archive.length > shipped.length) {
    throw new SchemaMismatchError(
      `The archive has a newer database schema (${archive.length} migrations) than this version of the ` +
        `portal knows (${shipped.length}). Restore it with the portal version that made it, or a newer one.`,
    );
  }
  const differs = archive.findIndex((hash, index) => hash !== shipped[index]);
  if (differs >= 0) {
    throw new SchemaMismatchError(
      `The archive's migration ${differs + 1} differs from this portal's: it was made by another build ` +
        'of the portal. Restore it with the version that made it.',
    );
  }
}

/**
 * Applies shipped migrations `from` (inclusive) to `to` (exclusive) on a client inside the caller's
 * transaction, recording each as drizzle's migrator does (same table, hash and time), so a restore
 * builds schema and data in one transaction: it commits whole or leaves the database as it was.
 */
export async function applyMigrations(client: pg.Client, from: number, to: number): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder }).slice(from, to);
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await client.query(statement);
    }
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}
