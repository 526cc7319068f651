/**
 * Runs at most `max` of the given works at a time; the others wait their turn, first come first served.
 * A work that fails frees its place as one that succeeds does.
 */
export function limitConcurrency(max: number) {
  if (!Number.isInteger(max) || max < 1) throw new Error(`a concurrency limit must be 1 or more: ${max}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      // The place passes straight to the next in line (the count stays), or is given back.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
