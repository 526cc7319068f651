import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { preparedRows } from './prepared-rows';
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

describe('rows read with their decoders found once', () => {
  it('reads exactly what Drizzle reads, field for field and type for type', async () => {
    const fast = preparedRows(database.db, 'test_rows_by_ids', selection, () => selectByIds(database.db));
    const read = await fast.execute({ ids: userIds });
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
    expect(await fast.execute({ ids: [userIds[1]] })).toEqual([drizzleRead[1]]);
  });

  it('runs as Drizzle runs it inside a transaction, and sees the transaction', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx
          .update(users)
          .set({ email: 'changed@example.test' })
          .where(eq(users.id, userIds[1] as string));
        const fast = preparedRows(tx, 'test_rows_in_tx', selection, () => selectByIds(tx));
        const [, second] = await fast.execute({ ids: userIds });
        expect(second?.email).toBe('changed@example.test');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const [row] = await database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userIds[1] as string));
    expect(row?.email).toBeNull();
  });

  it('refuses rows that do not match the selection it was given', async () => {
    const fewer = { id: users.id, account: users.account };
    const mismatched = preparedRows(database.db, 'test_rows_mismatched', fewer, () =>
      selectByIds(database.db),
    );
    await expect(mismatched.execute({ ids: userIds })).rejects.toThrow(/9 columns came back for 2 selected/);
  });
});
