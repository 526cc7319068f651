import type { NewsAdminItem } from '@portal/contracts/news';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, createVendor } from '../../../test/access-fixtures';
import { bearer } from '../../../test/identity-fixtures';
import { buildTestApp, testEnv } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { createJobRunner, type JobRunner } from '../../lib/jobs';
import { createMessaging, type Messaging } from '../messaging/messaging.service';
import { type SmtpTestServer, startSmtpTestServer } from '../messaging/testing/smtp-test-server';
import { captureLog, waitFor } from '../messaging/testing/wait-for';
import { manageUrl, type NewsCallers, newsInput, publish, signInNewsCallers } from './news.fixtures';
import { createNewsAudienceMail, type NewsAudienceMail } from './news-audience-mail';

/**
 * The audience mail with a real SMTP peer and two instances (two job runners with their workers on the
 * same database), batches of two people: each person of the audience gets exactly one mail.
 */
let database: TestDatabase;
let app: FastifyInstance;
let callers: NewsCallers;
let smtp: SmtpTestServer;
const instances: { jobs: JobRunner; messaging: Messaging; mail: NewsAudienceMail }[] = [];
const vendorPeople: { email: string; language: 'zh-Hant' | 'en' }[] = [];
let buyerEmail = '';

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer();
  const env = {
    CAPTCHA_ENABLED: 'false',
    SMTP_URL: smtp.url,
    MAIL_FROM: '供應商會員平台 <no-reply@portal.test>',
  };
  app = await buildTestApp(database, { env });
  callers = await signInNewsCallers(app, database.db);
  const people = await Promise.all(
    (['zh-Hant', 'en', 'zh-Hant', 'en'] as const).map((language) =>
      createUserWithRole(database.db, systemRoleCodes.member, { language }),
    ),
  );
  await createVendor(database.db, [
    ...people.map((person) => ({ userId: person.id, role: 'member' as const })),
  ]);
  for (const person of people) vendorPeople.push({ email: person.email ?? '', language: person.language });
  buyerEmail = (await createUserWithRole(database.db, systemRoleCodes.member)).email ?? '';
  for (let i = 0; i < 2; i += 1) {
    const log = captureLog();
    const jobs = createJobRunner({
      pool: database.pool,
      log,
      runWorkers: true,
      tuning: { workerPollingIntervalSeconds: 0.5 },
    });
    const messaging = createMessaging({ env: testEnv(env), jobs, db: database.db, log });
    const mail = createNewsAudienceMail({
      db: database.db,
      clock: systemClock,
      jobs,
      messaging,
      publicUrl: 'http://portal.test',
      log,
      tuning: { batchSize: 2, pollingIntervalSeconds: 0.5 },
    });
    instances.push({ jobs, messaging, mail });
  }
  // One after the other: two pg-boss instances creating their schema at once can deadlock. Starting them
  // on a loaded machine takes longer than the default hook budget.
  for (const instance of instances) await instance.jobs.start();
}, 60_000);
afterAll(async () => {
  for (const instance of instances) {
    await instance.jobs.stop();
    instance.messaging.close();
  }
  await app.close();
  await smtp.close();
  await database.drop();
});

const announcementMails = () =>
  database.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'news-published'));
const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(email));

async function item(id: string): Promise<NewsAdminItem> {
  const response = await app.inject({ url: `${manageUrl}/${id}`, headers: bearer(callers.staff) });
  return response.json() as NewsAdminItem;
}

describe('mailing an announcement to its audience', () => {
  it('mails every vendor person once, in their language, in batches shared by two instances', async () => {
    const published = await publish(app, callers.staff, {
      audience: 'vendors',
      titleZh: '年度供應商大會',
      titleEn: 'Annual supplier meeting',
      mailAudience: true,
    });
    expect(published.mailAudience).toBe(true);
    // Both instances sweep at once: the mail is still sent once per person.
    await Promise.all(instances.map((instance) => instance.mail.sweep()));
    const audienceSize = vendorPeople.length + 1; // and the fixtures' member of an active vendor
    const delivered = await waitFor(
      async () => {
        const rows = await announcementMails();
        return rows.length >= audienceSize && rows.every((row) => row.status === 'sent') && rows;
      },
      { timeoutMs: 60_000, what: 'every announcement mail sent' },
    );
    expect(delivered).toHaveLength(audienceSize);
    expect(new Set(delivered.map((row) => row.recipient)).size).toBe(audienceSize);
    for (const person of vendorPeople) {
      const received = mailsTo(person.email);
      expect(received, person.email).toHaveLength(1);
      expect(received[0]?.subject).toBe(
        person.language === 'en'
          ? 'Supplier Portal: a new announcement from the association'
          : '【供應商會員平台】協會發布了新公告',
      );
      expect(received[0]?.text).toContain(
        person.language === 'en' ? 'Annual supplier meeting' : '年度供應商大會',
      );
      expect(received[0]?.text).toContain(`/announcement-detail?id=${published.id}`);
    }
    // Not the audience: a buyer, staff.
    expect(mailsTo(buyerEmail)).toEqual([]);
    expect((await item(published.id)).audienceMailedTime).not.toBeNull();

    // Nothing is left: more sweeps and batches mail nobody again.
    await Promise.all(instances.map((instance) => instance.mail.sweep()));
    expect(await instances[0]?.mail.mailBatch(published.id)).toBe(false);
    expect(await announcementMails()).toHaveLength(audienceSize);
  });

  it('sends nothing more when the published item is saved again, and nothing for a draft', async () => {
    const before = (await announcementMails()).length;
    const published = await publish(app, callers.staff, {
      audience: 'buyers',
      titleZh: '採購說明會',
      mailAudience: true,
    });
    await instances[1]?.mail.sweep();
    const first = await waitFor(
      async () => {
        const rows = await announcementMails();
        return rows.length > before && rows.every((row) => row.status === 'sent') && rows;
      },
      { timeoutMs: 60_000, what: 'the buyers mailed' },
    );
    expect(mailsTo(buyerEmail)).toHaveLength(1);
    const mailedTime = (await item(published.id)).audienceMailedTime;
    expect(mailedTime).not.toBeNull();

    // Saved again with the box ticked (and a new title): claimed already, so no job and no mail.
    const saved = await app.inject({
      method: 'PUT',
      url: manageUrl,
      headers: bearer(callers.staff),
      payload: {
        ...newsInput({ audience: 'buyers', titleZh: '採購說明會（更新）', mailAudience: true }),
        id: published.id,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await Promise.all(instances.map((instance) => instance.mail.sweep()));
    expect(await instances[0]?.mail.mailBatch(published.id)).toBe(false);
    expect(await announcementMails()).toHaveLength(first.length);
    expect((await item(published.id)).audienceMailedTime).toBe(mailedTime);

    // A draft with the box ticked is not mailed (it will be once published).
    const draft = await publish(app, callers.staff, { status: 'draft', mailAudience: true });
    await Promise.all(instances.map((instance) => instance.mail.sweep()));
    expect(await instances[0]?.mail.mailBatch(draft.id)).toBe(false);
    expect(await announcementMails()).toHaveLength(first.length);
    expect((await item(draft.id)).mailAudience).toBe(true);
  });
});
