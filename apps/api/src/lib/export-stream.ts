import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

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
 * A byte stream of the text `chunks` that reads on only while its consumer keeps up: at most
 * `highWaterMark` bytes wait in it (the reply's socket pulls; a slow client slows the database
 * cursor instead of filling the server's memory).
 */
export function textStream(chunks: AsyncIterable<string>, highWaterMark = 64 * 1024): Readable {
  return Readable.from(chunks, { objectMode: false, highWaterMark });
}
