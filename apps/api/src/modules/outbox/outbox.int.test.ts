import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, entriesAbout } from '../../../test/access-fixtures';
import { bearer, createUser, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages } from '../../db/schema';

let database: TestDatabase;
/** No SMTP_URL and the default SMS_PROVIDER=outbox: the outbox is the only mailbox. */
let app: FastifyInstance;
/** The same database served by an app with a mail server configured (nothing is delivered: no jobs). */
let smtpApp: FastifyInstance;
let adminToken: string;
let readerToken: string;
let memberToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  smtpApp = await buildTestApp(database, {
    env: { CAPTCHA_ENABLED: 'false', SMTP_URL: 'smtp://mail.portal.test:587' },
  });
  adminToken = await signIn(
    app,
    (await createUserWithRole(database.db, systemRoleCodes.administrator)).account,
  );
  readerToken = await signIn(
    app,
    (await createUser(database.db, { permissions: ['outbox:read', 'clientlog:read'] })).account,
  );
  memberToken = await signIn(app, (await createUserWithRole(database.db, systemRoleCodes.member)).account);
});
afterAll(async () => {
  await smtpApp.close();
  await app.close();
  await database.drop();
});

async function insertMessage(values: Partial<typeof outboxMessages.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(outboxMessages)
    .values({
      channel: 'email',
      recipient: 'buyer@example.test',
      template: 'password-changed',
      language: 'zh-Hant',
      subject: '您的密碼已變更',
      bodyText: '您好，您的密碼已於今天變更。',
      status: 'failed',
      attempts: 5,
      lastError: 'connect ECONNREFUSED',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no message');
  return row;
}

describe('Outbox', () => {
  it('lists messages with filters', async () => {
    await insertMessage();
    const failed = await app.inject({
      url: `/api/v1/Outbox?${new URLSearchParams({ condition: JSON.stringify({ status: 'failed', keyword: 'BUYER@' }) })}`,
      headers: bearer(readerToken),
    });
    expect(failed.json().totalCount).toBe(1);
    expect(failed.json().data[0]).toMatchObject({ lastError: 'connect ECONNREFUSED', attempts: 5 });
  });

  it('without a mail server, shows a code-bearing body in full, in the list and alone', async () => {
    const coded = await insertMessage({
      template: 'signup-code',
      status: 'stored',
      sensitive: true,
      bodyText: '您的驗證碼是 654321',
      recipient: 'newcomer@example.test',
    });
    const list = await app.inject({
      url: `/api/v1/Outbox?${new URLSearchParams({ condition: JSON.stringify({ keyword: 'newcomer@' }) })}`,
      headers: bearer(readerToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: coded.id, bodyText: '您的驗證碼是 654321', bodyHidden: false }),
    ]);
    const one = await app.inject({ url: `/api/v1/Outbox/${coded.id}`, headers: bearer(readerToken) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      bodyText: '您的驗證碼是 654321',
      bodyHidden: false,
      status: 'stored',
    });
    const delivery = await app.inject({ url: '/api/v1/Outbox/Delivery', headers: bearer(readerToken) });
    expect(delivery.json()).toEqual({ email: 'outbox', sms: 'outbox' });
  });

  it('with a mail server, hides a code-bearing mail body in the list and alone; SMS kept in the outbox shows', async () => {
    const coded = await insertMessage({
      template: 'password-reset-code',
      status: 'sent',
      sensitive: true,
      bodyText: '您的驗證碼是 987123',
      recipient: 'hidden@example.test',
    });
    const sms = await insertMessage({
      channel: 'sms',
      template: 'mobile-change-code',
      subject: null,
      status: 'stored',
      sensitive: true,
      bodyText: '驗證碼 246810',
      recipient: '+886912000111',
    });
    const list = await smtpApp.inject({
      url: `/api/v1/Outbox?${new URLSearchParams({ sortings: JSON.stringify([{ field: 'recipient', dir: 'asc' }]) })}`,
      headers: bearer(readerToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('987123');
    const rows = list.json().data as { id: string; bodyHidden: boolean }[];
    expect(rows.find((row) => row.id === coded.id)).toMatchObject({ bodyText: null, bodyHidden: true });
    expect(rows.find((row) => row.id === sms.id)).toMatchObject({
      bodyText: '驗證碼 246810',
      bodyHidden: false,
    });
    // A message without a code or link is shown either way.
    expect(rows.find((row) => row.bodyHidden === false && row.id !== sms.id)).toMatchObject({
      template: 'password-changed',
      bodyText: '您好，您的密碼已於今天變更。',
    });

    const one = await smtpApp.inject({ url: `/api/v1/Outbox/${coded.id}`, headers: bearer(readerToken) });
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain('987123');
    expect(one.json()).toMatchObject({ bodyText: null, bodyHidden: true });
    const delivery = await smtpApp.inject({ url: '/api/v1/Outbox/Delivery', headers: bearer(readerToken) });
    expect(delivery.json()).toEqual({ email: 'smtp', sms: 'outbox' });
  });

  it('tells only outbox readers how messages are delivered', async () => {
    const member = await app.inject({ url: '/api/v1/Outbox/Delivery', headers: bearer(memberToken) });
    expect(member.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/Outbox/Delivery' })).statusCode).toBe(401);
  });

  it('resends a copy of a failed message and logs it; the original stays', async () => {
    const original = await insertMessage({ recipient: 'again@example.test' });
    const resent = await app.inject({
      method: 'POST',
      url: `/api/v1/Outbox/${original.id}/Resend`,
      headers: bearer(adminToken),
    });
    expect(resent.statusCode, resent.body).toBe(201);
    // No SMTP in this test: the outbox is the delivery.
    expect(resent.json().status).toBe('stored');
    const copies = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'again@example.test'));
    expect(copies.map((row) => row.status).sort()).toEqual(['failed', 'stored']);
    const [entry] = await entriesAbout(database.db, 'outbox-message', original.id);
    expect(entry).toMatchObject({ action: 'resend', after: { copyId: resent.json().id } });
  });

  it('refuses to resend a delivered message whose code was cleared, a missing one, and for readers', async () => {
    const cleared = await insertMessage({ sensitive: true, bodyText: '', status: 'sent' });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/Outbox/${cleared.id}/Resend`,
      headers: bearer(adminToken),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('MESSAGE_NOT_RESENDABLE');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/Outbox/01900000-0000-7000-8000-000000000000/Resend',
      headers: bearer(adminToken),
    });
    expect(missing.statusCode).toBe(404);
    const count = async () =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages))[0]?.n;
    const before = await count();
    const reader = await app.inject({
      method: 'POST',
      url: `/api/v1/Outbox/${cleared.id}/Resend`,
      headers: bearer(readerToken),
    });
    expect(reader.statusCode).toBe(403);
    expect(await count()).toBe(before);
    expect((await app.inject({ url: '/api/v1/Outbox', headers: bearer(memberToken) })).statusCode).toBe(403);
  });
});
