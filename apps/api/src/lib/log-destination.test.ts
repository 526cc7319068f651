import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { GatheredLines, type LineWriter } from './log-destination';

const child = fileURLToPath(new URL('./log-destination-child.ts', import.meta.url));

function recordingWriter(): LineWriter & { written: string[] } {
  const written: string[] = [];
  return { written, fd: -1, write: (text) => written.push(text) > 0, flush: (done) => done() };
}

/** The `line` of each JSON line a child wrote to its standard output. */
async function linesOfChild(count: number, ending: 'natural' | 'exit'): Promise<number[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', child, String(count), ending],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { line: number }).line);
}

describe('log lines gathered before they are written', () => {
  it('hands lines on once they fill a batch, in order, and the rest when flushed', () => {
    const writer = recordingWriter();
    const lines = new GatheredLines(writer, { batchLength: 10, flushEveryMs: 60_000 });
    lines.write('one\n');
    lines.write('two\n');
    expect(writer.written).toEqual([]);
    lines.write('three\n');
    expect(writer.written).toEqual(['one\ntwo\nthree\n']);
    lines.write('four\n');
    const flushed = vi.fn();
    lines.flush(flushed);
    expect(writer.written).toEqual(['one\ntwo\nthree\n', 'four\n']);
    expect(flushed).toHaveBeenCalledOnce();
  });

  it('hands on lines waiting longer than the flush interval', async () => {
    const writer = recordingWriter();
    const lines = new GatheredLines(writer, { batchLength: 4096, flushEveryMs: 20 });
    lines.write('alone\n');
    await vi.waitFor(() => expect(writer.written).toEqual(['alone\n']));
  });

  it('writes every line of a process that ends by itself, in order', async () => {
    const lines = await linesOfChild(5000, 'natural');
    expect(lines).toEqual(Array.from({ length: 5000 }, (_, index) => index + 1));
  });

  it('writes the lines still gathered when a process calls exit', async () => {
    expect(await linesOfChild(3, 'exit')).toEqual([1, 2, 3]);
    const many = await linesOfChild(5000, 'exit');
    expect(many).toEqual(Array.from({ length: 5000 }, (_, index) => index + 1));
  });
});
