import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/config/env';

const run = promisify(execFile);
const biome = path.join(repositoryRoot, 'node_modules/.bin/biome');
// A folder of its own under src/modules, so the rule's overrides apply as to any feature's files.
const probeDir = path.join(repositoryRoot, `apps/api/src/modules/layering-probe-${process.pid}`);

const drizzleImports = [
  "import { eq } from 'drizzle-orm';",
  "import type { PgColumn } from 'drizzle-orm/pg-core';",
  "import { users } from '../../db/schema';",
  "import { vendors } from '../../db/vendor-schema';",
  '',
  'export const probe = [eq, users, vendors] as unknown as PgColumn[];',
  '',
].join('\n');

/** Lints one file with the repository's Biome configuration; the diagnostics of the layering rule. */
async function lint(fileName: string): Promise<{ failed: boolean; restricted: number }> {
  const file = path.join(probeDir, fileName);
  await writeFile(file, drizzleImports);
  try {
    await run(biome, ['lint', '--max-diagnostics=50', file], { cwd: repositoryRoot });
    return { failed: false, restricted: 0 };
  } catch (error) {
    const output = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
    return { failed: true, restricted: output.match(/lint\/style\/noRestrictedImports/g)?.length ?? 0 };
  }
}

describe('layering lint (biome.jsonc: only repositories touch Drizzle)', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await mkdir(probeDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(probeDir, { recursive: true, force: true });
  });

  it('refuses drizzle-orm and the schema files in a service, a route or a resource', async () => {
    for (const name of ['probe.service.ts', 'probe.routes.ts', 'probe.resource.ts']) {
      expect(await lint(name), name).toEqual({ failed: true, restricted: 4 });
    }
  });

  it('allows them in a repository, a fixture and a test', async () => {
    for (const name of ['probe.repository.ts', 'probe.fixtures.ts', 'probe.int.test.ts']) {
      expect(await lint(name), name).toEqual({ failed: false, restricted: 0 });
    }
  });
});
