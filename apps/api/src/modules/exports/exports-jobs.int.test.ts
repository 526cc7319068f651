import { type ExportJob, exportDirectLimit } from '@portal/contracts/exports';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { parseCsv, parseXlsx, queryString } from './exports.fixtures';

// Just over the direct limit: the export becomes a job.
const bulkUsers = exportDirectLimit + 50;
const clock = manualClock(new Date());

let database: TestDatabase;
let app: FastifyInstance;
let admin: { authorization: string };
let adminAccount = '';
let otherStaff: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    env: { CAPTCHA_ENABLED: 'false' },
    clock,
    runJobs: true,
    jobTuning: { workerPollingIntervalSeconds: 0.5 },
  });
  adminAccount = (await createUserWithRole(database.db, systemRoleCodes.administrator)).account;
  admin = bearer(await signIn(app, adminAccount));
  otherStaff = bearer(
    await signIn(app, (await createUserWithRole(database.db, systemRoleCodes.administrator)).account),
  );
  await database.db.execute(sql`
    insert into users (id, account, name, email, created_at)
    select gen_random_uuid(), 'bulk' || lpad(g::text, 6, '0'), '大量使用者 ' || g, 'bulk' || g || '@example.test',
      now() - make_interval(secs => g)
    from generate_series(1, ${bulkUsers}) as g`);
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.drop();
});

const bulkQuery = queryString({
  condition: { keyword: 'bulk' },
  sortings: [{ field: 'account', dir: 'asc' }],
});

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

async function finishedJob(id: string, seen: ExportJob[]): Promise<ExportJob> {
  await expect
    .poll(
      async () => {
        const job = (await get(`/Exports/Jobs/${id}`, admin)).json() as ExportJob;
        seen.push(job);
        return job.status;
      },
      { timeout: 90_000, interval: 300 },
    )
    .toBe('done');
  return seen.at(-1) as ExportJob;
}

describe(`an export over ${exportDirectLimit} rows`, () => {
  it('runs as a job with progress, then its requester downloads the file', async () => {
    const started = await get(`/Exports/Users?format=csv&${bulkQuery}`, admin);
    expect(started.statusCode, started.body).toBe(202);
    const { job } = started.json() as { job: ExportJob };
    expect(job).toMatchObject({ list: 'Users', format: 'csv', totalCount: bulkUsers, downloadable: false });
    expect(['queued', 'running']).toContain(job.status);

    // Only the requester sees the job or its file.
    expect((await get(`/Exports/Jobs/${job.id}`, otherStaff)).statusCode).toBe(404);

    const seen: ExportJob[] = [];
    const done = await finishedJob(job.id, seen);
    expect(done.rowCount).toBe(bulkUsers);
    expect(done.downloadable).toBe(true);
    // Progress is counted as batches are written: every figure seen is within the total, never falling.
    const counts = seen.map((polled) => polled.rowCount);
    expect(counts.every((count, i) => count <= bulkUsers && (i === 0 || count >= (counts[i - 1] ?? 0)))).toBe(
      true,
    );

    expect((await get(`/Exports/Jobs/${job.id}/File`, otherStaff)).statusCode).toBe(404);
    const file = await get(`/Exports/Jobs/${job.id}/File`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('users-');
    const rows = parseCsv(file.body);
    expect(rows).toHaveLength(bulkUsers + 1);
    expect(rows[1]?.[0]).toBe('bulk000001');
    expect(rows.at(-1)?.[0]).toBe(`bulk${String(bulkUsers).padStart(6, '0')}`);
  }, 120_000);

  it('writes Excel files as jobs too', async () => {
    const started = await get(`/Exports/Users?format=xlsx&${bulkQuery}`, admin);
    expect(started.statusCode).toBe(202);
    const { job } = started.json() as { job: ExportJob };
    await finishedJob(job.id, []);
    const file = await get(`/Exports/Jobs/${job.id}/File`, admin);
    const rows = await parseXlsx(file.rawPayload);
    expect(rows).toHaveLength(bulkUsers + 1);
    expect(rows[0]?.[0]).toBe('帳號');
  }, 120_000);

  it('answers 410 with a translated message once the link expired', async () => {
    const started = await get(`/Exports/Users?format=csv&${bulkQuery}`, admin);
    const { job } = started.json() as { job: ExportJob };
    await finishedJob(job.id, []);
    clock.advance(25 * 3600);
    // The day also ended the session: the same person signs in again.
    admin = bearer(await signIn(app, adminAccount));
    const expired = await get(`/Exports/Jobs/${job.id}/File`, admin);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors[0]).toMatchObject({
      code: 'EXPORT_EXPIRED',
      message: expect.stringContaining('過期'),
    });
    const english = await get(`/Exports/Jobs/${job.id}/File`, { ...admin, 'accept-language': 'en' });
    expect(english.json().errors[0].message).toContain('expired');
    expect(((await get(`/Exports/Jobs/${job.id}`, admin)).json() as ExportJob).downloadable).toBe(false);
  }, 120_000);
});
