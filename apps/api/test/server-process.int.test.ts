import { type ChildProcess, execFile, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/config/env';
import { isProcessAlive, processCommandLine } from '../src/db/data-dir-lock';

// These tests run the real server as a separate process, compiled to JavaScript, the way `npm start`
// does (the web app is not built here: the server runs without it).
interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const started: Running[] = [];
const compiledServer = 'apps/api/dist/server/server.js';

function startServer(env: Record<string, string>): Running {
  return track(spawn(process.execPath, [compiledServer], { ...spawnOptions, env: serverEnv(env) }));
}

/** `npm start` itself, without its build step (the API was compiled in beforeAll). */
function startWithNpm(env: Record<string, string>): Running {
  return track(spawn('npm', ['start', '--', '--no-build'], { ...spawnOptions, env: serverEnv(env) }));
}

const spawnOptions: SpawnOptions = { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] };

function serverEnv(env: Record<string, string>) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'portal-no-web-build'),
    ...env,
  };
}

function track(child: ChildProcess): Running {
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = { child, output: () => text, exited };
  started.push(running);
  return running;
}

async function waitForReady(port: number, server: Running): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready in time:\n${server.output()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function postgresPid(dataDir: string): Promise<number> {
  const text = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

/** The server's pid, from its DATA_DIR lock. */
async function lockOwner(dataDir: string): Promise<number> {
  return Number((await fs.readFile(path.join(dataDir, 'portal.pid'), 'utf8')).trim());
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-server-test-'));
  // What `npm run build` does for the API (the web app's build is left out: it is slow and not needed).
  await promisify(execFile)(process.execPath, ['scripts/build-api.mjs'], { cwd: repositoryRoot });
}, 120_000);
afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

// Each test starts PostgreSQL and a server or two: minutes on a busy machine, seconds on an idle one.
describe('the server process', { timeout: 300_000 }, () => {
  it('refuses to start on a bad setting, naming it', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: must be a whole number between 0 and 65535 (got "eighty")');
  });

  it('starts on an embedded PostgreSQL, prints a generated admin password once, and stops it cleanly', async () => {
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(port, first);
    expect(first.output()).toMatch(/First administrator: admin\n\s+Password \(shown only now\): \S{16}/);
    const pgPid = await postgresPid(dataDir);
    expect(isProcessAlive(pgPid)).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(isProcessAlive(pgPid)).toBe(false);

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(port, second);
    expect(second.output()).not.toContain('Password');
  });

  it('starts again after kill -9 left its PostgreSQL running', async () => {
    const port = await freePort();
    const crashed = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(port, crashed);
    const orphan = await postgresPid(dataDir);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(isProcessAlive(orphan)).toBe(true);

    const next = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(port, next);
    expect(isProcessAlive(orphan)).toBe(false);
    expect(await postgresPid(dataDir)).not.toBe(orphan);
  });

  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const port = await freePort();
    const owner = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(port, owner);

    const intruder = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain(`is already used by another portal process (pid ${owner.child.pid})`);
    // The first one is untouched.
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
  });

  describe('under npm start (npm, then node in place of its shell)', () => {
    async function startUnderNpm() {
      const port = await freePort();
      const npm = startWithNpm({ PORT: String(port), DATA_DIR: dataDir });
      await waitForReady(port, npm);
      const serverPid = await lockOwner(dataDir);
      return { npm, port, serverPid, pgPid: await postgresPid(dataDir) };
    }

    async function expectStoppedCleanly(run: Awaited<ReturnType<typeof startUnderNpm>>) {
      expect(await run.npm.exited).toBe(0);
      expect(isProcessAlive(run.serverPid)).toBe(false);
      expect(isProcessAlive(run.pgPid)).toBe(false);
      expect(existsSync(path.join(dataDir, 'portal.pid'))).toBe(false);
      expect(run.npm.output()).not.toContain('already used by another portal process');
      // DATA_DIR is free: another server starts on it at once.
      const port = await freePort();
      const next = startServer({ PORT: String(port), DATA_DIR: dataDir });
      await waitForReady(port, next);
    }

    it('runs the compiled server with node, no shell or TypeScript loader in between', async () => {
      const run = await startUnderNpm();
      const commandLine = processCommandLine(run.serverPid);
      expect(commandLine).toContain('scripts/start.mjs');
      expect(commandLine).not.toContain('tsx');
      // npm's own child is the server: the shell running the script replaced itself with it.
      const parent = (await fs.readFile(`/proc/${run.serverPid}/stat`, 'utf8')).split(') ')[1]?.split(' ')[1];
      expect(Number(parent)).toBe(run.npm.child.pid);
    });

    it('stops the server and its PostgreSQL and unlocks DATA_DIR when npm gets SIGTERM', async () => {
      const run = await startUnderNpm();
      run.npm.child.kill('SIGTERM');
      await expectStoppedCleanly(run);
    });

    it('does the same when the server process itself gets SIGTERM', async () => {
      const run = await startUnderNpm();
      process.kill(run.serverPid, 'SIGTERM');
      await expectStoppedCleanly(run);
    });
  });
});
