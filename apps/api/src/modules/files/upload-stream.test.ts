import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { measuringStream, readHead } from './upload-stream';

const chunked = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)));

describe('readHead', () => {
  it('reads across small chunks up to the size, and still hands on every byte', async () => {
    const { head, bytes } = await readHead(chunked('ab', 'cd', 'ef', 'gh'), 5);
    expect(head.toString()).toBe('abcde');
    expect((await buffer(bytes)).toString()).toBe('abcdefgh');
  });

  it('copies no more than the head out of a long first chunk', async () => {
    const { head, bytes } = await readHead(chunked('x'.repeat(10_000), 'y'), 4);
    expect(head.length).toBe(4);
    expect((await buffer(bytes)).length).toBe(10_001);
  });

  it('gives what there is of a stream shorter than the head', async () => {
    const { head, bytes } = await readHead(chunked('%P'), 4100);
    expect(head.toString()).toBe('%P');
    expect((await buffer(bytes)).toString()).toBe('%P');
    expect((await readHead(chunked(), 10)).head.length).toBe(0);
  });

  it('passes a failure of the source on to the stream of bytes', async () => {
    const source = Readable.from(
      (async function* () {
        yield Buffer.from('head');
        throw new Error('cut off');
      })(),
    );
    const { bytes } = await readHead(source, 2);
    await expect(buffer(bytes)).rejects.toThrow('cut off');
  });
});

describe('measuringStream', () => {
  it('counts and hashes what passes, up to and including the limit', async () => {
    const measuring = measuringStream(6, () => new Error('too large'));
    const out = await Promise.all([
      pipeline(chunked('abc', 'def'), measuring.stream),
      buffer(measuring.stream),
    ]);
    expect(out[1].toString()).toBe('abcdef');
    expect(measuring.measured()).toEqual({
      size: 6,
      sha256: createHash('sha256').update('abcdef').digest('hex'),
    });
  });

  it('fails as soon as the bytes pass the limit', async () => {
    const measuring = measuringStream(5, () => new Error('too large'));
    measuring.stream.resume();
    await expect(pipeline(chunked('abc', 'def', 'ghi'), measuring.stream)).rejects.toThrow('too large');
  });
});
