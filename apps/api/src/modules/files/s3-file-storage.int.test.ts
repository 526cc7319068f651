import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../test/local-s3';
import { testEnv } from '../../../test/test-app';
import { newStorageKey } from './file-storage';
import type { createS3FileStorage } from './s3-file-storage';
import { fileStorageFromConfig } from './storage-from-config';

let s3: LocalS3;
let storage: ReturnType<typeof createS3FileStorage>;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = fileStorageFromConfig(testEnv(s3.env)) as typeof storage;
});
afterAll(async () => {
  storage.close();
  await s3.close();
});

/** A stream of `count` chunks of 1 MB, produced one by one (never one buffer). */
function megabytes(count: number, fill = 7): Readable {
  return Readable.from(
    (function* () {
      for (let index = 0; index < count; index += 1) yield Buffer.alloc(1024 * 1024, fill + index);
    })(),
  );
}

describe('S3 file storage (local S3 server)', () => {
  it('stores, reads back, tells size and sha256, and removes (twice is fine)', async () => {
    const key = newStorageKey();
    const bytes = Buffer.from('hello, bucket');
    await storage.put(key, bytes);
    expect(await text(await storage.read(key))).toBe('hello, bucket');
    expect(await storage.stat(key)).toEqual({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
    // A missing key fails like a missing file on disk, before any answer has started.
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('streams a large upload up in parts and streams it back down in chunks', async () => {
    const key = newStorageKey();
    // 12 MB: three multipart parts of at most 5 MB.
    await storage.putStream(key, megabytes(12), { sha256: 'recorded' });
    expect(await storage.stat(key)).toEqual({ size: 12 * 1024 * 1024, sha256: 'recorded' });
    const download = await storage.read(key);
    let chunks = 0;
    let largest = 0;
    let size = 0;
    for await (const chunk of download as AsyncIterable<Buffer>) {
      chunks += 1;
      largest = Math.max(largest, chunk.length);
      size += chunk.length;
    }
    expect(size).toBe(12 * 1024 * 1024);
    // The answer arrives as the network delivers it, never as one 12 MB buffer.
    expect(chunks).toBeGreaterThan(10);
    expect(largest).toBeLessThan(2 * 1024 * 1024);
  });

  it('lists the keys it holds', async () => {
    const keys = [newStorageKey(), newStorageKey()];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    const listed: string[] = [];
    for await (const key of storage.keys()) listed.push(key);
    expect(listed).toEqual(expect.arrayContaining(keys));
    expect(await buffer(await storage.read(keys[0] ?? ''))).toEqual(Buffer.from(keys[0] ?? ''));
  });

  it('refuses keys of any other shape before calling the service', async () => {
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow('invalid storage key');
    await expect(storage.read('ab/cd/not-a-uuid')).rejects.toThrow('invalid storage key');
    await expect(storage.putStream('/etc/passwd', megabytes(1))).rejects.toThrow('invalid storage key');
  });
});
