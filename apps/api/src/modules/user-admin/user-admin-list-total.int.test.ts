import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { cachedTotalThreshold } from '../resources/list-totals';
import { createUserCall, listUsers } from './user-admin.fixtures';

// A register over the threshold: its total is kept for the list cache lifetime (list-totals.ts).
const registered = cachedTotalThreshold;

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;

/** Members inserted beside the app, as another instance or a job would: this instance is not told. */
async function insertMembers(count: number, prefix: string) {
  await database.pool.query(
    `insert into users (id, account, name, email, created_at, updated_at)
     select uuidv7(), $2 || n, '會員' || n, $2 || n || '@example.test', now(), now()
     from generate_series(1, $1) as n`,
    [count, prefix],
  );
}

async function totalOf(condition?: Record<string, unknown>): Promise<number> {
  const response = await listUsers(app, adminToken, { pageSize: 5, ...(condition ? { condition } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { totalCount: number }).totalCount;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  adminToken = await signIn(
    app,
    (await createUserWithRole(database.db, systemRoleCodes.administrator)).account,
  );
  await insertMembers(registered, 'total-member-');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('GET /Users total over a large register', () => {
  it('keeps a large total, counts a small filtered one exactly, and is exact again after a write here', async () => {
    const everyone = await totalOf();
    expect(everyone).toBe(registered + 1);

    // Written beside this instance: the kept total stays for its lifetime (at most 15 s) …
    await insertMembers(1, 'total-beside-');
    expect(await totalOf()).toBe(everyone);
    // … while a filter matching few rows is counted on every call, so it sees the new member at once.
    expect(await totalOf({ keyword: 'total-beside-' })).toBe(1);

    // A write through this instance drops the kept totals: the next list counts both new members.
    const created = await createUserCall(app, adminToken, {
      account: 'total-new',
      name: '新會員',
      email: 'total-new@example.test',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await totalOf()).toBe(registered + 3);
  });

  it('refuses a write that fails without dropping anything, and still answers the same total', async () => {
    const before = await totalOf();
    const refused = await createUserCall(app, adminToken, { account: 'x', name: '短' });
    expect(refused.statusCode).toBe(400);
    await insertMembers(1, 'total-later-');
    expect(await totalOf()).toBe(before);
  });
});
