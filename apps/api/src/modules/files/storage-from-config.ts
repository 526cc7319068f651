import type { Env } from '../../config/env';
import { createLocalFileStorage, type FileStorage, fileStorageDirectory } from './file-storage';
import { createS3Client, createS3FileStorage, type S3Settings } from './s3-file-storage';

/** The S3 settings of the configuration (validated complete by `loadEnv` when FILE_STORAGE=s3). */
export function s3SettingsOf(config: Env): S3Settings {
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** The store FILE_STORAGE names: local disk (default) or an S3-compatible bucket. */
export function fileStorageFromConfig(config: Env): FileStorage {
  if (config.FILE_STORAGE === 's3') {
    const settings = s3SettingsOf(config);
    return createS3FileStorage(createS3Client(settings), settings.bucket);
  }
  return createLocalFileStorage(fileStorageDirectory(config));
}
