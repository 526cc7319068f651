import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  bucket: string;
  /** The settings that point the app at it (FILE_STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on 127.0.0.1 (s3rver, files in a temporary directory) with one bucket:
 * a real S3 is beyond this machine, and the app talks to this one through the same AWS SDK calls.
 */
export async function startLocalS3(bucket = 'portal-files'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
