import { describe, expect, it, vi } from 'vitest';
import { type CountStatement, createTotalCache, listKey } from './list-totals';

const statement = (sql: string, params: unknown[] = []): CountStatement => ({
  toSQL: () => ({ sql, params }),
});

/** A cache with a threshold of 100 and a clock the test moves. */
function setUp() {
  let time = 0;
  const cache = createTotalCache({ lifetimeMs: 15_000, threshold: 100, now: () => time });
  return {
    cache,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('list totals', () => {
  it('counts a small total on every call', async () => {
    const { cache } = setUp();
    const count = vi.fn(async () => 99);
    expect(await cache.total(statement('count users'), count)).toBe(99);
    expect(await cache.total(statement('count users'), count)).toBe(99);
    expect(count).toHaveBeenCalledTimes(2);
    expect(cache.size()).toBe(0);
  });

  it('keeps a large total for its lifetime, then counts again', async () => {
    const { cache, advance } = setUp();
    const count = vi.fn().mockResolvedValueOnce(100_000).mockResolvedValueOnce(100_001);
    expect(await cache.total(statement('count users'), count)).toBe(100_000);
    advance(14_999);
    expect(await cache.total(statement('count users'), count)).toBe(100_000);
    expect(count).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await cache.total(statement('count users'), count)).toBe(100_001);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps one total per statement and parameters (another filter or caller scope is counted apart)', async () => {
    const { cache } = setUp();
    expect(await cache.total(statement('count where vendor = $1', ['a']), async () => 500)).toBe(500);
    expect(await cache.total(statement('count where vendor = $1', ['b']), async () => 700)).toBe(700);
    expect(await cache.total(statement('count where status = $1', ['a']), async () => 900)).toBe(900);
    expect(await cache.total(statement('count where vendor = $1', ['a']), async () => 1)).toBe(500);
    expect(cache.size()).toBe(3);
  });

  it('keeps a total under a list’s own key, one per list and inputs, apart from statements', async () => {
    const { cache } = setUp();
    expect(await cache.total(listKey('users', { status: 'active' }), async () => 500)).toBe(500);
    expect(await cache.total(listKey('users', { status: 'suspended' }), async () => 700)).toBe(700);
    expect(await cache.total(listKey('vendors', { status: 'active' }), async () => 900)).toBe(900);
    expect(await cache.total(listKey('users', undefined), async () => 300)).toBe(300);
    const sameText = listKey('users', { status: 'active' }).slice(1);
    expect(await cache.total(statement(sameText), async () => 1_000)).toBe(1_000);
    expect(await cache.total(listKey('users', { status: 'active' }), async () => 1)).toBe(500);
    expect(cache.size()).toBe(5);
  });

  it('forgets every kept total after a write', async () => {
    const { cache } = setUp();
    await cache.total(statement('count users'), async () => 100_000);
    cache.forgetAll();
    expect(cache.size()).toBe(0);
    expect(await cache.total(statement('count users'), async () => 100_001)).toBe(100_001);
  });

  it('does not keep a total counted before a write that ended while it ran', async () => {
    const { cache } = setUp();
    let finish: (count: number) => void = () => {};
    const before = cache.total(
      statement('count users'),
      () => new Promise<number>((resolve) => (finish = resolve)),
    );
    cache.forgetAll();
    // A caller after the write does not join the count started before it.
    const after = vi.fn(async () => 100_001);
    expect(await cache.total(statement('count users'), after)).toBe(100_001);
    finish(100_000);
    expect(await before).toBe(100_000);
    expect(await cache.total(statement('count users'), async () => 1)).toBe(100_001);
  });

  it('counts once for callers asking at the same time', async () => {
    const { cache } = setUp();
    const count = vi.fn(async () => 100_000);
    const totals = await Promise.all([1, 2, 3].map(() => cache.total(statement('count users'), count)));
    expect(totals).toEqual([100_000, 100_000, 100_000]);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed count', async () => {
    const { cache } = setUp();
    await expect(
      cache.total(statement('count users'), async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(await cache.total(statement('count users'), async () => 100_000)).toBe(100_000);
  });
});
