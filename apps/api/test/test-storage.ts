import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../src/modules/files/file-storage';
import { fileStorageFromConfig } from '../src/modules/files/storage-from-config';
import { startLocalS3 } from './local-s3';
import { testEnv } from './test-app';

/** The file stores the document tests run against, each in full. */
export const storageKinds = ['disk', 's3'] as const;
export type StorageKind = (typeof storageKinds)[number];

export interface TestStorage {
  kind: StorageKind;
  /** The app settings that select this store. */
  env: Record<string, string>;
  /** The same store, opened as the app opens it, to look at what the app wrote. */
  storage: FileStorage;
  /** Everything the store holds, temporary names included (sorted). */
  everything(): Promise<string[]>;
  bytesOf(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** A fresh, empty store of that kind: a temporary directory, or a bucket on a local S3 server. */
export async function startTestStorage(kind: StorageKind): Promise<TestStorage> {
  if (kind === 'disk') {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
    const env = { FILE_STORAGE_DIR: directory };
    const storage = fileStorageFromConfig(testEnv(env));
    return {
      kind,
      env,
      storage,
      async everything() {
        const entries = await readdir(directory, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
          .sort();
      },
      bytesOf: async (key) => buffer(await storage.read(key)),
      close: () => rm(directory, { recursive: true, force: true }),
    };
  }
  const s3 = await startLocalS3();
  const storage = fileStorageFromConfig(testEnv(s3.env));
  return {
    kind,
    env: s3.env,
    storage,
    // An S3 write is whole or absent: the listing is every object there is.
    async everything() {
      const keys: string[] = [];
      for await (const key of storage.keys()) keys.push(key);
      return keys.sort();
    },
    bytesOf: async (key) => buffer(await storage.read(key)),
    async close() {
      storage.close?.();
      await s3.close();
    },
  };
}
