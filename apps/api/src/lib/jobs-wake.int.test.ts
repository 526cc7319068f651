import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createJobRunner, type JobRunner } from './jobs';

let database: TestDatabase;
let runner: JobRunner;
const handled: string[] = [];
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  database = await createTestDatabase();
  runner = createJobRunner({ pool: database.pool, log: silent, runWorkers: true });
  runner.define<{ label: string }>({
    name: 'wake-test',
    // A worker that, left alone, asks for work once a minute.
    worker: {
      pollingIntervalSeconds: 60,
      handler: async (job) => {
        handled.push(job.data.label);
      },
    },
  });
  await runner.start();
});
afterAll(async () => {
  await runner?.stop();
  await database?.drop();
});

it('starts a job sent from this process at once, not at the worker’s next poll a minute later', async () => {
  await runner.send('wake-test', { label: 'first' });
  await expect.poll(() => handled, { timeout: 20_000 }).toEqual(['first']);
  // The worker now sleeps until its next poll, 60 s away: only the wake-up can start the second within 20 s.
  await runner.send('wake-test', { label: 'second' });
  await expect.poll(() => handled, { timeout: 20_000 }).toEqual(['first', 'second']);
});
