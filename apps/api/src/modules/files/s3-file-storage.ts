import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage, isStorageKey, missingStoredFile } from './file-storage';

export interface S3Settings {
  /** The service's address (`https://s3.example`); empty for AWS itself (chosen by region). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, most self-hosted). */
  forcePathStyle: boolean;
}

// Multipart parts of a streamed upload: S3's smallest allowed part; two in flight at most (10 MB of memory).
const partSize = 5 * 1024 * 1024;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the API requires them: several S3-compatible services reject the newer
    // default (CRC32 trailers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket under the same keys as on disk. Reads stream straight from the
 * service's answer; streamed writes go up in 5 MB parts (a multipart upload, completed whole or
 * aborted), so neither direction holds a whole file in memory.
 */
export function createS3FileStorage(client: S3Client, bucket: string): FileStorage & { close(): void } {
  const metadataOf = (sha256: string | undefined) => (sha256 ? { Metadata: { sha256 } } : {});

  return {
    close: () => client.destroy(),

    async put(key, bytes) {
      assertStorageKey(key);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ...metadataOf(sha256),
        }),
      );
    },

    async read(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw missingStoredFile(key, error);
        throw error;
      }
    },

    async remove(key) {
      assertStorageKey(key);
      // Deleting a missing key succeeds in S3 already.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async putStream(key, bytes, options = {}) {
      assertStorageKey(key);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: bytes, ...metadataOf(options.sha256) },
        partSize,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // When the body failed, the upload is aborted; should the abort fail as well (s3rver has none;
        // on S3 a lifecycle rule ends such uploads), the body's error is still the reason to report.
        throw bytes.errored ?? error;
      }
    },

    async stat(key) {
      assertStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, sha256: head.Metadata?.sha256 ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async *keys() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) }),
        );
        for (const item of page.Contents ?? []) if (item.Key && isStorageKey(item.Key)) yield item.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
