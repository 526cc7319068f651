import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages } from '../../db/schema';
import { createJobRunner, type JobRunner } from '../../lib/jobs';
import { createMessaging, type Messaging } from './messaging.service';
import { type FakeHttpServer, startFakeHttpServer } from './testing/fake-http-server';
import { captureLog, waitFor } from './testing/wait-for';

let database: TestDatabase;
let mitake: FakeHttpServer;
let messaging: Messaging;
let jobs: JobRunner;
const log = captureLog();
const accepted = { body: 'msgid=#000000123\r\nstatuscode=1\r\nAccountPoint=98\r\n' };

beforeAll(async () => {
  database = await createTestDatabase();
  mitake = await startFakeHttpServer('/api/mtk/SmSend?CharsetURL=UTF-8', accepted);
  jobs = createJobRunner({ pool: database.pool, log, runWorkers: true });
  messaging = createMessaging({
    env: testEnv({
      SMS_PROVIDER: 'mitake',
      MITAKE_URL: mitake.url,
      MITAKE_USERNAME: 'portal',
      MITAKE_PASSWORD: 's3cret',
    }),
    jobs,
    db: database.db,
    log,
    tuning: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, sendTimeoutMs: 2_000 },
  });
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop();
  messaging?.close();
  await mitake?.close();
  await database?.drop();
});

const settled = (id: string) =>
  waitFor(async () => {
    const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    return row && row.status !== 'queued' ? row : undefined;
  });

describe('SMS delivery', () => {
  it('sends a queued code through Mitake, then blanks its body', async () => {
    const { id } = await database.db.transaction((tx) =>
      messaging.queue(tx, {
        channel: 'sms',
        recipient: '+886912345678',
        template: 'mobile-change-code',
        language: 'zh-Hant',
        params: { code: '318274', minutes: '10' },
      }),
    );

    const row = await settled(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, bodyText: '', subject: null, sensitive: true });
    const request = mitake.requests.find((r) => r.form.clientid === id);
    expect(request?.form).toMatchObject({
      dstaddr: '0912345678',
      smbody: '【供應商會員平台】您變更手機號碼的驗證碼為318274，10分鐘內有效，請勿提供他人。',
    });
    expect(log.entries.join('\n')).not.toContain('318274');
  });

  it('retries a refused SMS with the same clientid and sends it once the gateway accepts', async () => {
    mitake.reply = { body: 'statuscode=t\r\n' };
    const { id } = await messaging.queue(database.db, {
      channel: 'sms',
      recipient: '+886987654321',
      template: 'password-reset-code',
      language: 'en',
      params: { code: '902215', minutes: '10' },
    });
    await waitFor(() => mitake.requests.some((r) => r.form.clientid === id));
    mitake.reply = accepted;

    const row = await settled(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null, bodyText: '' });
    const tries = mitake.requests.filter((r) => r.form.clientid === id);
    expect(tries.map((r) => r.form.dstaddr)).toEqual(['0987654321', '0987654321']);
  });

  it('stores the SMS with its body when the provider is the outbox', async () => {
    const outbox = createMessaging({
      env: testEnv(),
      jobs: createJobRunner({ pool: database.pool, log, runWorkers: false }),
      db: database.db,
      log,
    });
    const { id } = await outbox.queue(database.db, {
      channel: 'sms',
      recipient: '+886912345678',
      template: 'signup-code',
      language: 'zh-Hant',
      params: { code: '775120', minutes: '10' },
    });
    const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({
      status: 'stored',
      bodyText: '【供應商會員平台】您的註冊驗證碼為775120，10分鐘內有效，請勿提供他人。',
    });
    expect(mitake.requests.some((r) => r.form.smbody?.includes('775120'))).toBe(false);
  });

  it('refuses a mobile that is not in E.164 form', async () => {
    await expect(
      messaging.queue(database.db, {
        channel: 'sms',
        recipient: '0912-345-678',
        template: 'signup-code',
        language: 'zh-Hant',
        params: { code: '000000', minutes: '10' },
      }),
    ).rejects.toThrow('recipient is not a valid E.164 mobile');
  });
});
