import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

const chunkBytes = 64 * 1024;

/**
 * A multipart body of one `file` part, sent in 64 KB views of `file` (no copies, so the test itself
 * allocates nothing while it runs). After `holdAfter` bytes of the file it waits for `atHold`; a
 * rejection there breaks the body, as a client going away does. `peakArrayBuffers()` is the largest
 * growth of `process.memoryUsage().arrayBuffers` seen as each chunk went out (garbage collected
 * meanwhile only lowers it, so it can hide nothing large).
 */
export function streamedUpload(file: Buffer, options: { holdAfter: number; atHold: () => Promise<void> }) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const base = process.memoryUsage().arrayBuffers;
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers - base);
  };
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    let held = false;
    for (let offset = 0; offset < file.length; offset += chunkBytes) {
      if (!held && offset >= options.holdAfter) {
        held = true;
        await options.atHold();
      }
      sample();
      yield file.subarray(offset, offset + chunkBytes);
    }
    sample();
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(body(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${boundary}`,
    peakArrayBuffers: () => peak,
  };
}

export interface S3Request {
  method: string;
  url: string;
  status: number;
}

/**
 * A pass-through in front of an S3 server that notes each request once answered, to see what the
 * app asked of the store and when. Headers go through untouched, so request signatures still hold.
 */
export async function recordS3Traffic(target: string) {
  const upstream = new URL(target);
  const requests: S3Request[] = [];
  const server = createServer((incoming, answer) => {
    const { method = 'GET', url = '/' } = incoming;
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method, path: url, headers: incoming.headers },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
        response.on('end', () => requests.push({ method, url, status: response.statusCode ?? 0 }));
      },
    );
    forwarded.on('error', () => answer.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
