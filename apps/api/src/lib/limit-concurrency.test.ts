import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit-concurrency';

/** A work that ends when told to, noting when it starts. */
function deferredWork(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    work: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} failed`)),
  };
}

/** Lets every settled promise's continuations run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('limitConcurrency', () => {
  it('runs at most max works at once, the others in the order they came', async () => {
    const run = limitConcurrency(2);
    const started: string[] = [];
    const [a, b, c, d] = [
      deferredWork(started, 'a'),
      deferredWork(started, 'b'),
      deferredWork(started, 'c'),
      deferredWork(started, 'd'),
    ];
    const results = [a, b, c, d].map((job) => run(job.work));
    await settle();
    expect(started).toEqual(['a', 'b']);

    b.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    c.finish();
    d.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the place of a work that fails, and passes its error on', async () => {
    const run = limitConcurrency(1);
    const started: string[] = [];
    const a = deferredWork(started, 'a');
    const b = deferredWork(started, 'b');
    const first = run(a.work);
    const second = run(b.work);
    await settle();
    expect(started).toEqual(['a']);
    a.fail();
    await expect(first).rejects.toThrow('a failed');
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    expect(await second).toBe('b');
    // With nothing waiting, the place is given back: a third work starts at once.
    const third = deferredWork(started, 'c');
    const last = run(third.work);
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    third.finish();
    expect(await last).toBe('c');
  });

  it('refuses a limit below one', () => {
    expect(() => limitConcurrency(0)).toThrow('a concurrency limit must be 1 or more: 0');
  });
});
