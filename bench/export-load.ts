import { spawn } from 'node:child_process';
import { atLeast, atMost, type BenchPart } from './figures';
import { measure } from './load';

const cheapConnections = 10;

/**
 * Downloads one export to its end in a curl process of its own (so the download's work never runs on
 * the server's event loop, which this process shares), and answers its rows (lines less the header).
 */
function exportOnce(appUrl: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const curl = spawn(
      'sh',
      ['-c', 'curl --silent --fail --header "authorization: Bearer $TOKEN" "$URL" | wc -l'],
      { env: { ...process.env, TOKEN: token, URL: `${appUrl}/api/v1/ActionLogs/Export?format=csv` } },
    );
    let output = '';
    curl.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    curl.on('error', reject);
    curl.on('close', (code) =>
      code === 0 ? resolve(Number(output.trim()) - 1) : reject(new Error(`curl exited with ${code}`)),
    );
  });
}

/**
 * P4: `/api/health` throughput while two clients export the action log (200 000 entries seeded) one
 * export after another (curl, no compression asked) ÷ its throughput alone, same run; the server process's resident memory growth
 * over the exports (sampled every 50 ms; the bench server runs in this process).
 */
export const exportsUnderLoad: BenchPart = {
  name: 'action-log exports',
  ids: ['P4'],
  async run({ appUrl, adminToken, seconds }) {
    const cheap = async () => {
      const [result] = await measure({
        runs: [{ url: `${appUrl}/api/health`, connections: cheapConnections }],
        warmupSeconds: 2,
        durationSeconds: seconds,
      });
      if (!result) throw new Error('the load generator answered nothing');
      return result;
    };
    const alone = await cheap();
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    let exporting = true;
    const rows: number[] = [];
    const client = async () => {
      while (exporting) rows.push(await exportOnce(appUrl, adminToken));
    };
    const clients = [client(), client()];
    const during = await cheap();
    exporting = false;
    await Promise.all(clients);
    clearInterval(sampler);
    const growthMb = (peak - before) / 1024 / 1024;
    const rowsPerExport = Math.min(...rows);
    return [
      atLeast(
        'P4',
        '/api/health throughput during two exports ÷ alone',
        during.requestsPerSecond / alone.requestsPerSecond,
        0.5,
        '',
        `${during.requestsPerSecond} /s against ${alone.requestsPerSecond} /s; ${rows.length} exports`,
      ),
      atMost('P4b', 'server memory growth during the exports', growthMb, 100, 'MB'),
      atLeast('P4c', 'rows in each export', rowsPerExport, 200_000, 'rows'),
    ];
  },
};
