import fs from 'node:fs';
import pino from 'pino';

/** What the gathered lines are handed to: pino's file writer (sonic-boom). */
export interface LineWriter {
  write(text: string): boolean;
  flush?(callback: (error?: Error) => void): void;
  /** Its open file (sonic-boom has one once the file is open; its types do not say so). */
  readonly fd?: number;
}

export interface GatheredLinesOptions {
  /** Characters gathered before they are handed on. */
  batchLength?: number;
  /** Lines gathered for longer than this are handed on anyway. */
  flushEveryMs?: number;
}

/**
 * Log lines gathered in memory and handed to the writer about 4 kB at a time, and at least once a second.
 * One write per line cost a third of a plain request's time, and the writer, given line after line,
 * measures the whole text it holds on every line (3–5 µs a line at 4 kB; bench P1, docs/performance.md).
 * Lines still gathered when the process exits are written synchronously after the writer's own (pino
 * flushes the writer first: its exit listener was added when the writer was made), so only a killed
 * process loses up to a second of them.
 */
export class GatheredLines {
  private lines: string[] = [];
  private length = 0;
  private readonly batchLength: number;

  constructor(
    private readonly writer: LineWriter,
    options: GatheredLinesOptions = {},
  ) {
    this.batchLength = options.batchLength ?? 4096;
    setInterval(() => this.flush(), options.flushEveryMs ?? 1000).unref();
    process.on('beforeExit', () => this.flush());
    process.on('exit', () => this.writeNow());
  }

  write(line: string): boolean {
    this.lines.push(line);
    this.length += line.length;
    if (this.length >= this.batchLength) this.flush();
    return true;
  }

  /** Hands the gathered lines on; with a callback, also waits for the writer to have written them. */
  flush(callback?: (error?: Error) => void): void {
    const text = this.take();
    if (text) this.writer.write(text);
    if (callback) {
      if (this.writer.flush) this.writer.flush(callback);
      else callback();
    }
  }

  /** At exit, when nothing asynchronous runs any more. */
  private writeNow(): void {
    const text = this.take();
    const fd = this.writer.fd;
    if (!text || fd === undefined || fd < 0) return;
    try {
      fs.writeSync(fd, text);
    } catch {
      // The output is gone (a closed pipe): there is nowhere left to say so.
    }
  }

  private take(): string {
    if (this.lines.length === 0) return '';
    const text = this.lines.join('');
    this.lines = [];
    this.length = 0;
    return text;
  }
}

/** Where the log lines go: standard output unless told, gathered as above. */
export function logDestination(dest: number | string = 1, options: GatheredLinesOptions = {}) {
  return new GatheredLines(pino.destination({ dest, sync: false }), options);
}
