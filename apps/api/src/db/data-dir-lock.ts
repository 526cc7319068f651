import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is already used by another portal process (pid ${pid}). ` +
        'Stop that process first, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process (Linux), or '' when it cannot be read. */
export function processCommandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * Takes the data directory for this process, so that two portals never share one embedded
 * database. A lock left by a process that no longer runs (kill -9) is taken over.
 * Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'portal.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await fs.open(lockPath, 'wx', 0o644);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        const owner = await fs.readFile(lockPath, 'utf8').catch(() => '');
        if (owner.trim() === String(process.pid)) await fs.rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const ownerPid = Number((await fs.readFile(lockPath, 'utf8').catch(() => '')).trim());
    const ownerRuns =
      Number.isInteger(ownerPid) &&
      ownerPid > 0 &&
      ownerPid !== process.pid &&
      isProcessAlive(ownerPid) &&
      /node|tsx/.test(processCommandLine(ownerPid));
    if (ownerRuns) throw new DataDirInUseError(dataDir, ownerPid);
    await fs.rm(lockPath, { force: true });
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps taking it.`);
}
