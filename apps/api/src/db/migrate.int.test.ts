import { randomUUID } from 'node:crypto';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../test/global-setup';
import * as catalogueSchema from './catalogue-schema';
import { connectDatabase } from './client';
import * as consultationSchema from './consultation-schema';
import * as exportSchema from './export-schema';
import * as imageSchema from './image-schema';
import * as inquirySchema from './inquiry-schema';
import * as meetingSchema from './meeting-schema';
import * as memberImportSchema from './member-import-schema';
import { runMigrations } from './migrate';
import * as newsSchema from './news-schema';
import * as notificationSchema from './notification-schema';
import * as productSchema from './product-schema';
import * as publishingSchema from './publishing-schema';
import * as coreSchema from './schema';
import * as vendorSchema from './vendor-schema';

const name = `empty_${randomUUID().replaceAll('-', '')}`;
const admin = new pg.Client(inject('postgresUrl'));

afterAll(async () => {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('migrations', () => {
  it('build the whole schema on an empty database, and a second run changes nothing', async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const { pool } = connectDatabase(databaseUrl(inject('postgresUrl'), name), { poolMax: 2 });
    try {
      await runMigrations(pool);
      const tables = await pool.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' order by 1",
      );
      // Every table the Drizzle schema declares exists, so the committed migrations match the schema.
      const declared = Object.values({
        ...coreSchema,
        ...vendorSchema,
        ...imageSchema,
        ...memberImportSchema,
        ...catalogueSchema,
        ...publishingSchema,
        ...productSchema,
        ...newsSchema,
        ...notificationSchema,
        ...inquirySchema,
        ...meetingSchema,
        ...consultationSchema,
        ...exportSchema,
      })
        .filter((value) => is(value, PgTable))
        .map((table) => getTableConfig(table as PgTable).name)
        .sort();
      expect(declared.length).toBeGreaterThan(3);
      expect(tables.rows.map((row) => row.table_name)).toEqual(declared);
      const applied = await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');

      await runMigrations(pool);
      const again = await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(again.rows[0].n).toBe(applied.rows[0].n);
      expect(applied.rows[0].n).toBeGreaterThan(0);
    } finally {
      await pool.end();
    }
  });

  it('run one at a time when several processes start together', async () => {
    const { pool } = connectDatabase(databaseUrl(inject('postgresUrl'), name), { poolMax: 4 });
    try {
      await Promise.all([runMigrations(pool), runMigrations(pool), runMigrations(pool)]);
      const rows = await pool.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by 1',
      );
      for (const row of rows.rows) expect(row.n).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
