// `npm run restore <archive>`: brings a stopped portal back to an archive of `npm run backup`: the
// embedded database of DATA_DIR (or the empty database DATABASE_URL names) and the file store.
import { existsSync } from 'node:fs';
import { loadEnv } from '../../config/env';
import { fileStorageFromConfig } from '../files/storage-from-config';
import { restoreIntoEmbedded } from './portal-database';
import { type RestoreReport, restoreBackup } from './restore-backup';

try {
  const archivePath = process.argv[2];
  if (!archivePath || !existsSync(archivePath)) {
    throw new Error(
      `Name an existing archive: npm run restore -- <archive.tar.gz>${archivePath ? ` (${archivePath} not found)` : ''}`,
    );
  }
  const config = loadEnv();
  const storage = fileStorageFromConfig(config);
  let report: RestoreReport | undefined;
  const load = async (databaseUrl: string) => {
    report = await restoreBackup({ databaseUrl, storage, archivePath });
  };
  try {
    if (config.DATABASE_URL) await load(config.DATABASE_URL);
    else await restoreIntoEmbedded(config.DATA_DIR, config.EMBEDDED_PG_PORT, load);
  } finally {
    storage.close?.();
  }
  if (report) {
    console.info(
      `Restored the backup of ${report.createdAt}: ${report.rows} rows, ${report.files} files ` +
        `(${report.removedFiles} files newer than the backup removed). Start the portal.`,
    );
  }
} catch (error) {
  console.error(`Restore refused or failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
