import { setImmediate as nextTurn, setTimeout as wait } from 'node:timers/promises';

/**
 * Rows formatted per turn of the event loop. An export formats its rows on the same thread that answers
 * every other request: whole batches formatted at once held the loop long enough that two exports left
 * `/api/health` a fiftieth of its throughput. Between two slices the loop answers whatever has arrived.
 */
export const rowsPerTurn = 200;

/** Lets the event loop answer pending I/O (other requests) before the export goes on. */
export function yieldToOtherRequests(): Promise<void> {
  return nextTurn();
}

/**
 * How fast one streamed export may leave: 4 MiB/s (32 Mbit/s), more than most clients' links carry, so
 * a person downloading sees no difference, while an export to a client on the same network no longer
 * takes the database's and the server's whole processor for itself. Two exports of the 200 000-entry
 * action log at full speed left `/api/health` a third of its throughput (bench P4, docs/performance.md).
 */
export const exportBytesPerSecond = 4 * 1024 * 1024;

export interface Pace {
  bytesPerSecond: number;
  /** Milliseconds of a monotonic clock, and a wait (tests replace both). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The chunks as they come, each held back until the stream is within `bytesPerSecond` of its start.
 * Holding a chunk back also stops reading the next one (the source is pulled), so whatever writes
 * them (PostgreSQL's COPY) waits meanwhile instead of running ahead.
 */
export async function* paced(
  chunks: AsyncIterable<Buffer>,
  { bytesPerSecond, now = () => performance.now(), sleep = wait }: Pace,
): AsyncGenerator<Buffer> {
  const started = now();
  let sent = 0;
  for await (const chunk of chunks) {
    const due = started + (sent / bytesPerSecond) * 1000;
    const early = due - now();
    if (early > 0) await sleep(early);
    sent += chunk.length;
    yield chunk;
  }
}
