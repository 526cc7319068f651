import { chunkLoadTimeoutMs } from './constants';

/** A lazy chunk that did not arrive within the time limit. */
export class ChunkLoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Loading chunk timed out after ${timeoutMs} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Settles like `promise`, or rejects with ChunkLoadTimeoutError once `timeoutMs` has passed. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number = chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** True for a timed-out chunk and for the browsers' "failed to fetch a dynamic import" errors. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );
}
