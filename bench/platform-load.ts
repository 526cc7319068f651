import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/config/env';
import { atLeast, atMost, type BenchContext, type BenchPart, info } from './figures';
import { assertSameAnswer, listBaselines } from './list-baseline';
import { measure, measureApiGet } from './load';
import { createBenchUsers, loadLogins } from './login-load';

const connections = 50;

async function load(url: string, seconds: number, clients = connections) {
  const [result] = await measure({
    runs: [{ url, connections: clients }],
    warmupSeconds: 2,
    durationSeconds: seconds,
  });
  if (!result) throw new Error('the load generator answered nothing');
  return result;
}

/** P1: `/api/health` through every global hook (with request logging) ÷ a bare Fastify route, same run. */
export const hooksOverhead: BenchPart = {
  name: 'global hooks',
  ids: ['P1'],
  async run({ appUrl, database, seconds }) {
    const quietApp = await buildApp({ config: loadEnv({ CAPTCHA_ENABLED: 'false' }), database });
    const quietUrl = await quietApp.listen({ port: 0, host: '127.0.0.1' });
    const bare = Fastify();
    bare.get('/health', async () => ({ status: 'ok', uptimeSeconds: 1 }));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      const full = await load(`${appUrl}/api/health`, seconds);
      const quiet = await load(`${quietUrl}/api/health`, seconds);
      const baseline = await load(`${bareUrl}/health`, seconds);
      const note = `${full.requestsPerSecond} /s against ${baseline.requestsPerSecond} /s bare, ${connections} connections`;
      return [
        atLeast(
          'P1',
          '/api/health with every hook ÷ bare route',
          full.requestsPerSecond / baseline.requestsPerSecond,
          0.7,
          '',
          note,
        ),
        info(
          'P1b',
          'the same without the logger ÷ bare route',
          quiet.requestsPerSecond / baseline.requestsPerSecond,
        ),
      ];
    } finally {
      await Promise.all([quietApp.close(), bare.close()]);
    }
  },
};

/**
 * P2: the administrators' user list (20 rows: session, permission check, query checks, the list engine,
 * the contract's serialiser) ÷ a bare route answering the very same page with one hand-written statement
 * on the same pool (checked field for field before the run), both from 10 connections. P2c keeps the
 * first baseline, seven plain columns of the same rows, for comparison with earlier runs.
 */
export const listOverhead: BenchPart = {
  name: 'permission-checked list',
  ids: ['P2'],
  async run({ appUrl, adminToken, database, seconds }) {
    const baselines = await listBaselines(database);
    const listPath = 'Users?page=1&pageSize=20';
    try {
      await assertSameAnswer(`${appUrl}/api/v1/${listPath}`, adminToken, `${baselines.url}/same-answer`);
      const list = await measureApiGet(appUrl, adminToken, listPath, seconds);
      if (list.non2xx > 0) throw new Error(`GET /Users answered ${list.non2xx} errors`);
      const sameAnswer = await load(`${baselines.url}/same-answer`, seconds, 10);
      const narrow = await load(`${baselines.url}/narrow`, seconds, 10);
      return [
        atLeast(
          'P2',
          'GET /Users (20 rows) ÷ one raw query of the same page, 10 connections',
          list.requestsPerSecond / sameAnswer.requestsPerSecond,
          0.5,
          '',
          `${list.requestsPerSecond} /s against ${sameAnswer.requestsPerSecond} /s`,
        ),
        atMost('P2b', 'GET /Users (20 rows) p99 at 10 connections', list.p99Ms, 50, 'ms'),
        info(
          'P2c',
          'GET /Users ÷ a raw query of seven plain columns (the first baseline)',
          list.requestsPerSecond / narrow.requestsPerSecond,
          '',
          `${narrow.requestsPerSecond} /s`,
        ),
      ];
    } finally {
      await baselines.server.close();
    }
  },
};

/** P5: sign-ins per second at p99 ≤ 300 ms, and `/api/health` p99 while they run. */
export const signInBurst: BenchPart = {
  name: 'sign-in burst',
  ids: ['P5'],
  async run({ appUrl, database, seconds }: BenchContext) {
    await createBenchUsers(database.db);
    const result = await loadLogins(appUrl, seconds);
    const note = `p99 ${result.loginP99Ms} ms, ${result.non2xx} failed`;
    return [
      atLeast(
        'P5',
        'sign-ins per second (10 connections)',
        result.non2xx === 0 ? result.loginsPerSecond : 0,
        50,
        '/s',
        note,
      ),
      atMost('P5b', 'sign-in p99', result.loginP99Ms, 300, 'ms'),
      atMost('P5c', '/api/health p99 during the sign-ins', result.healthDuringLoginsP99Ms, 50, 'ms'),
    ];
  },
};
