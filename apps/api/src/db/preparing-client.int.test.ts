import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { customPlanMarker, statementName } from './preparing-client';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** The statements prepared on the connection a transaction holds (`pg_prepared_statements` is per session). */
async function preparedTexts(
  run: (tx: Parameters<Parameters<TestDatabase['db']['transaction']>[0]>[0]) => Promise<unknown>,
) {
  return database.db.transaction(async (tx) => {
    await run(tx);
    const rows = await tx.execute<{ name: string; statement: string }>(
      sql.raw('select name, statement from pg_prepared_statements'),
    );
    return rows.rows;
  });
}

describe('the pool prepares every query with parameters', () => {
  it('sends a drizzle query as a statement named after its text, reused with other values', async () => {
    const query = (account: string) =>
      database.db.execute(sql`select count(*)::int as n from users where account = ${account}`);
    const prepared = await preparedTexts(async (tx) => {
      await tx.execute(sql`select count(*)::int as n from users where account = ${'nobody'}`);
      await tx.execute(sql`select count(*)::int as n from users where account = ${'somebody'}`);
    });
    const text = 'select count(*)::int as n from users where account = $1';
    expect(prepared).toContainEqual({ name: statementName(text), statement: text });
    // Run twice more through the pool, with other values: same answers as before, no error about a
    // statement name already in use.
    expect((await query('nobody')).rows).toEqual([{ n: 0 }]);
    expect((await query('someone-else')).rows).toEqual([{ n: 0 }]);
  });

  it('leaves a text without parameters to the simple protocol, so several statements still run in one', async () => {
    const result = await database.pool.query('select 1 as a; select 2 as b');
    expect([result].flat().map((part) => part.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('plans a text carrying the marker for its values on every call: it is never prepared', async () => {
    const prepared = await preparedTexts((tx) =>
      tx.execute(
        sql`select count(*)::int as n from users where ${sql.raw(customPlanMarker)} account = ${'nobody'}`,
      ),
    );
    expect(prepared.filter((row) => row.statement.includes(customPlanMarker))).toEqual([]);
  });

  it('names two different texts differently and one text always alike', () => {
    expect(statementName('select $1::int')).toBe(statementName('select $1::int'));
    expect(statementName('select $1::int')).not.toBe(statementName('select $1::text'));
  });
});
