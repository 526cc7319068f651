import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from './client';

/** pg-boss's query interface over a Drizzle database or transaction (`$n` become bound parameters). */
export function drizzleExecutor(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await db.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
