// Type-checks every TypeScript project of the workspace; exits non-zero when any fails.
import { spawnSync } from 'node:child_process';

const projects = ['.', 'packages/contracts', 'apps/api', 'apps/web', 'e2e'];
let failed = 0;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
  else console.info(`typecheck ${project}: ok`);
}
process.exit(failed === 0 ? 0 : 1);
