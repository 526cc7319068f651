// The load generator, run as its own process (see load.ts): autocannon's event loop and the server's
// must not share one thread, or the client's work shows up as the server's latency.
// Reads a LoadPlan as JSON on stdin and writes a LoadResult per run, as JSON, on stdout.
import autocannon from 'autocannon';
import type { LoadPlan, LoadResult, LoadRun } from './load';

async function read(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

/** Each sign-in as another account and another client address, spread over every connection. */
function signInRequests(run: LoadRun): autocannon.Request[] | undefined {
  const signIns = run.signIns;
  if (!signIns) return undefined;
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        n += 1;
        return {
          ...request,
          headers: {
            ...request.headers,
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({
            account: signIns.accounts[n % signIns.accounts.length],
            password: signIns.password,
          }),
        };
      },
    },
  ];
}

function options(run: LoadRun, duration: number): autocannon.Options {
  const requests = signInRequests(run);
  return {
    url: run.url,
    connections: run.connections,
    duration,
    ...(run.method ? { method: run.method } : {}),
    ...(run.headers ? { headers: run.headers } : {}),
    ...(run.overallRate ? { overallRate: run.overallRate } : {}),
    ...(requests ? { requests } : {}),
  };
}

const plan = JSON.parse(await read(process.stdin)) as LoadPlan;
if (plan.warmupSeconds > 0) {
  await Promise.all(plan.runs.map((run) => autocannon(options(run, plan.warmupSeconds))));
}
const results = await Promise.all(plan.runs.map((run) => autocannon(options(run, plan.durationSeconds))));
const answer: LoadResult[] = results.map((result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
}));
process.stdout.write(JSON.stringify(answer));
