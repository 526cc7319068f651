import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { bearer, createUser, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { clientLogs } from '../../db/schema';

let database: TestDatabase;
let app: FastifyInstance;
let readerToken: string;
let memberToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  readerToken = await signIn(
    app,
    (await createUser(database.db, { permissions: ['clientlog:read'] })).account,
  );
  memberToken = await signIn(app, (await createUserWithRole(database.db, systemRoleCodes.member)).account);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('ClientLogs', () => {
  it('lists browser error reports with who sent them, filtered by text, type and date', async () => {
    const user = await createUser(database.db, { account: 'reporter', name: '陳報告' });
    await database.db.insert(clientLogs).values([
      {
        createdTime: new Date(),
        type: 'error',
        content: '陳報告: TypeError at main.js:1:2',
        userId: user.id,
      },
      {
        createdTime: new Date(),
        type: 'warning',
        content: 'slow chunk',
        receivedAt: new Date('2025-01-01T00:00:00Z'),
      },
    ]);
    const list = async (condition: Record<string, unknown>) =>
      (
        await app.inject({
          url: `/api/v1/ClientLogs?${new URLSearchParams({ condition: JSON.stringify(condition) })}`,
          headers: bearer(readerToken),
        })
      ).json();
    expect((await list({ keyword: 'typeerror' })).data[0]).toMatchObject({
      userAccount: 'reporter',
      type: 'error',
    });
    expect((await list({ userId: user.id })).totalCount).toBe(1);
    expect((await list({ type: 'warning' })).totalCount).toBe(1);
    expect((await list({ to: '2025-01-01' })).totalCount).toBe(1);
    expect((await list({ from: '2025-01-02', type: 'warning' })).totalCount).toBe(0);
    const bad = await app.inject({
      url: `/api/v1/ClientLogs?${new URLSearchParams({ condition: JSON.stringify({ content: 'x' }) })}`,
      headers: bearer(readerToken),
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/ClientLogs', headers: bearer(memberToken) })).statusCode).toBe(
      403,
    );
  });
});
