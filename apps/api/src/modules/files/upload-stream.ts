import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';

/**
 * The first `size` bytes of a stream (fewer when it is shorter), and a stream of all its bytes from
 * the start: the head is read once and handed on, not read again. The source is read no further
 * than the head until `bytes` is read.
 */
export async function readHead(source: Readable, size: number): Promise<{ head: Buffer; bytes: Readable }> {
  const chunks: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const read: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) break;
    read.push(next.value);
    length += next.value.length;
  }
  async function* all() {
    yield* read;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  // Only the head is copied: a first chunk may be far longer.
  return {
    head: Buffer.concat(read, Math.min(length, size)),
    bytes: Readable.from(all(), { objectMode: false }),
  };
}

/**
 * Passes bytes through while counting and hashing them, failing with `tooLarge()` as soon as they
 * pass `maxBytes`; `measured()` gives the size and sha256 once the stream has ended.
 */
export function measuringStream(maxBytes: number, tooLarge: () => Error) {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, measured: () => ({ size, sha256: hash.digest('hex') }) };
}
