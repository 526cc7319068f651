import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text the server sends as it is on disk; images and fonts are compressed already.
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
// Below this a compressed copy saves less than the headers it costs.
const minimumBytes = 1024;

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) next to every text file of the build, so
 * the server sends compressed bytes without compressing on each request (`@fastify/static` `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const written: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if ((await stat(file)).size < minimumBytes) continue;
        written.push(
          readFile(file).then(async (bytes) => {
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      }
      await Promise.all(written);
    },
  };
}
