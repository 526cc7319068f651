import type { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * A statement's text with its parameters written in as literals, for `COPY (query) TO STDOUT`, which
 * takes none. The text must be the code's own (Drizzle's, values always as `$n` parameters, none inside
 * its string literals); each value becomes a quoted literal (`pg.escapeLiteral`) or a plain number.
 */
export function withParametersInline(statement: { sql: string; params: unknown[] }): string {
  const used = new Set<number>();
  const text = statement.sql.replace(/\$(\d+)\b/g, (_match, digits: string) => {
    const index = Number(digits) - 1;
    if (index < 0 || index >= statement.params.length) {
      throw new Error(`The statement names parameter $${digits}, which it was not given.`);
    }
    used.add(index);
    return literalOf(statement.params[index]);
  });
  if (used.size !== statement.params.length) throw new Error('The statement leaves a parameter unused.');
  return text;
}

function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a number a statement can hold: ${value}`);
    // In parentheses: `- $1` must not become a comment (`- -1` is fine, `--1` is not).
    return `(${value})`;
  }
  if (typeof value === 'bigint') return `(${value})`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  throw new Error(`A ${typeof value} cannot be written into a statement.`);
}

/** A running `COPY … TO STDOUT`: its bytes, and the number of rows once they have all been read. */
export interface CopyOut {
  data: Readable;
  rowCount: () => number;
}

/**
 * Runs `COPY (query) TO STDOUT (options)` on a connection of its own and answers its output as a stream
 * that reads on only while its consumer does (the connection's socket is paused in between). The
 * connection goes back to the pool once the output has ended; a stream stopped early (the client went
 * away) closes its connection instead, which ends the COPY in PostgreSQL.
 */
export async function copyOut(
  pool: pg.Pool,
  statement: { sql: string; params: unknown[] },
  options: string,
): Promise<CopyOut> {
  const text = `copy (${withParametersInline(statement)}) to stdout (${options})`;
  const client = await pool.connect();
  let data: ReturnType<typeof copyTo>;
  try {
    data = client.query(copyTo(text));
  } catch (error) {
    client.release(true);
    throw error;
  }
  let ended = false;
  data.once('end', () => {
    ended = true;
  });
  data.once('close', () => client.release(ended ? undefined : true));
  return { data, rowCount: () => data.rowCount };
}
