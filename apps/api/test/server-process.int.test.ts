import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/config/env';
import { isProcessAlive } from '../src/db/data-dir-lock';

// These tests run the real server as a separate process, the way `npm start` does.
interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const started: Running[] = [];

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const deadline = Date.now() + 60_000;
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

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-server-test-'));
});
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

describe('the server process', () => {
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
});
