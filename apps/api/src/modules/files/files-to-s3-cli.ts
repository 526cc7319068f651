// `npm run files:to-s3`: copies the uploaded files from local disk (FILE_STORAGE_DIR, or
// <DATA_DIR>/files) into the S3 bucket of the S3_* settings. Run it with FILE_STORAGE=s3 before the
// first start on S3; running it again copies only what is missing or changed.
import { loadEnv } from '../../config/env';
import { copyFilesToStorage } from './copy-files';
import { createLocalFileStorage, fileStorageDirectory } from './file-storage';
import { createS3Client, createS3FileStorage } from './s3-file-storage';
import { s3SettingsOf } from './storage-from-config';

try {
  const config = loadEnv();
  if (config.FILE_STORAGE !== 's3') {
    throw new Error('Set FILE_STORAGE=s3 and the S3_* settings of the bucket to copy the files into.');
  }
  const sourceDirectory = fileStorageDirectory(config);
  const settings = s3SettingsOf(config);
  const target = createS3FileStorage(createS3Client(settings), settings.bucket);
  console.info(`Copying files from ${sourceDirectory} to bucket ${settings.bucket}…`);
  const report = await copyFilesToStorage({
    source: createLocalFileStorage(sourceDirectory),
    target,
  });
  target.close();
  console.info(`Done: ${report.copied} copied, ${report.skipped} already there.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
