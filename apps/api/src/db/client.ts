import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as catalogueSchema from './catalogue-schema';
import * as consultationSchema from './consultation-schema';
import * as exportSchema from './export-schema';
import * as imageSchema from './image-schema';
import * as inquirySchema from './inquiry-schema';
import * as meetingSchema from './meeting-schema';
import * as memberImportSchema from './member-import-schema';
import * as newsSchema from './news-schema';
import * as notificationSchema from './notification-schema';
import { PreparingClient } from './preparing-client';
import * as productSchema from './product-schema';
import * as publishingSchema from './publishing-schema';
import * as coreSchema from './schema';
import * as vendorSchema from './vendor-schema';

const schema = {
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
};

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
}

/** One pool per process; every query goes through it (repositories receive `db` or a transaction). */
export function connectDatabase(url: string, options: { poolMax?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return { pool, db: drizzle(pool, { schema, casing: 'snake_case' }) };
}
