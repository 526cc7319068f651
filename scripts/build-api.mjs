// Compiles the API to JavaScript for `node` (production runs no TypeScript loader): one ES module bundle
// holding the API and the workspace code it imports (@portal/contracts is TypeScript source), with every
// package from node_modules left to `node` to load.
//
// The bundle sits two folders below apps/api (apps/api/dist/server/server.js), as the sources that find
// their way by their own location do (src/config/env.ts: the repository root; src/db/migrate.ts: the
// migrations in apps/api/drizzle): their relative paths hold in the bundle too.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'apps/api/dist/server');

/** Bare imports stay imports, except the workspace's own packages, which are bundled. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'apps/api/src/server.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [nodeModulesExternal],
  logLevel: 'warning',
});
console.info(`API compiled into ${path.relative(root, outdir)}/server.js`);
