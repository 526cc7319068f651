import { asc, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { listKey } from './list-totals';
import { createPageAnchors, type PageAnchors } from './page-anchors';
import { pageIdColumns } from './page-ids';
import { pageDetails, pageRows } from './page-rows';

let database: TestDatabase;
/** Every id, newest first, as PostgreSQL sorts them. */
let newestFirst: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  // 45 people a millisecond apart, in an order of accounts unlike the order of creation.
  await database.db.execute(sql`
    insert into users (id, account, name, created_at, updated_at)
    select uuidv7(), 'row-' || lpad(((n * 7) % 45)::text, 2, '0'), 'Row ' || n,
      timestamptz '2026-02-01 00:00:00' + make_interval(secs => n * 0.001), now()
    from generate_series(1, 45) as n`);
  const { rows } = await database.pool.query<{ id: string }>(
    'select id from users order by created_at desc, id desc',
  );
  newestFirst = rows.map((row) => row.id);
});
afterAll(() => database.drop());

const selection = { id: users.id, account: users.account, createdAt: users.createdAt };

function listOf(db: Database, anchors: PageAnchors) {
  const details = pageDetails<{ id: string; account: string; createdAt: Date }, typeof selection>(
    db,
    'test_people_page',
    users,
    selection,
    (anchored, byIds) => db.select(anchored).from(users).where(byIds),
  );
  return (page: number, sortings?: { field: 'account'; dir: 'asc' }[]) =>
    pageRows({
      query: { page, pageSize: 20, sortings },
      rows: (seek) => db.select(pageIdColumns(users)).from(users).where(seek).$dynamic(),
      table: users,
      chosenOrder: sortings ? [asc(users.account), sql`${users.id} desc`] : [],
      anchors,
      key: listKey('test-people', null),
      details,
    });
}

/** The statements one call sends to the pool. */
async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const spy = vi.spyOn(database.pool, 'query');
  try {
    const result = await run();
    return { result, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const expected = (page: number) => newestFirst.slice((page - 1) * 20, page * 20);

describe('a page of rows with its ids', () => {
  it('reads a page starting at the list’s start or at an anchor in one statement, with each row’s details', async () => {
    const page = listOf(database.db, createPageAnchors());
    const first = await statementsOf(() => page(1));
    expect(first.statements).toBe(1);
    expect(ids(first.result)).toEqual(expected(1));
    expect(first.result[0]).toMatchObject({ account: expect.stringMatching(/^row-/) });
    expect(first.result[0]?.createdAt).toBeInstanceOf(Date);
    for (const number of [2, 3]) {
      const next = await statementsOf(() => page(number));
      expect(next.statements).toBe(1);
      expect(ids(next.result)).toEqual(expected(number));
    }
  });

  it('walks to a page reached by its number in two statements, then finds it from its anchor', async () => {
    const page = listOf(database.db, createPageAnchors());
    const jumped = await statementsOf(() => page(3));
    expect(jumped.statements).toBe(2);
    expect(ids(jumped.result)).toEqual(expected(3));
    const again = await statementsOf(() => page(3));
    expect(again.statements).toBe(1);
    expect(ids(again.result)).toEqual(expected(3));
  });

  it('pages a chosen order by offset, rows in that order', async () => {
    const { rows } = await database.pool.query<{ id: string }>(
      'select id from users order by account asc, id desc offset 20 limit 20',
    );
    const page = listOf(database.db, createPageAnchors());
    expect(ids(await page(2, [{ field: 'account', dir: 'asc' }]))).toEqual(rows.map((row) => row.id));
  });

  it('reads the same pages inside a transaction, where it cannot name a statement on the pool', async () => {
    await database.db
      .transaction(async (tx) => {
        const page = listOf(tx, createPageAnchors());
        for (const number of [1, 3, 2]) expect(ids(await page(number))).toEqual(expected(number));
        // Someone new, seen only inside the transaction: the page is read through it, not the pool.
        const [added] = await tx
          .insert(users)
          .values({ account: 'row-new', name: 'New', createdAt: new Date('2026-03-01T00:00:00Z') })
          .returning({ id: users.id });
        expect(ids(await page(1))).toEqual([added?.id, ...expected(1).slice(0, 19)]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });

  it('refuses details that hold a value of their own beside the ids', () => {
    expect(() =>
      pageDetails(database.db, 'test_people_valued', users, selection, (anchored, byIds) =>
        database.db.select(anchored).from(users).where(sql`${byIds} and ${users.account} <> ${'nobody'}`),
      ),
    ).toThrow(/must take the ids as its only value/);
  });
});
