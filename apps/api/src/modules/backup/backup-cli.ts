// `npm run backup [archive]`: one archive of the database and the stored files, taken while the portal
// runs (or not). Default name: <DATA_DIR>/backups/portal-<UTC time>.tar.gz.
import path from 'node:path';
import { loadEnv } from '../../config/env';
import { fileStorageFromConfig } from '../files/storage-from-config';
import { openPortalDatabase } from './portal-database';
import { writeBackup } from './write-backup';

try {
  const config = loadEnv();
  const stamp = new Date().toISOString().replaceAll(/[:.]/g, '-');
  const archivePath = process.argv[2] ?? path.join(config.DATA_DIR, 'backups', `portal-${stamp}.tar.gz`);
  const database = await openPortalDatabase(config);
  const storage = fileStorageFromConfig(config);
  try {
    const report = await writeBackup({ databaseUrl: database.url, storage, archivePath });
    console.info(
      `Backup written: ${report.archive} (${report.tables} tables, ${report.rows} rows, ` +
        `${report.files} files, ${report.bytes} bytes).`,
    );
  } finally {
    storage.close?.();
    await database.close();
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
