import type { FastifyInstance } from 'fastify';

/** How long a large list's total is kept: the list cache lifetime (spec §9, 15 s). */
export const totalLifetimeMs = 15_000;
/**
 * Totals below this are counted on every call: counting them costs little, and small lists (a vendor's
 * people, a role list, every test's data) stay exact at once. Counting 100 000 users took 17–48 ms on
 * the loaded bench machine, against 1–6 ms for the page itself.
 */
export const cachedTotalThreshold = 10_000;

export interface TotalCacheOptions {
  lifetimeMs?: number;
  threshold?: number;
  /** Milliseconds of a monotonic clock (tests move it). */
  now?: () => number;
}

/** A statement whose text and parameters say what it counts (a Drizzle select before it runs). */
export interface CountStatement {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A list's own name for what its rows depend on (`listKey`): a kept total or page anchor is then found
 * without building the statement's text to name it, a tenth of a 20-row list's time (bench P2).
 */
export type ListKey = string & { readonly listKey: unique symbol };

/**
 * `list` names the list; `inputs` are every value its filter is made from, the caller's scope included.
 * Two calls with equal inputs must select the same rows (else they share a total or an anchor wrongly).
 */
export function listKey(list: string, inputs: unknown): ListKey {
  return `\u0001${list}\u0000${JSON.stringify(inputs ?? null)}` as ListKey;
}

/** A statement's text and parameters, which say exactly what it selects. */
export function statementKey(statement: CountStatement): string {
  const { sql, params } = statement.toSQL();
  return `${sql}\u0000${JSON.stringify(params)}`;
}

export function isCountStatement(value: unknown): value is CountStatement {
  return typeof (value as Partial<CountStatement> | null)?.toSQL === 'function';
}

/**
 * Large list totals kept per count statement (its SQL and parameters: the filter and whatever limits the
 * list to what the caller may see, so two callers seeing different rows never share a total) for
 * `lifetimeMs`, and forgotten at once after any write through this instance. Callers asking while a
 * total is being counted share that one count.
 */
export function createTotalCache(options: TotalCacheOptions = {}) {
  const lifetimeMs = options.lifetimeMs ?? totalLifetimeMs;
  const threshold = options.threshold ?? cachedTotalThreshold;
  const now = options.now ?? (() => performance.now());
  const kept = new Map<string, { count: number; until: number }>();
  const counting = new Map<string, Promise<number>>();
  // A count started before a write must not be kept after it: each write starts a new generation.
  let generation = 0;

  /** `of`: the count statement, or the list's own key for it (`listKey`, which saves building its text). */
  async function total(of: CountStatement | ListKey, count: () => PromiseLike<number>): Promise<number> {
    const key = typeof of === 'string' ? of : statementKey(of);
    const hit = kept.get(key);
    if (hit && hit.until > now()) return hit.count;
    if (hit) kept.delete(key);
    const pending = counting.get(key);
    if (pending) return pending;
    const startedIn = generation;
    // Only this count's own entry goes (a write may have let a newer count of the same key start).
    const settle = () => {
      if (counting.get(key) === started) counting.delete(key);
    };
    const started: Promise<number> = Promise.resolve(count()).then(
      (counted) => {
        settle();
        if (counted >= threshold && startedIn === generation) {
          kept.set(key, { count: counted, until: now() + lifetimeMs });
        }
        return counted;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    counting.set(key, started);
    return started;
  }

  function forgetAll() {
    generation += 1;
    kept.clear();
    counting.clear();
  }

  return { total, forgetAll, size: () => kept.size };
}

export type TotalCache = ReturnType<typeof createTotalCache>;

/** The process's cache of list totals (`pageWithTotal` uses it). */
export const listTotals = createTotalCache();

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A cache of what lists read (their totals, their page anchors), dropped whole after a write. */
export interface ListCache {
  forgetAll(): void;
}

/**
 * Any successful write through this instance drops every kept total and page anchor, so whoever just
 * created, changed or removed a record sees the exact list on the next read (other instances within
 * `totalLifetimeMs`).
 */
export function registerListCacheForgetting(app: FastifyInstance, caches: readonly ListCache[]) {
  // Before the answer leaves: the writer's next request cannot arrive before the caches are dropped.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!readMethods.has(request.method) && reply.statusCode < 400) {
      for (const cache of caches) cache.forgetAll();
    }
    done(null, payload);
  });
}
