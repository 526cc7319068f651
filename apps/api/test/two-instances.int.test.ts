import { systemRoleCodes } from '@portal/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';
import { retentionQueue } from '../src/modules/action-log/action-log-retention';
import { minimalPdf, uploadDocument } from '../src/modules/files/documents.fixtures';
import { sweepQueue } from '../src/modules/messaging/delivery-queue';
import { recheckQueue } from '../src/modules/registry/registry-recheck-job';
import { createUserWithRole } from './access-fixtures';
import { bearer, createUser, defaultPassword, signIn } from './identity-fixtures';
import { type LocalS3, startLocalS3 } from './local-s3';
import { buildTestApp, manualClock } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

// Counts the runs of each scheduled task, whichever instance makes them, and learns the answers of
// the captchas the apps draw (the image itself is paths only, as a browser shows it).
const counted = vi.hoisted(() => ({ prunes: 0, sweeps: 0, rechecks: 0, captchaAnswers: [] as string[] }));
vi.mock('../src/modules/action-log/action-log.repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/action-log/action-log.repository')>();
  return {
    ...original,
    pruneActionLogs: (...args: Parameters<typeof original.pruneActionLogs>) => {
      counted.prunes += 1;
      return original.pruneActionLogs(...args);
    },
  };
});
vi.mock('../src/modules/messaging/messaging.repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/messaging/messaging.repository')>();
  return {
    ...original,
    findStaleQueuedIds: (...args: Parameters<typeof original.findStaleQueuedIds>) => {
      counted.sweeps += 1;
      return original.findStaleQueuedIds(...args);
    },
  };
});
vi.mock('../src/modules/registry/registry-recheck', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/registry/registry-recheck')>();
  return {
    ...original,
    runRegistryRecheck: (...args: Parameters<typeof original.runRegistryRecheck>) => {
      counted.rechecks += 1;
      return original.runRegistryRecheck(...args);
    },
  };
});
vi.mock('svg-captcha', async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof import('svg-captcha') }>()).default;
  return {
    default: {
      ...original,
      create: (...args: Parameters<typeof original.create>) => {
        const drawn = original.create(...args);
        counted.captchaAnswers.push(drawn.text);
        return drawn;
      },
    },
  };
});

let database: TestDatabase;
let secondPool: DatabaseHandle;
let s3: LocalS3;
let a: FastifyInstance;
let b: FastifyInstance;
const startedAt = Date.now();
// The same time for both, as two servers synchronised by NTP; moved by hand for rate-limit windows.
const clock = manualClock(new Date());

beforeAll(async () => {
  database = await createTestDatabase();
  // Each instance has its own connection pool, as separate processes would.
  secondPool = connectDatabase(database.url, { poolMax: 5 });
  s3 = await startLocalS3();
  const options = {
    clock,
    env: { CAPTCHA_ENABLED: 'false', ...s3.env },
    runJobs: true,
    jobTuning: {
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
      workerPollingIntervalSeconds: 0.5,
      // Every scheduled task due every minute, checked every second by both instances.
      cronOverrides: { [retentionQueue]: '* * * * *', [recheckQueue]: '* * * * *' },
    },
  };
  a = await buildTestApp(database, options);
  b = await buildTestApp(secondPool, options);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await secondPool?.pool.end();
  await s3?.close();
  await database?.drop();
});

const login = (app: FastifyInstance, account: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/v1/Auth/Login', payload: { account, password }, remoteAddress });

describe('two instances on one database and one object store', () => {
  it('accept each other’s tokens, and signing out on one ends the session on both', async () => {
    const user = await createUser(database.db, { account: 'roaming' });
    const token = await signIn(a, user.account);
    const me = (app: FastifyInstance) => app.inject({ url: '/api/v1/Auth', headers: bearer(token) });
    expect((await me(b)).statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(200);

    const signOut = await b.inject({ method: 'POST', url: '/api/v1/System/Logout', headers: bearer(token) });
    expect(signOut.statusCode, signOut.body).toBeLessThan(300);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
  });

  it('count sign-in rate limits together: 30 tries split over both, then 429 on either', async () => {
    clock.advance(60);
    const address = '192.0.2.41';
    for (let i = 0; i < 30; i += 1) {
      const response = await login(i % 2 ? a : b, `nobody${i}`, 'a guess', address);
      expect(response.statusCode).toBe(401);
    }
    expect((await login(a, 'nobody', 'a guess', address)).statusCode).toBe(429);
    expect((await login(b, 'nobody', 'a guess', address)).statusCode).toBe(429);
    // Another address is not held back.
    expect((await login(b, 'nobody', 'a guess', '192.0.2.42')).statusCode).toBe(401);
  });

  it('count an account’s failures together: five split over both lock it on both', async () => {
    clock.advance(60);
    await createUser(database.db, { account: 'besieged' });
    // Three failures on A and two on B: neither alone reaches the five that lock.
    for (let i = 0; i < 5; i += 1) {
      expect((await login(i % 2 ? b : a, 'besieged', 'wrong-password', `192.0.2.${50 + i}`)).statusCode).toBe(
        401,
      );
    }
    expect((await login(b, 'besieged', defaultPassword, '192.0.2.60')).statusCode).toBe(401);
    expect((await login(a, 'besieged', defaultPassword, '192.0.2.61')).statusCode).toBe(401);
    clock.advance(31);
    expect((await login(a, 'besieged', defaultPassword, '192.0.2.62')).statusCode).toBe(200);
  });

  it('serve through B a document uploaded through A', async () => {
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    const bytes = minimalPdf(64 * 1024);
    const uploaded = await uploadDocument(a, await signIn(a, user.account), {
      bytes,
      fileName: 'shared.pdf',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const download = await b.inject({
      url: `/api/v1/Vendor/Documents/${uploaded.json().id}`,
      headers: bearer(await signIn(b, user.account)),
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
  });

  it('run each scheduled task once per due minute, not once per instance', async () => {
    await expect.poll(() => counted.prunes, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => counted.sweeps, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => counted.rechecks, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    const jobsOf = async (name: string) =>
      (
        await database.db.execute<{ all: number; completed: number }>(
          sql`select count(*)::int as all, count(*) filter (where state = 'completed')::int as completed
              from pgboss.job where name = ${name}`,
        )
      ).rows[0] ?? { all: 0, completed: 0 };
    // Both instances check the schedules every second: give a second run every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
    for (const [name, runs] of [
      [retentionQueue, counted.prunes],
      [sweepQueue, counted.sweeps],
      [recheckQueue, counted.rechecks],
    ] as const) {
      const jobs = await jobsOf(name);
      // One job per due minute (at most the minutes this test spanned)...
      expect(jobs.all, name).toBeLessThanOrEqual(minutes);
      // ...each run by one instance: never more runs than jobs (a job of a new minute may be running now).
      expect(runs, name).toBeLessThanOrEqual(jobs.all);
      expect(runs, name).toBeGreaterThanOrEqual(jobs.completed);
      expect(jobs.completed, name).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('two instances with the captcha on', () => {
  let captchaA: FastifyInstance;
  let captchaB: FastifyInstance;
  beforeAll(async () => {
    captchaA = await buildTestApp(database, { clock, env: s3.env });
    captchaB = await buildTestApp(secondPool, { clock, env: s3.env });
  });
  afterAll(async () => {
    await captchaA?.close();
    await captchaB?.close();
  });

  async function captchaFrom(app: FastifyInstance) {
    const response = await app.inject({ url: '/api/v1/Auth/Login' });
    expect(response.statusCode).toBe(200);
    return { token: response.json().token as string, answer: counted.captchaAnswers.at(-1) ?? '' };
  }
  const answer = (app: FastifyInstance, captcha: { token: string; answer: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/Auth/Login',
      payload: {
        account: 'captcha-roamer',
        password: defaultPassword,
        LastVisitedUri: captcha.token,
        LoginIp: captcha.answer,
      },
      remoteAddress: '192.0.2.70',
    });

  it('checks on B a captcha drawn by A, once', async () => {
    await createUser(database.db, { account: 'captcha-roamer' });
    const captcha = await captchaFrom(captchaA);
    expect(captcha.answer).toMatch(/^\w{5}$/);
    const first = await answer(captchaB, captcha);
    expect(first.statusCode, first.body).toBe(200);
    // Used up on both.
    expect((await answer(captchaA, captcha)).json().errors[0].code).toBe('CAPTCHA_INVALID');
    const wrong = await captchaFrom(captchaB);
    expect((await answer(captchaA, { ...wrong, answer: 'wrong' })).json().errors[0].code).toBe(
      'CAPTCHA_INVALID',
    );
  });
});
