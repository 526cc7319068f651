import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/config/env';
import { memberImportRows, memberImports } from '../src/db/member-import-schema';
import { outboxMessages } from '../src/db/schema';
import { vendorInvitations } from '../src/db/vendor-schema';
import { csvText, header, uploadImport, utf8Bom } from '../src/modules/member-import/member-import.fixtures';
import {
  call,
  type MembersWorld,
  startMembersWorld,
  vendorWithPeople,
} from '../src/modules/vendor-members/vendor-members.fixtures';

// The real server, compiled, as a child process on the test's database: SIGKILL in the middle of an
// import's apply, then a new process on the same database finishes it.
const compiledServer = 'apps/api/dist/server/server.js';
const rowCount = 10_000;

let world: MembersWorld;
let dataDir: string;
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [compiledServer], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: world.database.url,
      CAPTCHA_ENABLED: 'false',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'portal-no-web-build'),
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  children.push(child);
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
        return fetch(`http://127.0.0.1:${port}/api/ready`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 120_000, interval: 200 },
    )
    .toBe(200);
  return { child, exited };
}

async function progressOf(importId: string) {
  const [row] = await world.db
    .select({ status: memberImports.status, done: memberImports.doneRows, failed: memberImports.failedRows })
    .from(memberImports)
    .where(eq(memberImports.id, importId));
  if (!row) throw new Error('import not found');
  return row;
}

beforeAll(async () => {
  world = await startMembersWorld();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-import-kill-'));
  // What `npm run build` does for the API.
  await promisify(execFile)(process.execPath, ['scripts/build-api.mjs'], { cwd: repositoryRoot });
}, 180_000);

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  await world?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

// Two server starts, a 10 000-row apply and a sweep that runs on the minute: a few minutes on a shared
// machine.
describe('kill -9 of the server in the middle of an import', { timeout: 420_000 }, () => {
  it('resumes in a new process and imports every valid row exactly once', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '斷電公司');
    const rows = Array.from({ length: rowCount }, (_, i) => ['', `killed${i}@example.test`, '', '', '']);
    const preview = (
      await uploadImport(world, owner, { bytes: utf8Bom(csvText([header, ...rows])), fileName: 'kill.csv' })
    ).json();
    expect(preview.counts.invite).toBe(rowCount);

    // The server process works the job the apply queues.
    const first = await startServer();
    const applied = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Members/Batch/Apply',
      payload: { id: preview.id },
    });
    expect(applied.json().status).toBe('queued');
    await expect
      .poll(async () => (await progressOf(preview.id)).done, { timeout: 180_000, interval: 20 })
      .toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;

    // Killed mid-apply: some chunks committed, the rest waiting.
    const atKill = await progressOf(preview.id);
    expect(atKill.status).toBe('running');
    expect(atKill.done).toBeGreaterThan(0);
    expect(atKill.done).toBeLessThan(rowCount);

    // The minute a dead worker's heartbeat must age before the sweep takes its import over passes at
    // once (the threshold itself is tested with an injected clock in member-import-resume.int.test.ts).
    await world.db
      .update(memberImports)
      .set({ heartbeatAt: sql`${memberImports.heartbeatAt} - interval '2 minutes'` })
      .where(eq(memberImports.id, preview.id));

    // A new process on the same database: its sweep (every minute) finds the quiet import and finishes it.
    await startServer();
    await expect
      .poll(async () => (await progressOf(preview.id)).status, { timeout: 300_000, interval: 500 })
      .toBe('done');

    expect(await progressOf(preview.id)).toMatchObject({ done: rowCount, failed: 0 });
    const [invitations] = await world.db
      .select({ all: sql<number>`count(*)::int`, addresses: sql<number>`count(distinct email)::int` })
      .from(vendorInvitations)
      .where(eq(vendorInvitations.vendorId, vendor.id));
    expect(invitations).toEqual({ all: rowCount, addresses: rowCount });
    const [mails] = await world.db
      .select({ all: sql<number>`count(*)::int`, recipients: sql<number>`count(distinct recipient)::int` })
      .from(outboxMessages)
      .where(sql`${outboxMessages.recipient} like 'killed%@example.test'`);
    expect(mails).toEqual({ all: rowCount, recipients: rowCount });
    const [linked] = await world.db
      .select({
        done: sql<number>`count(*) filter (where state = 'done')::int`,
        invitations: sql<number>`count(distinct invitation_id)::int`,
      })
      .from(memberImportRows)
      .where(eq(memberImportRows.importId, preview.id));
    expect(linked).toEqual({ done: rowCount, invitations: rowCount });
  });
});
