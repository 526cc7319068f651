import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/config/env';
import { atLeast, atMost, type BenchContext, type BenchPart, info } from './figures';
import { measure, measureApiGet } from './load';
import { createBenchUsers, loadLogins } from './login-load';

const connections = 50;

async function load(url: string, seconds: number) {
  const [result] = await measure({
    runs: [{ url, connections }],
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
 * P2: the administrators' user list (20 rows: session, permission check, Zod, the list engine) ÷ a bare
 * route answering the same page with one query on the same pool, both from 10 connections.
 */
export const listOverhead: BenchPart = {
  name: 'permission-checked list',
  ids: ['P2'],
  async run({ appUrl, adminToken, database, seconds }) {
    const raw = Fastify();
    raw.get('/users', async () => {
      const { rows } = await database.pool.query(
        `select id, account, name, email, mobile, status, created_at from users
         order by created_at desc, id desc limit 20`,
      );
      return { data: rows };
    });
    const rawUrl = await raw.listen({ port: 0, host: '127.0.0.1' });
    try {
      const list = await measureApiGet(appUrl, adminToken, 'Users?page=1&pageSize=20', seconds);
      const [bare] = await measure({
        runs: [{ url: `${rawUrl}/users`, connections: 10 }],
        warmupSeconds: 2,
        durationSeconds: seconds,
      });
      if (!bare) throw new Error('the load generator answered nothing');
      if (list.non2xx > 0) throw new Error(`GET /Users answered ${list.non2xx} errors`);
      return [
        atLeast(
          'P2',
          'GET /Users (20 rows) ÷ one raw query, 10 connections',
          list.requestsPerSecond / bare.requestsPerSecond,
          0.5,
          '',
          `${list.requestsPerSecond} /s against ${bare.requestsPerSecond} /s`,
        ),
        atMost('P2b', 'GET /Users (20 rows) p99 at 10 connections', list.p99Ms, 50, 'ms'),
      ];
    } finally {
      await raw.close();
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
