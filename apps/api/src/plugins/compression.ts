import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Smaller answers go out as they are: compressing them saves less than it costs.
export const compressionThresholdBytes = 1024;

/**
 * Compresses answers of compressible types (JSON, HTML, CSV, …) over the threshold with brotli or gzip,
 * as the client accepts. Images, PDFs and spreadsheets are compressed already (mime-db says so) and go
 * out as they are; streamed downloads opt out with `compress: false` (compressing would drop their
 * length); the web app's files come pre-compressed from the build (`@fastify/static` `preCompressed`),
 * which this leaves alone since they carry their Content-Encoding.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: compressionThresholdBytes,
    encodings: ['br', 'gzip'],
    // Quality 4: about gzip's size at a fraction of brotli's best-quality time, once per answer. A 256 KB
    // window (lgwin 18) instead of the default 4 MB: API answers are small, and setting up the large
    // window cost more than compressing a 20-row page (0.31 → 0.18 ms a page, the same bytes).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } },
    zlibOptions: { level: 6 },
    // Request bodies are never accepted compressed: the body limit counts what arrives.
    globalDecompression: false,
  });
}
