import { systemRoleCodes } from '@portal/contracts/permissions';
import { taipeiToday } from '@portal/contracts/taipei-date';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { bearer, createUser, defaultPassword, signIn, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { actionLogs } from '../../db/schema';
import { countEntries as countLogEntries, listEntries as listLogEntries } from './action-log.fixtures';
import { recordAction, systemContext } from './action-log.recorder';
import { pruneActionLogs } from './action-log.repository';

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;
let adminId: string;
let memberToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  const admin = await createUserWithRole(database.db, systemRoleCodes.administrator, {
    account: 'auditadmin',
  });
  adminId = admin.id;
  adminToken = await signIn(app, admin.account);
  const member = await createUserWithRole(database.db, systemRoleCodes.member);
  memberToken = await signIn(app, member.account);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const countEntries = () => countLogEntries(database.db);
const listEntries = (condition: Record<string, unknown>, token = adminToken) =>
  listLogEntries(app, token, condition);

describe('recordAction', () => {
  it('leaves no entry when the change it belongs to rolls back', async () => {
    const before = await countEntries();
    await expect(
      database.db.transaction(async (tx) => {
        await recordAction(tx, systemContext, {
          action: 'update',
          entityType: 'configuration',
          entityId: 'x',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await countEntries()).toBe(before);
  });

  it('replaces secrets in before and after, however deep', async () => {
    await recordAction(database.db, systemContext, {
      action: 'update',
      entityType: 'configuration',
      entityId: 'secret-test',
      before: { name: '甲', passwordHash: '$argon2id$v=19$abc', nested: { accessToken: 'tok-123' } },
      after: { name: '乙', ticket: 'tic-456', list: [{ clientSecret: 'sec-789' }] },
    });
    const [entry] = await database.db.select().from(actionLogs).where(eq(actionLogs.entityId, 'secret-test'));
    const text = JSON.stringify(entry);
    for (const secret of ['$argon2id', 'tok-123', 'tic-456', 'sec-789']) expect(text).not.toContain(secret);
    expect(entry?.before).toMatchObject({ name: '甲', passwordHash: '[REDACTED]' });
    expect(entry?.after).toMatchObject({ name: '乙', list: [{ clientSecret: '[REDACTED]' }] });
  });
});

describe('append-only', () => {
  it('refuses updates and deletes in the database itself', async () => {
    await recordAction(database.db, systemContext, {
      action: 'update',
      entityType: 'configuration',
      entityId: 'immutable',
    });
    await expect(
      database.db.update(actionLogs).set({ action: 'delete' }).where(eq(actionLogs.entityId, 'immutable')),
    ).rejects.toThrow();
    await expect(
      database.db.delete(actionLogs).where(eq(actionLogs.entityId, 'immutable')),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`truncate action_logs`)).rejects.toThrow();
    const rows = await database.db.select().from(actionLogs).where(eq(actionLogs.entityId, 'immutable'));
    expect(rows.map((row) => row.action)).toEqual(['update']);
  });

  it('lets the retention job prune only entries older than the cut-off', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    await recordAction(
      database.db,
      systemContext,
      { action: 'update', entityType: 'configuration', entityId: 'retention-old' },
      old,
    );
    await recordAction(database.db, systemContext, {
      action: 'update',
      entityType: 'configuration',
      entityId: 'retention-new',
    });
    const pruned = await pruneActionLogs(database.db, new Date('2021-01-01T00:00:00Z'));
    expect(pruned).toBe(1);
    const left = await database.db
      .select()
      .from(actionLogs)
      .where(inArray(actionLogs.entityId, ['retention-old', 'retention-new']));
    expect(left.map((row) => row.entityId)).toEqual(['retention-new']);
  });

  it('has no API call that changes or deletes an entry (405 with an error body)', async () => {
    const [entry] = await database.db.select().from(actionLogs).limit(1);
    for (const call of [
      { method: 'POST' as const, url: '/api/v1/ActionLogs', payload: {} },
      { method: 'PUT' as const, url: '/api/v1/ActionLogs', payload: { id: entry?.id } },
      { method: 'DELETE' as const, url: `/api/v1/ActionLogs?key=${entry?.id}` },
      { method: 'POST' as const, url: '/api/v1/ActionLogs/Save', payload: {} },
    ]) {
      const response = await app.inject({ ...call, headers: bearer(adminToken) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(405);
      expect(response.json().errors[0].code).toBe('METHOD_NOT_ALLOWED');
    }
    expect(await countEntries()).toBeGreaterThan(0);
  });
});

describe('what is logged', () => {
  it('logs sign-in successes and failures, never the password', async () => {
    const user = await createUser(database.db, { account: 'signinlogged' });
    await signIn(app, user.account);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/Auth/Login',
      payload: { account: user.account, password: 'wrong password here' },
      remoteAddress: someAddress(),
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/Auth/Login',
      payload: { account: 'nobody-at-all', password: 'whatever password' },
      remoteAddress: someAddress(),
    });
    expect(unknown.statusCode).toBe(401);

    const about = await listEntries({ entityId: user.id });
    expect(about.data.map((entry) => entry.action).sort()).toEqual(['sign-in', 'sign-in-failed']);
    const failures = await listEntries({ action: 'sign-in-failed', keyword: 'nobody-at-all' });
    expect(failures.totalCount).toBe(1);
    const everything = JSON.stringify(await database.db.select().from(actionLogs));
    for (const secret of [defaultPassword, 'wrong password here', 'whatever password', '$argon2']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('logs profile, buyer profile, password and session changes of one’s own account', async () => {
    const user = await createUser(database.db, { account: 'selfchanger', name: '林自己' });
    const token = await signIn(app, user.account);
    const headers = bearer(token);
    const profile = await app.inject({
      method: 'POST',
      url: '/api/v1/Account',
      headers,
      payload: { name: '林自改' },
    });
    expect(profile.statusCode).toBe(200);
    const buyer = await app.inject({
      method: 'POST',
      url: '/api/v1/Account/Buyer',
      headers,
      payload: { company: '林氏貿易', industry: '電子', interests: [], address: '' },
    });
    expect(buyer.statusCode).toBe(200);
    const newPassword = 'a brand new passphrase';
    const changed = await app.inject({
      method: 'POST',
      url: '/api/v1/Account/ChangePwd',
      headers,
      payload: { currentPassword: defaultPassword, newPassword },
    });
    expect(changed.statusCode).toBe(200);
    const ended = await app.inject({ method: 'POST', url: '/api/v1/Account/Sessions/EndOthers', headers });
    expect(ended.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/v1/System/Logout', headers });

    const entries = await database.db.select().from(actionLogs).where(eq(actionLogs.actorId, user.id));
    const byAction = (action: string, type = 'user') =>
      entries.filter((entry) => entry.action === action && entry.entityType === type);
    expect(byAction('update')[0]).toMatchObject({ before: { name: '林自己' }, after: { name: '林自改' } });
    expect(byAction('create', 'buyer-profile')[0]?.after).toMatchObject({ company: '林氏貿易' });
    expect(byAction('password-changed')).toHaveLength(1);
    expect(byAction('sessions-ended')).toHaveLength(1);
    expect(byAction('sign-out')).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain(newPassword);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('logs a refused permission check with the route', async () => {
    const refused = await app.inject({ url: '/api/v1/Roles', headers: bearer(memberToken) });
    expect(refused.statusCode).toBe(403);
    const denials = await listEntries({ action: 'access-denied', entityType: 'route' });
    expect(denials.data.some((entry) => entry.entityId === 'GET /api/v1/Roles')).toBe(true);
  });
});

describe('ActionLogs list and export', () => {
  it('filters by actor, entity, action and date range, newest first', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/Roles',
      headers: bearer(adminToken),
      payload: { nameZh: '=HYPERLINK("http://evil")', permissions: [] },
    });
    expect(created.statusCode).toBe(201);
    const roleId = created.json().id as string;
    // The filter's days are Taiwan days.
    const today = taipeiToday();
    const mine = await listEntries({
      actorId: adminId,
      entityType: 'role',
      action: 'create',
      from: today,
      to: today,
    });
    expect(mine.data.map((entry) => entry.entityId)).toContain(roleId);
    const past = await listEntries({ entityType: 'role', to: '2020-01-01' });
    expect(past.totalCount).toBe(0);
    const [logged] = (await listEntries({ entityId: roleId })).data as { id?: string }[];
    const one = await app.inject({ url: `/api/v1/ActionLogs/${logged?.id}`, headers: bearer(adminToken) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ action: 'create', entityId: roleId, actorAccount: 'auditadmin' });
    expect(one.json().after).toMatchObject({ nameZh: '=HYPERLINK("http://evil")' });
  });

  it('is for actionlog:read only', async () => {
    expect((await app.inject({ url: '/api/v1/ActionLogs' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/v1/ActionLogs', headers: bearer(memberToken) })).statusCode).toBe(
      403,
    );
    const exported = await app.inject({ url: '/api/v1/ActionLogs/Export', headers: bearer(memberToken) });
    expect(exported.statusCode).toBe(403);
  });
});
