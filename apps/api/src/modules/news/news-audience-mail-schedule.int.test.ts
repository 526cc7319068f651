import { systemRoleCodes } from '@portal/contracts/permissions';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, createVendor } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock, testEnv } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages } from '../../db/schema';
import { createJobRunner, type JobRunner } from '../../lib/jobs';
import { createMessaging, type Messaging } from '../messaging/messaging.service';
import { type SmtpTestServer, startSmtpTestServer } from '../messaging/testing/smtp-test-server';
import { captureLog, waitFor } from '../messaging/testing/wait-for';
import { manageUrl, type NewsCallers, publish, signInNewsCallers } from './news.fixtures';
import { audienceMailQueue, createNewsAudienceMail, type NewsAudienceMail } from './news-audience-mail';
import { audienceBatch } from './news-audience-mail.repository';

/**
 * The audience mail by the injected clock (an item published for later is mailed once it is visible, and
 * never before), and each person's announcement mail preference (who turned it off is left out by the
 * batch query itself). One instance with its workers, a real SMTP peer, batches of two people.
 */
let database: TestDatabase;
let app: FastifyInstance;
let callers: NewsCallers;
let smtp: SmtpTestServer;
let jobs: JobRunner;
let messaging: Messaging;
let mail: NewsAudienceMail;
const clock = manualClock(new Date());

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer();
  const env = {
    CAPTCHA_ENABLED: 'false',
    SMTP_URL: smtp.url,
    MAIL_FROM: '供應商會員平台 <no-reply@portal.test>',
  };
  app = await buildTestApp(database, { env, clock });
  callers = await signInNewsCallers(app, database.db);
  const log = captureLog();
  jobs = createJobRunner({
    pool: database.pool,
    log,
    runWorkers: true,
    tuning: { workerPollingIntervalSeconds: 0.5 },
  });
  messaging = createMessaging({ env: testEnv(env), jobs, db: database.db, log });
  mail = createNewsAudienceMail({
    db: database.db,
    clock,
    jobs,
    messaging,
    publicUrl: 'http://portal.test',
    log,
    tuning: { batchSize: 2, pollingIntervalSeconds: 0.5 },
  });
  await jobs.start();
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  messaging?.close();
  await app?.close();
  await smtp?.close();
  await database?.drop();
});

/** The outbox rows of one item's audience mail (its link is in every body). */
const mailsOf = (newsId: string) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.template, 'news-published'),
        like(outboxMessages.bodyText, `%/announcement-detail?id=${newsId}%`),
      ),
    );
const delivered = (email: string) => smtp.messages.filter((message) => message.envelopeTo.includes(email));

/** Jobs of the item's audience mail in pg-boss, in any state. */
async function jobsOf(newsId: string): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = ${audienceMailQueue} and data->>'newsId' = ${newsId}`,
  );
  return result.rows[0]?.n ?? 0;
}

async function audienceMailedTime(newsId: string): Promise<string | null> {
  const response = await app.inject({ url: `${manageUrl}/${newsId}`, headers: bearer(callers.staff) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { audienceMailedTime: string | null }).audienceMailedTime;
}

/** Waits until `count` mails of the item are in the outbox and every one of them was delivered. */
const allSent = (newsId: string, count: number, what: string) =>
  waitFor(
    async () => {
      const rows = await mailsOf(newsId);
      return rows.length >= count && rows.every((row) => row.status === 'sent') && rows;
    },
    { timeoutMs: 60_000, what },
  );

describe('an announcement published for later', () => {
  it('is mailed to its audience once the clock reaches its start, never before, and only once', async () => {
    const people = await Promise.all(
      [0, 1].map(() => createUserWithRole(database.db, systemRoleCodes.member)),
    );
    await createVendor(
      database.db,
      people.map((person) => ({ userId: person.id, role: 'member' as const })),
      '排程公告公司',
    );
    const audience = [...people.map((person) => person.email ?? '')];
    const start = clock.now();
    const item = await publish(app, callers.staff, {
      audience: 'vendors',
      titleZh: '下週停機公告',
      publishFrom: new Date(start.getTime() + 30 * 60_000).toISOString(),
      mailAudience: true,
    });
    expect(item.mailAudience).toBe(true);

    // Before its start: the sweep sends no job, and a job that runs anyway (early, or retried) mails nobody.
    await mail.sweep();
    expect(await jobsOf(item.id)).toBe(0);
    expect(await mail.mailBatch(item.id)).toBe(false);
    clock.advance(29 * 60);
    await mail.sweep();
    expect(await jobsOf(item.id)).toBe(0);
    expect(await mail.mailBatch(item.id)).toBe(false);
    expect(await mailsOf(item.id)).toEqual([]);
    expect(await audienceMailedTime(item.id)).toBeNull();

    // Its start reached: the sweep sends the job, the worker mails the whole audience in batches of two.
    clock.advance(60);
    await mail.sweep();
    expect(await jobsOf(item.id)).toBeGreaterThan(0);
    const vendorAudience = 3; // the two above and the fixtures' member of an active vendor
    const rows = await allSent(item.id, vendorAudience, 'the scheduled announcement mailed');
    expect(rows).toHaveLength(vendorAudience);
    expect(new Set(rows.map((row) => row.recipient)).size).toBe(vendorAudience);
    for (const email of audience) {
      const received = delivered(email);
      expect(received, email).toHaveLength(1);
      expect(received[0]?.text).toContain('下週停機公告');
    }
    const mailedTime = await audienceMailedTime(item.id);
    expect(mailedTime).not.toBeNull();

    // Later sweeps and jobs, even much later, mail nobody again.
    clock.advance(3600);
    await mail.sweep();
    expect(await mail.mailBatch(item.id)).toBe(false);
    expect(await mailsOf(item.id)).toHaveLength(vendorAudience);
    for (const email of audience) expect(delivered(email), email).toHaveLength(1);
    expect(await audienceMailedTime(item.id)).toBe(mailedTime);
  });
});

describe('each person’s announcement mail preference', () => {
  it('leaves out whoever turned announcement mail off, in the batch query; everyone else is mailed', async () => {
    // Buyers (in no vendor, without permissions): the fixtures' buyer and these five, in id order. The
    // first two of them turn announcement mail off, so batches cut before leaving them out would come
    // short (and the mailing would stop early).
    type Person = Awaited<ReturnType<typeof createUserWithRole>>;
    const people: Person[] = [];
    for (let index = 0; index < 5; index += 1)
      people.push(await createUserWithRole(database.db, systemRoleCodes.member));
    const [refuserA, refuserB, otherKindOff, turnedBackOn, plain] = people;
    if (!refuserA || !refuserB || !otherKindOff || !turnedBackOn || !plain) throw new Error('people');
    const savePreferences = async (user: Person, preferences: object[]) => {
      const token = await signIn(app, user.account);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/Notifications/Preferences',
        headers: bearer(token),
        payload: { preferences },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await savePreferences(refuserA, [{ kind: 'announcement', mail: false }]);
    await savePreferences(refuserB, [
      { kind: 'announcement', mail: false },
      { kind: 'inquiry-new', mail: true },
    ]);
    await savePreferences(otherKindOff, [{ kind: 'inquiry-new', mail: false }]);
    await savePreferences(turnedBackOn, [{ kind: 'announcement', mail: false }]);
    await savePreferences(turnedBackOn, [{ kind: 'announcement', mail: true }]);

    // The query itself leaves them out: a batch of two is two people who want the mail.
    const refusers = new Set([refuserA.id, refuserB.id]);
    const firstTwo = await audienceBatch(database.db, 'buyers', null, 2);
    expect(firstTwo).toHaveLength(2);
    expect(firstTwo.filter((member) => refusers.has(member.id))).toEqual([]);
    const everyone = await audienceBatch(database.db, 'buyers', null, 100);
    const everyoneIds = everyone.map((member) => member.id);
    expect(everyoneIds).toEqual(expect.arrayContaining([otherKindOff.id, turnedBackOn.id, plain.id]));
    expect(everyoneIds.filter((id) => refusers.has(id))).toEqual([]);

    const item = await publish(app, callers.staff, {
      audience: 'buyers',
      titleZh: '採購商問卷',
      mailAudience: true,
    });
    await mail.sweep();
    const rows = await allSent(item.id, everyone.length, 'the buyers who want it mailed');
    expect(rows).toHaveLength(everyone.length);
    for (const user of [otherKindOff, turnedBackOn, plain])
      expect(delivered(user.email ?? ''), 'wants announcement mail').toHaveLength(1);
    for (const user of [refuserA, refuserB]) {
      expect(delivered(user.email ?? ''), 'turned announcement mail off').toEqual([]);
      expect(rows.map((row) => row.recipient)).not.toContain(user.email);
    }
    expect(await audienceMailedTime(item.id)).not.toBeNull();
  });
});
