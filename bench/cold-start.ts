import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repositoryRoot } from '../apps/api/src/config/env';
import { atMost, type BenchPart } from './figures';

const server = path.join(repositoryRoot, 'apps/api/dist/server/server.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * P9: the compiled server (`npm start -- --no-build`'s process) started on the bench's existing embedded
 * data directory (100 000 users and the rest, migrations already applied), timed from spawn to the first
 * 200 from `/api/ready`, then stopped with SIGTERM.
 */
export const coldStart: BenchPart = {
  name: 'cold start',
  ids: ['P9'],
  afterShutdown: true,
  async run({ dataDir }) {
    if (!existsSync(server)) throw new Error(`${server} is missing: run "npm run build" first`);
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, ['--enable-source-maps', server], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      let readyMs: number | undefined;
      const deadline = started + 60_000;
      while (readyMs === undefined && performance.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
        const answer = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
        if (answer?.status === 200) readyMs = performance.now() - started;
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (readyMs === undefined) throw new Error('/api/ready did not answer 200 within 60 s');
      return [atMost('P9', 'cold start to /api/ready on an existing data directory', readyMs / 1000, 3, 's')];
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  },
};
