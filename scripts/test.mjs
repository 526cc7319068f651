// `npm test`: every suite (unit, API integration on real PostgreSQL, web components, then the browser
// journeys against the built app). Prints one closing line `N passed, N failed`; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** A failure's first line, short: the summary names what failed, the output above tells the rest. */
const firstLine = (text = '') => text.split('\n')[0].slice(0, 200);

/** Every journey that failed (its last retry included), as file › title. */
function failedJourneys(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...failedJourneys(suite.suites),
  ]);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0;

function readReport(file, count) {
  if (!existsSync(file)) return { passed: 0, failed: 1, note: `${file} missing: that suite did not run` };
  return count(JSON.parse(readFileSync(file, 'utf8')));
}

/** A runner that failed without a failing test (a server that would not start, a crash) still fails. */
function withExitStatus(result, succeeded) {
  if (succeeded || result.failed > 0) return result;
  return { ...result, failed: 1, note: 'the runner failed without a failing test: see its output above' };
}

const vitestSucceeded = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
const vitest = withExitStatus(
  readReport(`${reports}/vitest.json`, (r) => ({
    passed: r.numPassedTests,
    // A file that failed to load has no failing test but must fail the run.
    failed:
      r.numFailedTests + (r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? r.numFailedTestSuites : 0),
    names: r.testResults.flatMap((file) => {
      const where = relative(process.cwd(), file.name);
      const tests = file.assertionResults.filter((test) => test.status === 'failed');
      if (tests.length === 0 && file.status === 'failed') return [`${where} (the file failed to run)`];
      return tests.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }),
  })),
  vitestSucceeded,
);

const built = run('npm', ['run', 'build']);
let playwright = { passed: 0, failed: 1, note: 'the web build failed, so the browser tests did not run' };
if (built) {
  const playwrightSucceeded = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
  playwright = withExitStatus(
    readReport(`${reports}/playwright.json`, (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      // Errors outside any test (a web server that did not start) fail the run too.
      failed: r.stats.unexpected + (r.errors?.length ?? 0),
      names: failedJourneys(r.suites),
    })),
    playwrightSucceeded,
  );
}

for (const [name, result] of Object.entries({ vitest, playwright })) {
  console.info(
    `${name}: ${result.passed} passed, ${result.failed} failed${result.note ? ` (${result.note})` : ''}`,
  );
  // Named here, next to the totals, so the end of a long log says which tests failed.
  for (const failure of result.names ?? []) console.info(`  failed: ${failure}`);
}
const passed = vitest.passed + playwright.passed;
const failed = vitest.failed + playwright.failed;
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(`${reports}/summary.txt`, `${summary}\n`);
console.info(summary);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
