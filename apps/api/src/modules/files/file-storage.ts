import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live. Keys are made by the server (`newStorageKey`), never from a file name;
 * the database row says what the bytes are. Local disk (default) or an S3-compatible bucket
 * (`s3-file-storage.ts`), chosen by FILE_STORAGE (`storage-from-config.ts`).
 */
export interface FileStorage {
  /** Stores the bytes whole under the key: a reader never sees half a file. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Opens the bytes for reading; rejects when the key holds nothing. */
  read(key: string): Promise<Readable>;
  /** Removes the bytes; a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Stores a stream under the key without holding it in memory (large files, copies between stores);
   * whole or nothing, like `put`; when the stream fails, rejects with its error and keeps nothing.
   * `sha256`, when known, is kept beside the bytes where the store can.
   */
  putStream(key: string, bytes: Readable, options?: { sha256?: string }): Promise<void>;
  /** What the key holds: its size, and the sha256 recorded with it (if any); null when nothing. */
  stat(key: string): Promise<StoredObject | null>;
  /** Every key held, in no particular order (temporary names left by a failed write excluded). */
  keys(): AsyncIterable<string>;
  /** Lets go of connections (an S3 client's sockets); the app calls it when it closes. */
  close?(): void;
}

export interface StoredObject {
  size: number;
  sha256: string | null;
}

/** Whether a key has the server's own shape (`newStorageKey`). */
export function isStorageKey(key: string): boolean {
  const [, first, second, id] = keyPattern.exec(key) ?? [];
  return id?.startsWith(`${first}${second}`) === true;
}

/** Rejects keys of any other shape: no `..`, separators or absolute paths reach a store. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error('invalid storage key');
}

/** The error `read` rejects with when a key holds nothing, whatever the store (`code: 'ENOENT'`). */
export function missingStoredFile(key: string, cause?: unknown): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`nothing stored under ${key}`, { cause });
  error.code = 'ENOENT';
  return error;
}

// `ab/cd/<uuid>`: two directory levels from the random uuid spread the files (no huge directory).
const keyPattern =
  /^([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A fresh storage key: random (v4), so its directories spread evenly and it reveals nothing. */
export function newStorageKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
}

/** The storage directory: FILE_STORAGE_DIR, or `<DATA_DIR>/files` when that is empty. */
export function fileStorageDirectory(config: { FILE_STORAGE_DIR: string; DATA_DIR: string }): string {
  return path.resolve(config.FILE_STORAGE_DIR || path.join(config.DATA_DIR, 'files'));
}

/** Files on local disk under `root`; only keys of the server's own shape are accepted. */
export function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function pathOf(key: string): string {
    // The key's shape alone rules out `..`, separators and absolute paths; the check below is belt and braces.
    assertStorageKey(key);
    const full = path.resolve(base, key);
    if (!full.startsWith(`${base}${path.sep}`)) throw new Error('invalid storage key');
    return full;
  }

  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async read(key) {
      // Opening first makes a missing file fail here, before any answer has started.
      const handle = await open(pathOf(key), 'r');
      return handle.createReadStream();
    },

    async remove(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },

    async putStream(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(bytes, createWriteStream(temporary, { flags: 'wx', mode: 0o640 }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return { size: info.size, sha256: null };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async *keys() {
      let entries: Dirent[];
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (isStorageKey(key)) yield key;
      }
    },
  };
}
