import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage';

export interface CopyReport {
  copied: number;
  /** Already in the target with the same size and sha256 (an earlier, finished run). */
  skipped: number;
}

async function sha256Of(storage: FileStorage, key: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(await storage.read(key), hash);
  return hash.digest('hex');
}

/**
 * Copies every stored file from one store into another (local disk to S3: `npm run files:to-s3`), each
 * streamed, never whole in memory. Safe to run again, or after an interruption: a key the target
 * already holds with the same size and sha256 is skipped; one that differs (a half-finished copy can
 * not exist in S3, but a changed file can) is written again. The source is left as it was.
 */
export async function copyFilesToStorage(options: {
  source: FileStorage;
  target: FileStorage;
  onFile?: (key: string, outcome: 'copied' | 'skipped') => void;
}): Promise<CopyReport> {
  const { source, target } = options;
  const report: CopyReport = { copied: 0, skipped: 0 };
  for await (const key of source.keys()) {
    const [sourceInfo, targetInfo] = await Promise.all([source.stat(key), target.stat(key)]);
    if (!sourceInfo) continue; // Removed while the copy ran.
    const sha256 = await sha256Of(source, key);
    if (targetInfo?.size === sourceInfo.size && (targetInfo.sha256 ?? sha256) === sha256) {
      report.skipped += 1;
      options.onFile?.(key, 'skipped');
      continue;
    }
    await target.putStream(key, await source.read(key), { sha256 });
    report.copied += 1;
    options.onFile?.(key, 'copied');
  }
  return report;
}
