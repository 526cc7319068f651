import { describe, expect, it } from 'vitest';
import { paced } from './export-stream';

async function* chunksOf(...sizes: number[]) {
  for (const size of sizes) yield Buffer.alloc(size);
}

describe('an export held to a pace', () => {
  it('holds each chunk back until the bytes before it are within the pace, and no longer', async () => {
    let clock = 0;
    const waits: number[] = [];
    const pace = {
      bytesPerSecond: 1000,
      now: () => clock,
      sleep: async (ms: number) => {
        waits.push(ms);
        clock += ms;
      },
    };
    const passed: number[] = [];
    for await (const chunk of paced(chunksOf(500, 500, 1000, 10), pace)) passed.push(chunk.length);
    expect(passed).toEqual([500, 500, 1000, 10]);
    // The first at once; then 500 bytes sent = 0.5 s, 1 000 = 1 s, 2 000 = 2 s after the start.
    expect(waits).toEqual([500, 500, 1000]);
  });

  it('does not wait when the source itself is slower than the pace', async () => {
    let clock = 0;
    const waits: number[] = [];
    async function* slowly() {
      for (const size of [100, 100, 100]) {
        clock += 1000;
        yield Buffer.alloc(size);
      }
    }
    const pace = {
      bytesPerSecond: 1000,
      now: () => clock,
      sleep: async (ms: number) => {
        waits.push(ms);
      },
    };
    let bytes = 0;
    for await (const chunk of paced(slowly(), pace)) bytes += chunk.length;
    expect(bytes).toBe(300);
    expect(waits).toEqual([]);
  });
});
