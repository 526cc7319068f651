import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage, fileStorageDirectory, newStorageKey } from './file-storage';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local file storage', () => {
  it('stores under a two-level key, reads back, and removes (twice is fine)', async () => {
    const storage = createLocalFileStorage(root);
    const key = newStorageKey();
    expect(key).toMatch(/^([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f-]{32}$/);
    await storage.put(key, Buffer.from('hello'));
    expect(await readFile(path.join(root, key), 'utf8')).toBe('hello');
    expect(await text(await storage.read(key))).toBe('hello');
    // Only the file itself is left: the temporary name was renamed.
    expect(await readdir(path.dirname(path.join(root, key)))).toEqual([path.basename(key)]);
    await storage.remove(key);
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses any key it did not make, so no path leaves the root', async () => {
    const storage = createLocalFileStorage(root);
    const id = newStorageKey().slice(6);
    const otherDirectories = id.startsWith('0000') ? 'ff/ff' : '00/00';
    const keys = [
      '../outside',
      '/etc/passwd',
      `${otherDirectories}/${id}`,
      id,
      `../../${newStorageKey()}`,
      '',
    ];
    for (const key of keys) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
      await expect(storage.read(key)).rejects.toThrow('invalid storage key');
      await expect(storage.remove(key)).rejects.toThrow('invalid storage key');
    }
  });

  it('streams a write to a temporary name, tells the size, and lists only whole files', async () => {
    const directory = await mkdtemp(path.join(root, 'stream-'));
    const storage = createLocalFileStorage(directory);
    const key = newStorageKey();
    await storage.putStream(key, Readable.from([Buffer.from('part one, '), Buffer.from('part two')]));
    expect(await readFile(path.join(directory, key), 'utf8')).toBe('part one, part two');
    expect(await storage.stat(key)).toEqual({ size: 18, sha256: null });
    expect(await storage.stat(newStorageKey())).toBeNull();

    // A stream that fails half-way leaves nothing, not even its temporary name.
    const broken = newStorageKey();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half');
        throw new Error('connection lost');
      })(),
    );
    await expect(storage.putStream(broken, failing)).rejects.toThrow('connection lost');
    expect(await storage.stat(broken)).toBeNull();
    const listed: string[] = [];
    for await (const listedKey of storage.keys()) listed.push(listedKey);
    expect(listed).toEqual([key]);
    expect(await readdir(path.dirname(path.join(directory, broken)))).toEqual([]);
  });

  it('lists nothing from a directory that does not exist yet', async () => {
    const storage = createLocalFileStorage(path.join(root, 'never-written'));
    const listed: string[] = [];
    for await (const key of storage.keys()) listed.push(key);
    expect(listed).toEqual([]);
  });

  it('lives in FILE_STORAGE_DIR, or DATA_DIR/files when that is empty', () => {
    expect(fileStorageDirectory({ FILE_STORAGE_DIR: '/srv/files', DATA_DIR: './data' })).toBe('/srv/files');
    expect(fileStorageDirectory({ FILE_STORAGE_DIR: '', DATA_DIR: '/var/portal' })).toBe('/var/portal/files');
  });
});
