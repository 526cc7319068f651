import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStorage, type TestStorage } from '../../../test/test-storage';
import { copyFilesToStorage } from './copy-files';
import { newStorageKey } from './file-storage';

const run = promisify(execFile);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const cli = new URL('./files-to-s3-cli.ts', import.meta.url).pathname;

let disk: TestStorage;
let bucket: TestStorage;

beforeAll(async () => {
  [disk, bucket] = await Promise.all([startTestStorage('disk'), startTestStorage('s3')]);
});
afterAll(async () => {
  await Promise.all([disk.close(), bucket.close()]);
});

/** `npm run files:to-s3` as an operator runs it: the disk settings beside FILE_STORAGE=s3. */
async function copyCommand(): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', cli], {
    env: { PATH: process.env.PATH, ...disk.env, ...bucket.env },
  });
  return stdout;
}

describe('npm run files:to-s3', () => {
  it('copies every file from disk to the bucket, then skips them when run again', async () => {
    const files = new Map([
      [newStorageKey(), Buffer.from('first document')],
      [newStorageKey(), Buffer.alloc(6 * 1024 * 1024, 3)],
      [newStorageKey(), Buffer.from('third')],
    ]);
    for (const [key, bytes] of files) await disk.storage.put(key, bytes);

    expect(await copyCommand()).toContain('Done: 3 copied, 0 already there.');
    expect(await bucket.everything()).toEqual([...files.keys()].sort());
    // Compared by hash: a deep comparison of 6 MB byte by byte takes the test runner minutes.
    for (const [key, bytes] of files) {
      expect(sha256(await buffer(await bucket.storage.read(key)))).toBe(sha256(bytes));
    }

    expect(await copyCommand()).toContain('Done: 0 copied, 3 already there.');
    // The disk copy is left as it was.
    expect(await disk.everything()).toEqual([...files.keys()].sort());
  });

  it('copies again a file whose bytes differ in the bucket, even at the same size', async () => {
    const key = newStorageKey();
    await disk.storage.put(key, Buffer.from('version A'));
    await bucket.storage.put(key, Buffer.from('version B'));
    const outcomes: string[] = [];
    const report = await copyFilesToStorage({
      source: disk.storage,
      target: bucket.storage,
      onFile: (copied, outcome) => {
        if (copied === key) outcomes.push(outcome);
      },
    });
    expect(outcomes).toEqual(['copied']);
    expect(report.copied).toBe(1);
    expect(await buffer(await bucket.storage.read(key))).toEqual(Buffer.from('version A'));
  });

  it('refuses to run without FILE_STORAGE=s3', async () => {
    const failed = run(process.execPath, ['--import', 'tsx', cli], {
      env: { PATH: process.env.PATH, ...disk.env },
    });
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('FILE_STORAGE=s3'),
    });
  });
});
