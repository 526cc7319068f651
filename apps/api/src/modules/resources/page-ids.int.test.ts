import { systemRoleCodes } from '@portal/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { pageAnchors } from './page-anchors';

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  const admin = await createUserWithRole(database.db, systemRoleCodes.administrator, {
    account: 'pageadmin',
  });
  adminToken = await signIn(app, admin.account);
  // 95 people: groups of five created in the same microsecond (the id decides among them), the groups
  // one microsecond apart, so an anchor that lost its microseconds would land on the wrong row.
  await database.db.execute(sql`
    insert into users (id, account, name, created_at, updated_at)
    select uuidv7(), 'paged-' || n, 'Paged ' || n,
      timestamptz '2026-01-01 00:00:00' + make_interval(secs => (n / 5) * 0.000001), now()
    from generate_series(1, 95) as n`);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The ids of every user in the list's default order, as PostgreSQL sorts them. */
async function everyIdNewestFirst(): Promise<string[]> {
  const { rows } = await database.pool.query<{ id: string }>(
    'select id from users order by created_at desc, id desc',
  );
  return rows.map((row) => row.id);
}

async function pageOf(page: number, extra = ''): Promise<string[]> {
  const response = await app.inject({
    url: `/api/v1/Users?page=${page}&pageSize=20${extra}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: string }[] }).data.map((user) => user.id);
}

describe('pages of a newest-first list', () => {
  it('gives every page the rows an offset would, whether walked in order, asked again or jumped to', async () => {
    const all = await everyIdNewestFirst();
    const expected = (page: number) => all.slice((page - 1) * 20, page * 20);
    pageAnchors.forgetAll();
    // Jumped to first (no anchor yet), then again (from the anchor it left), then the next ones.
    expect(await pageOf(4)).toEqual(expected(4));
    expect(await pageOf(4)).toEqual(expected(4));
    expect(await pageOf(5)).toEqual(expected(5));
    for (const page of [1, 2, 3, 2, 5, 6]) expect(await pageOf(page)).toEqual(expected(page));
    expect(pageAnchors.size()).toBeGreaterThan(0);
    // From the first page straight to a later one: it walks from the first page's end, then seeks.
    pageAnchors.forgetAll();
    for (const page of [1, 4, 4, 3]) expect(await pageOf(page)).toEqual(expected(page));
  });

  it('keeps one filter’s anchors apart from another’s', async () => {
    const idsOf = async (keyword?: string) => {
      const filter = keyword ? `where account like ${`'${keyword}%'`}` : '';
      const { rows } = await database.pool.query<{ id: string }>(
        `select id from users ${filter} order by created_at desc, id desc`,
      );
      return rows.map((row) => row.id);
    };
    const fivePerPage = async (page: number, keyword?: string) => {
      const condition = keyword ? `&condition=${encodeURIComponent(JSON.stringify({ keyword }))}` : '';
      const response = await app.inject({
        url: `/api/v1/Users?page=${page}&pageSize=5${condition}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { id: string }[] }).data.map((user) => user.id);
    };
    pageAnchors.forgetAll();
    const everyone = await idsOf();
    for (const page of [1, 2, 3])
      expect(await fivePerPage(page)).toEqual(everyone.slice((page - 1) * 5, page * 5));
    // paged-1 and paged-10 to paged-19: had the filter found the anchors above, page 2 would start at
    // the sixth person of everyone.
    const filtered = await idsOf('paged-1');
    expect(filtered).toHaveLength(11);
    for (const page of [2, 3, 2]) {
      expect(await fivePerPage(page, 'paged-1')).toEqual(filtered.slice((page - 1) * 5, page * 5));
    }
  });

  it('pages a chosen order by offset, never from an anchor of the default order', async () => {
    const { rows } = await database.pool.query<{ id: string }>(
      'select id from users order by name asc, created_at desc, id desc',
    );
    const sortings = `&sortings=${encodeURIComponent(JSON.stringify([{ field: 'name', dir: 'asc' }]))}`;
    await pageOf(3);
    expect(await pageOf(3, sortings)).toEqual(rows.slice(40, 60).map((row) => row.id));
  });

  it('forgets the anchors after a write through the API, so the next page counts the new row', async () => {
    await pageOf(2);
    expect(pageAnchors.size()).toBeGreaterThan(0);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/Users',
      headers: bearer(adminToken),
      payload: { account: 'paged-newest', name: 'Newest', email: 'paged-newest@example.com' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(pageAnchors.size()).toBe(0);
    const all = await everyIdNewestFirst();
    expect(all[0]).toBe((created.json() as { id: string }).id);
    expect(await pageOf(2)).toEqual(all.slice(20, 40));
  });
});
