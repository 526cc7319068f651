// `npm start`: builds the web app and the API, then runs the compiled server in this very process.
//
// Signals: npm runs this through `sh -c "exec node …"`, so the shell is replaced by this process and
// npm forwards SIGTERM / SIGINT straight to it (and waits for it to exit). Whichever of npm or this
// process gets the signal, the server shuts down cleanly: requests finish, the embedded PostgreSQL
// stops, DATA_DIR is unlocked. There is no child process left to outlive its parent.
//
// `npm start -- --no-build` starts what was built before (a container image built at image time).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Runs a command to its end; a signal to this process is passed on to it. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
    });
  });
}

if (!process.argv.includes('--no-build')) {
  const status = await run('npm', ['run', 'build']);
  if (status !== 0) process.exit(status);
}
const server = new URL('../apps/api/dist/server/server.js', import.meta.url);
if (!existsSync(fileURLToPath(server))) {
  console.error(
    `${fileURLToPath(server)} is missing: run "npm run build" first (or npm start without --no-build).`,
  );
  process.exit(1);
}
await import(server.href);
