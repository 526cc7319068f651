import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages } from '../../db/schema';
import { createJobRunner, type JobRunner } from '../../lib/jobs';
import { createMessaging, type Messaging } from './messaging.service';
import { captureLog, waitFor } from './testing/wait-for';

const resetCode = (recipient: string, code: string) =>
  ({
    channel: 'email',
    recipient,
    template: 'password-reset-code',
    language: 'zh-Hant',
    params: { code, minutes: '10' },
  }) as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Messaging without a mail server whose prints land in `printed`, started like the server starts it. */
function printScenario(env: Record<string, string>) {
  const state = { printed: [] as string[] } as {
    database: TestDatabase;
    jobs: JobRunner;
    messaging: Messaging;
    printed: string[];
  };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    const log = captureLog();
    state.jobs = createJobRunner({ pool: state.database.pool, log, runWorkers: true });
    state.messaging = createMessaging({
      env: testEnv(env),
      jobs: state.jobs,
      db: state.database.db,
      log,
      tuning: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
      print: (text) => state.printed.push(text),
    });
    await state.jobs.start();
  });
  afterAll(async () => {
    await state.jobs?.stop();
    state.messaging?.close();
    await state.database?.drop();
  });
  const printsOf = (needle: string) => state.printed.filter((text) => text.includes(needle));
  return { state, printsOf };
}

describe('without a mail server, outside production', () => {
  const { state, printsOf } = printScenario({});

  it('prints a mail once, code included, and keeps it stored in the outbox', async () => {
    const { id } = await state.database.db.transaction((tx) =>
      state.messaging.queue(tx, resetCode('print@example.tw', '318204')),
    );
    await waitFor(() => printsOf('318204').length > 0, { what: 'the mail to be printed' });
    // Several polling rounds later it still was printed once.
    await pause(2_500);
    expect(printsOf('318204')).toHaveLength(1);
    const [text = ''] = printsOf('318204');
    expect(text).toContain('Mail not sent (no SMTP_URL)');
    expect(text).toContain('To:       print@example.tw');
    expect(text).toContain(id);
    const [row] = await state.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: 'stored', attempts: 0 });
  });

  it('prints a mail whose transaction commits late once, after the commit; a rolled-back one never', async () => {
    const committed = state.database.db.transaction(async (tx) => {
      await state.messaging.queue(tx, resetCode('late@example.tw', '550912'));
      // Its print job is written in the same transaction: nothing runs before the commit.
      await pause(1_500);
      expect(printsOf('550912')).toHaveLength(0);
    });
    await committed;
    await state.database.db
      .transaction(async (tx) => {
        await state.messaging.queue(tx, resetCode('undone@example.tw', '771043'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await waitFor(() => printsOf('550912').length > 0, { what: 'the late mail to be printed' });
    await pause(2_500);
    expect(printsOf('550912')).toHaveLength(1);
    expect(printsOf('771043')).toHaveLength(0);
  });

  it('prints a resent copy once more (it is a new message)', async () => {
    const { id } = await state.database.db.transaction((tx) =>
      state.messaging.queue(tx, resetCode('copy@example.tw', '604417')),
    );
    await waitFor(() => printsOf('604417').length === 1, { what: 'the first print' });
    await state.database.db.transaction((tx) => state.messaging.resend(tx, id));
    await waitFor(() => printsOf('604417').length === 2, { what: 'the copy to be printed' });
  });
});

describe('without a mail server, in production', () => {
  const { state } = printScenario({ NODE_ENV: 'production' });

  it('prints nothing: the outbox alone keeps the mail', async () => {
    const { id } = await state.database.db.transaction((tx) =>
      state.messaging.queue(tx, resetCode('prod@example.tw', '880213')),
    );
    await pause(2_000);
    expect(state.printed).toEqual([]);
    const [row] = await state.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row?.status).toBe('stored');
  });
});
