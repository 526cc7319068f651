/** Socket errors of a connection to a server that is gone, refusing, or unreachable. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes of a server going or gone: 57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 cannot connect now (starting or stopping), and class 08 (connection exception).
 */
const isServerGoneCode = (code: string) => /^(57P0[123]|08[0-9A-Z]{3})$/.test(code);

/** What `pg` and its pool say when the connection ends or cannot be had, without a code. */
const connectionMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

/**
 * True when an error from the database layer means the database cannot be reached, rather than that
 * the query was wrong. It looks inside Drizzle's query errors (the driver's error is their `cause`)
 * and a failed connect to several addresses (an AggregateError), but not inside other wrappers: a
 * `fetch` to another service failing with ECONNREFUSED is not the database. Such a failure is
 * temporary: the pool connects again once the server is back.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const { code, message, cause, errors, query } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    /** Set on Drizzle's DrizzleQueryError. */
    query?: unknown;
  };
  if (typeof code === 'string' && (socketCodes.has(code) || isServerGoneCode(code))) return true;
  if (typeof message === 'string' && connectionMessages.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return typeof query === 'string' && isDatabaseUnavailable(cause, depth + 1);
}
