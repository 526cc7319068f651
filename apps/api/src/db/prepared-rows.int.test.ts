import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { poolOf, readRows, rowDecoder } from './prepared-rows';
import { sessions, users } from './schema';

let database: TestDatabase;
let userIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  const inserted = await database.db
    .insert(users)
    .values([
      {
        account: 'rows-a',
        name: '甲',
        email: 'a@example.test',
        emailVerifiedAt: new Date('2026-03-04T05:06:07.089Z'),
      },
      { account: 'rows-b', name: '乙', mobile: '+886912345678' },
    ])
    .returning({ id: users.id });
  userIds = inserted.map((row) => row.id);
});
afterAll(() => database.drop());

/** Every kind of field a list selects: columns (text, timestamps, null), expressions with and without `mapWith`, JSON. */
const selection = {
  id: users.id,
  account: users.account,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  hasEmail: sql<boolean>`${users.email} is not null`,
  lastSignInAt:
    sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`.mapWith(
      sessions.createdAt,
    ),
  tags: sql<{ code: string }[]>`json_build_array(json_build_object('code', ${users.account}))`,
  nameLength: sql<number>`length(${users.name})`.mapWith(Number),
};

const selectByIds = (db: TestDatabase['db']) =>
  db
    .select(selection)
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(users.account);

describe('rows decoded with their decoders found once', () => {
  it('reads exactly what Drizzle reads, field for field and type for type', async () => {
    const pool = poolOf(database.db);
    if (!pool) throw new Error('the test database has a pool');
    const { sql: text } = selectByIds(database.db).toSQL();
    const decode = rowDecoder<Awaited<ReturnType<typeof selectByIds>>[number]>('test_rows', selection);
    const fast = (ids: unknown[]) =>
      readRows(pool, { name: 'test_rows_by_ids', text, values: [ids] }, decode);
    const read = await fast(userIds);
    const drizzleRead = await selectByIds(database.db)
      .prepare('test_rows_by_ids_drizzle')
      .execute({ ids: userIds });
    expect(read).toEqual(drizzleRead);
    expect(read).toHaveLength(2);
    expect(read[0]?.emailVerifiedAt).toEqual(new Date('2026-03-04T05:06:07.089Z'));
    expect(read[0]?.createdAt).toBeInstanceOf(Date);
    expect(read[1]?.email).toBeNull();
    expect(read[0]?.tags).toEqual([{ code: 'rows-a' }]);
    expect(read[0]?.nameLength).toBe(1);
    // Asked again with other values: the same prepared statement.
    expect(await fast([userIds[1]])).toEqual([drizzleRead[1]]);
  });

  it('refuses rows that do not match the selection it was given', async () => {
    const fewer = { id: users.id, account: users.account };
    const pool = poolOf(database.db);
    if (!pool) throw new Error('the test database has a pool');
    const { sql: text } = selectByIds(database.db).toSQL();
    const mismatched = readRows(pool, { text, values: [userIds] }, rowDecoder('test_rows_mismatched', fewer));
    await expect(mismatched).rejects.toThrow(/9 columns came back for 2 selected/);
  });
});
