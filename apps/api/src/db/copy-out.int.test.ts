import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { copyOut } from './copy-out';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function textOf(data: AsyncIterable<Buffer>): Promise<string> {
  let text = '';
  for await (const chunk of data) text += chunk.toString('utf8');
  return text;
}

describe('COPY … TO STDOUT on a connection of its own', () => {
  it('streams the rows with the values written in, counts them, and gives the connection back', async () => {
    const copy = await copyOut(
      database.pool,
      { sql: 'select n, $1::text from generate_series(1, $2::int) as n', params: ["it's", 3] },
      'format csv',
    );
    expect(await textOf(copy.data)).toBe("1,it's\n2,it's\n3,it's\n");
    expect(copy.rowCount()).toBe(3);
    await expect.poll(() => database.pool.idleCount).toBeGreaterThan(0);
    expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it("answers PostgreSQL's error to a reader who comes after it, and the pool goes on", async () => {
    const copy = await copyOut(
      database.pool,
      { sql: 'select 10 / (n - $1::int) from generate_series(1, 5) as n', params: [3] },
      'format csv',
    );
    // Nothing is read from the connection until someone reads the stream: the error waits for them.
    await wait(100);
    await expect(textOf(copy.data)).rejects.toThrow(/division by zero/);
    expect((await database.pool.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });
});
