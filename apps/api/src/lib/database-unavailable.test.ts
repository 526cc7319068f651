import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const drizzleError = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });

describe('recognising an unreachable database', () => {
  it('knows refused and broken connections, server shutdowns and pool timeouts', () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is shutting down'),
      withCode('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
      drizzleError(withCode('ECONNREFUSED')),
      drizzleError(new Error('Connection terminated due to connection timeout')),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves query errors and other services alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "nothing" does not exist'),
      drizzleError(withCode('22P02', 'invalid input syntax for type uuid')),
      // A fetch to another service that refused: not the database.
      new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') }),
      new Error('boom'),
      undefined,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
