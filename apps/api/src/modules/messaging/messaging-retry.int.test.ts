import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages } from '../../db/schema';
import { createJobRunner, type JobRunner } from '../../lib/jobs';
import { createMessaging, type Messaging } from './messaging.service';
import { closedPort, type SmtpTestServer, startSmtpTestServer } from './testing/smtp-test-server';
import { captureLog, waitFor } from './testing/wait-for';

const signupCode = {
  channel: 'email',
  recipient: 'retry@example.tw',
  template: 'signup-code',
  language: 'zh-Hant',
  params: { code: '640128', minutes: '10' },
} as const;

/** A database, a messaging instance on `smtpUrl` with short retry delays, and a way to read one row. */
function retryScenario(smtpUrl: () => string, retryLimit: number) {
  const state = {} as {
    database: TestDatabase;
    jobs: JobRunner;
    messaging: Messaging;
    log: ReturnType<typeof captureLog>;
  };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.log = captureLog();
    state.jobs = createJobRunner({ pool: state.database.pool, log: state.log, runWorkers: true });
    state.messaging = createMessaging({
      env: testEnv({ SMTP_URL: smtpUrl() }),
      jobs: state.jobs,
      db: state.database.db,
      log: state.log,
      tuning: { retryLimit, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, sendTimeoutMs: 2_000 },
    });
    await state.jobs.start();
  });
  afterAll(async () => {
    await state.jobs?.stop();
    state.messaging?.close();
    await state.database?.drop();
  });
  const failedRow = (id: string) =>
    waitFor(
      async () => {
        const [row] = await state.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
        return row?.status === 'failed' ? row : undefined;
      },
      { timeoutMs: 25_000, intervalMs: 100, what: 'the message to fail' },
    );
  return { state, failedRow };
}

describe('an SMTP server that refuses the recipient', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer({ refuseRecipients: true });
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const { state, failedRow } = retryScenario(() => smtp.url, 2);

  it('is retried with growing delays, then the message is failed with the last error', async () => {
    const { id } = await state.database.db.transaction((tx) => state.messaging.queue(tx, signupCode));

    const row = await failedRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row.lastError).toContain('550');
    expect(smtp.refusals).toHaveLength(3);
    // pg-boss backoff: about 1-2 s, then 2-4 s (retryDelaySeconds 1, doubled, with jitter).
    const [first = 0, second = 0, third = 0] = smtp.refusals;
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    expect(smtp.messages).toHaveLength(0);
    expect(state.log.entries.join('\n')).not.toContain('640128');
  });
});

describe('an SMTP port where nothing listens', () => {
  let port = 0;
  beforeAll(async () => {
    port = await closedPort();
  });
  const { state, failedRow } = retryScenario(() => `smtp://127.0.0.1:${port}`, 1);

  it('is retried, then the message is failed with the connection error', async () => {
    const { id } = await state.messaging.queue(state.database.db, { ...signupCode, language: 'en' });

    const row = await failedRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(state.log.entries.some((entry) => entry.includes('no retries left'))).toBe(true);
  });
});
