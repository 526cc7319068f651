import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are made by the server (`newStorageKey`), never from a file name;
 * the database row says what the bytes are. Local disk today; an S3 bucket can implement the same.
 */
export interface FileStorage {
  /** Stores the bytes whole under the key: a reader never sees half a file. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Opens the bytes for reading; rejects when the key holds nothing. */
  read(key: string): Promise<Readable>;
  /** Removes the bytes; a missing key is not an error. */
  remove(key: string): Promise<void>;
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
    const [, first, second, id] = keyPattern.exec(key) ?? [];
    // The key's shape alone rules out `..`, separators and absolute paths; the check below is belt and braces.
    if (!id?.startsWith(`${first}${second}`)) throw new Error('invalid storage key');
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
  };
}
