import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages } from '../../db/schema';
import { createJobRunner, type JobRunner } from '../../lib/jobs';
import { createMessaging, type Messaging, type QueueMessageInput } from './messaging.service';
import { type SmtpTestServer, startSmtpTestServer } from './testing/smtp-test-server';
import { captureLog, waitFor } from './testing/wait-for';

let database: TestDatabase;
let smtp: SmtpTestServer;
let messaging: Messaging;
let jobs: JobRunner;
const log = captureLog();
// Short timings so a requested sweep runs within a second or two.
const tuning = { pollingIntervalSeconds: 0.5, staleAfterSeconds: 1, sweepPollingIntervalSeconds: 0.5 };

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer();
  jobs = createJobRunner({ pool: database.pool, log, runWorkers: true });
  messaging = createMessaging({
    env: testEnv({ SMTP_URL: smtp.url, MAIL_FROM: '供應商會員平台 <no-reply@portal.test>' }),
    jobs,
    db: database.db,
    log,
    tuning,
  });
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop();
  messaging?.close();
  await smtp?.close();
  await database?.drop();
});

const findRow = async (id: string) =>
  (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];
const mailTo = (address: string) => waitFor(() => smtp.messages.find((m) => m.envelopeTo.includes(address)));
const settled = (id: string) =>
  waitFor(async () => {
    const row = await findRow(id);
    return row && row.status !== 'queued' ? row : undefined;
  });
const queueCommitted = (input: QueueMessageInput) =>
  database.db.transaction((tx) => messaging.queue(tx, input));

describe('e-mail delivery over SMTP', () => {
  it('delivers the zh-Hant sign-up code, then blanks the stored body', async () => {
    const { id } = await queueCommitted({
      channel: 'email',
      recipient: 'wang@example.tw',
      template: 'signup-code',
      language: 'zh-Hant',
      params: { code: '482913', minutes: '10', name: '王小明' },
    });

    const mail = await mailTo('wang@example.tw');
    expect(mail.subject).toBe('【供應商會員平台】註冊驗證碼');
    expect(mail.headers.get('message-id')).toBe(`<${id}@portal.test>`);
    expect(mail.text).toContain('王小明 您好：');
    expect(mail.text).toContain('10 分鐘後失效');
    expect(/^(\d{6})$/m.exec(mail.text)?.[1]).toBe('482913');
    expect(mail.html).toContain('>482913</p>');

    const row = await settled(id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sensitive: true,
      subject: '【供應商會員平台】註冊驗證碼',
      recipient: 'wang@example.tw',
      template: 'signup-code',
      bodyText: '',
      bodyHtml: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(log.entries.join('\n')).not.toContain('482913');
  });

  it('delivers a meeting mail with its calendar file as an attachment and an invitation part', async () => {
    const ics =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:m1@portal.test\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    const { id } = await queueCommitted({
      channel: 'email',
      recipient: 'meet@example.tw',
      template: 'meeting-accepted',
      language: 'zh-Hant',
      params: {
        name: '王小明',
        subject: '新產品合作洽談',
        company: '甲公司',
        person: '陳小華',
        slots: '',
        when: '2026-11-24 14:00–15:00',
        reason: '',
        hours: '',
        link: 'https://portal.test/meeting/m1',
      },
      attachments: [
        {
          filename: 'meeting.ics',
          contentType: 'text/calendar; charset=utf-8',
          content: ics,
          method: 'REQUEST',
        },
      ],
    });
    const mail = await mailTo('meet@example.tw');
    expect(mail.subject).toBe('【供應商會員平台】會議已確認');
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail.raw).toMatch(/filename=meeting\.ics/);
    expect(mail.raw.replace(/=\r\n/g, '')).toContain('UID:m1@portal.test');
    expect(await settled(id)).toMatchObject({
      status: 'sent',
      attachments: [{ filename: 'meeting.ics', method: 'REQUEST' }],
    });
  });

  it('delivers the English password reset code', async () => {
    const { id } = await queueCommitted({
      channel: 'email',
      recipient: 'amy@example.com',
      template: 'password-reset-code',
      language: 'en',
      params: { code: '051736', minutes: '10' },
    });

    const mail = await mailTo('amy@example.com');
    expect(mail.subject).toBe('Supplier Portal: your password reset code');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('The code expires in 10 minutes. Do not share it');
    expect(/^(\d{6})$/m.exec(mail.text)?.[1]).toBe('051736');
    expect(mail.html).toContain('<html lang="en">');
    expect((await settled(id)).status).toBe('sent');
  });

  it('keeps the body of a delivered message that carries no code', async () => {
    const { id } = await queueCommitted({
      channel: 'email',
      recipient: 'lin@example.tw',
      template: 'password-changed',
      language: 'zh-Hant',
      params: {},
    });
    await mailTo('lin@example.tw');
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'sent', sensitive: false });
    expect(row.bodyText).toContain('若您沒有變更密碼');
  });

  it('sends nothing for a message queued in a transaction that rolled back', async () => {
    let rolledBackId = '';
    await expect(
      database.db.transaction(async (tx) => {
        rolledBackId = (
          await messaging.queue(tx, {
            channel: 'email',
            recipient: 'rolled-back@example.tw',
            template: 'signup-code',
            language: 'zh-Hant',
            params: { code: '111111', minutes: '10' },
          })
        ).id;
        throw new Error('the sign-up failed after queuing');
      }),
    ).rejects.toThrow('the sign-up failed after queuing');

    // A later message goes through, so the worker has looked at the queue since.
    await queueCommitted({
      channel: 'email',
      recipient: 'after-rollback@example.tw',
      template: 'signup-code',
      language: 'zh-Hant',
      params: { code: '222222', minutes: '10' },
    });
    await mailTo('after-rollback@example.tw');

    expect(smtp.messages.some((m) => m.envelopeTo.includes('rolled-back@example.tw'))).toBe(false);
    expect(await findRow(rolledBackId)).toBeUndefined();
    const jobs = await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where data->>'messageId' = ${rolledBackId}`,
    );
    expect(jobs.rows[0]).toEqual({ n: 0 });
  });

  it('delivers a committed message that has no job (queued before delivery started) through the sweep', async () => {
    // A process that never started delivery queues the message; the running one's sweep finds it.
    const idle = createMessaging({
      env: testEnv({ SMTP_URL: smtp.url }),
      jobs: createJobRunner({ pool: database.pool, log, runWorkers: false }),
      db: database.db,
      log,
    });
    const { id } = await idle.queue(database.db, {
      channel: 'email',
      recipient: 'swept@example.tw',
      template: 'email-change-code',
      language: 'en',
      params: { code: '730054', minutes: '10' },
    });
    expect((await findRow(id))?.status).toBe('queued');
    // The schedule sweeps once a minute; a test need not wait for it, only for the message to be stale.
    await new Promise((resolve) => setTimeout(resolve, tuning.staleAfterSeconds * 1000 + 100));
    await messaging.requestSweep();

    const mail = await mailTo('swept@example.tw');
    expect(mail.subject).toBe('Supplier Portal: confirm your new e-mail address');
    expect(await settled(id)).toMatchObject({ status: 'sent', attempts: 1, bodyText: '' });
    idle.close();
  });

  it('stores the message with its body when SMTP_URL is unset', async () => {
    const outboxOnly = createMessaging({
      env: testEnv(),
      jobs: createJobRunner({ pool: database.pool, log, runWorkers: false }),
      db: database.db,
      log,
    });
    const delivered = smtp.messages.length;
    const { id } = await outboxOnly.queue(database.db, {
      channel: 'email',
      recipient: 'trial@example.tw',
      template: 'signup-code',
      language: 'zh-Hant',
      params: { code: '909090', minutes: '10' },
    });
    const row = await findRow(id);
    expect(row).toMatchObject({ status: 'stored', attempts: 0, sentAt: null, sensitive: true });
    expect(row?.bodyText).toContain('909090');
    expect(row?.bodyHtml).toContain('909090');
    expect(smtp.messages.length).toBe(delivered);
  });

  it('refuses a recipient that is not an e-mail address', async () => {
    await expect(
      messaging.queue(database.db, {
        channel: 'email',
        recipient: 'someone@example.tw\r\nBcc: x@example.com',
        template: 'password-changed',
        language: 'en',
        params: {},
      }),
    ).rejects.toThrow('recipient is not a valid e-mail address');
  });
});
