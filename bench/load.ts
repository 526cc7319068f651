import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One stream of requests. */
export interface LoadRun {
  url: string;
  connections: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Requests per second over all connections; unset: as fast as the server answers. */
  overallRate?: number;
  /** Sign-ins cycling through these accounts, each from another client address (POST /Auth/Login). */
  signIns?: { accounts: string[]; password: string };
}

/** Streams run at the same time, after a warm-up of the same shape. */
export interface LoadPlan {
  runs: LoadRun[];
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const clientScript = fileURLToPath(new URL('./load-client.ts', import.meta.url));

/** Runs a plan in a separate load-generator process and answers one result per run, in order. */
export function measure(plan: LoadPlan): Promise<LoadResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', clientScript], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
      else resolve(JSON.parse(output) as LoadResult[]);
    });
    child.stdin.end(JSON.stringify(plan));
  });
}

/** A signed-in GET under /api/v1 from 10 connections, warmed up for 2 s, then measured. */
export async function measureApiGet(baseUrl: string, token: string, path: string, durationSeconds: number) {
  const [result] = await measure({
    runs: [
      { url: `${baseUrl}/api/v1/${path}`, connections: 10, headers: { authorization: `Bearer ${token}` } },
    ],
    warmupSeconds: 2,
    durationSeconds,
  });
  if (!result) throw new Error('the load generator answered nothing');
  return { requestsPerSecond: result.requestsPerSecond, p99Ms: result.p99Ms, non2xx: result.non2xx };
}

/** A list's `condition` query parameter. */
export const conditionParam = (value: object) => encodeURIComponent(JSON.stringify(value));
