/**
 * The company registry's open-data API (GCIS, taiwan.md §2), called from the server only. Every answer
 * of the real service is HTTP 200, so the body decides: empty or `[]` is "not found", a JSON array holds
 * the records, and anything else (`$filter參數有誤…`, `此API不存在…`, `非授權…`, a "busy" HTML page) is an
 * upstream error — retryable, and never to be shown to anyone as "company not found".
 */

/** The company dataset (公司登記基本資料). It only holds 公司, never 分公司 or 商業. */
export const companyDatasetId = '5F64D864-61CB-4D0D-8AD9-492047CC1EA6';

/** A record as the registry sends it; fields may be missing, blank, or of an unexpected type. */
export type GcisRecord = Record<string, unknown>;

export type GcisUnavailableReason =
  | 'timeout'
  | 'network'
  | 'http-status'
  | 'unexpected-body'
  | 'invalid-json'
  | 'unexpected-record';

export type GcisAnswer =
  | { kind: 'found'; record: GcisRecord }
  | { kind: 'not-found' }
  | { kind: 'unavailable'; reason: GcisUnavailableReason };

export interface GcisLog {
  warn(details: object, message: string): void;
}

export interface GcisClientOptions {
  /** e.g. `https://data.gcis.nat.gov.tw` (GCIS_BASE_URL); tests point it at the fake. */
  baseUrl: string;
  /** Bound on each call, body included (GCIS_TIMEOUT_MS). */
  timeoutMs: number;
  /** Calls start at least this far apart in this process; they wait their turn, none is dropped. */
  minIntervalMs?: number;
  fetch?: typeof fetch;
  log?: GcisLog;
}

export interface GcisClient {
  fetchCompany(ubn: string): Promise<GcisAnswer>;
}

/** The request of taiwan.md §2: parameter names as documented (`$` kept), the filter URL-encoded. */
export function companyLookupUrl(baseUrl: string, ubn: string): string {
  const filter = encodeURIComponent(`Business_Accounting_NO eq ${ubn}`);
  const query = `$format=json&$filter=${filter}&$skip=0&$top=1`;
  return `${baseUrl.replace(/\/+$/, '')}/od/data/api/${companyDatasetId}?${query}`;
}

/** How a 200 body reads, for the number asked about. */
export function classifyBody(body: string, ubn: string): GcisAnswer {
  const text = body.trim();
  if (text === '' || text === '[]') return { kind: 'not-found' };
  if (!text.startsWith('[')) return { kind: 'unavailable', reason: 'unexpected-body' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'unavailable', reason: 'invalid-json' };
  }
  if (!Array.isArray(parsed)) return { kind: 'unavailable', reason: 'invalid-json' };
  if (parsed.length === 0) return { kind: 'not-found' };
  const record = parsed.find(
    (item): item is GcisRecord =>
      typeof item === 'object' &&
      item !== null &&
      String((item as GcisRecord).Business_Accounting_NO ?? '').trim() === ubn,
  );
  // Records for another number mean the filter was not applied: not an answer about this one.
  return record ? { kind: 'found', record } : { kind: 'unavailable', reason: 'unexpected-record' };
}

/**
 * Starts calls one at a time, each at least `intervalMs` after the previous one started (measured as it
 * starts, so a late call never shortens the gap for the next). Callers wait their turn; none is dropped.
 */
function createSpacer(intervalMs: number) {
  let lastStart = Number.NEGATIVE_INFINITY;
  let tail: Promise<unknown> = Promise.resolve();
  return function inTurn<T>(start: () => Promise<T>): Promise<T> {
    const turn = tail.then(async () => {
      // Timers may fire a little early: wait until the interval has really passed.
      for (let wait = lastStart + intervalMs - Date.now(); wait > 0; ) {
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait = lastStart + intervalMs - Date.now();
      }
      lastStart = Date.now();
      return { started: start() };
    });
    // The next call waits for this one to start, not to finish.
    tail = turn.catch(() => {});
    return turn.then(({ started }) => started);
  };
}

export function createGcisClient(options: GcisClientOptions): GcisClient {
  const doFetch = options.fetch ?? fetch;
  const inTurn = createSpacer(options.minIntervalMs ?? 1000);

  const unavailable = (reason: GcisUnavailableReason, details: object = {}): GcisAnswer => {
    // The reason and sizes only: bodies are never logged whole.
    options.log?.warn({ reason, ...details }, 'company registry unavailable');
    return { kind: 'unavailable', reason };
  };

  return {
    async fetchCompany(ubn) {
      let status: number;
      let body: string;
      let signal: AbortSignal | undefined;
      try {
        const response = await inTurn(() => {
          signal = AbortSignal.timeout(options.timeoutMs);
          return doFetch(companyLookupUrl(options.baseUrl, ubn), {
            method: 'GET',
            headers: { accept: 'application/json' },
            signal,
          });
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        const timedOut = signal?.aborted || (error instanceof Error && error.name === 'TimeoutError');
        return unavailable(timedOut ? 'timeout' : 'network');
      }
      if (status !== 200) return unavailable('http-status', { status });
      const answer = classifyBody(body, ubn);
      if (answer.kind === 'unavailable') {
        return unavailable(answer.reason, { bodyLength: body.length, bodyStart: body.slice(0, 40) });
      }
      return answer;
    },
  };
}
