import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * A connection that sends every query with parameters as a prepared statement named after its text.
 * PostgreSQL then parses and plans a statement once per connection instead of on every call: the user
 * list's query plans in 0.6 ms and runs in 0.45 ms, so planning was more than half of its database time
 * (docs/performance.md). The texts are the code's own (values always travel as parameters), so their
 * number is bounded by the code paths. Queries without parameters keep the simple protocol, which allows
 * several statements in one text (migrations). A text carrying `customPlanMarker` is planned on every call
 * with its values: a prepared statement soon runs one generic plan, blind to how selective a keyword is.
 */
export class PreparingClient extends pg.Client {}

const plainQuery = pg.Client.prototype.query;
type QueryArguments = Parameters<typeof plainQuery>;

PreparingClient.prototype.query = function query(this: pg.Client, ...args: QueryArguments) {
  const [config, values] = args as unknown[];
  if (isUnnamedConfig(config)) {
    const parameters = Array.isArray(values) ? values : config.values;
    if (Array.isArray(parameters) && parameters.length > 0) {
      const named = { ...config, name: statementName(config.text) };
      return (plainQuery as (...rest: unknown[]) => unknown).call(this, named, ...args.slice(1));
    }
  }
  return (plainQuery as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof plainQuery;

interface UnnamedConfig {
  text: string;
  values?: unknown[];
}

/** Put in a query's text (a comment) to have it planned for its values on every call. */
export const customPlanMarker = '/* planned per call */';

function isUnnamedConfig(config: unknown): config is UnnamedConfig {
  if (typeof config !== 'object' || config === null) return false;
  const candidate = config as { text?: unknown; name?: unknown; submit?: unknown };
  return (
    typeof candidate.text === 'string' &&
    !candidate.name &&
    typeof candidate.submit !== 'function' &&
    !candidate.text.includes(customPlanMarker)
  );
}

const names = new Map<string, string>();

/** A stable name per text (a 96-bit digest: two texts never share one), remembered for the next call. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s${createHash('sha256').update(text).digest('base64url').slice(0, 16)}`;
    // Bounded: texts come from the code, but a pathological caller must not grow this forever.
    if (names.size >= 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}
