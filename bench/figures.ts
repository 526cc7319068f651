import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../apps/api/src/db/client';

/** One line of the bench table: what was measured, its budget, and whether it keeps it. */
export interface Figure {
  id: string;
  figure: string;
  value: number;
  unit: string;
  /** Human text of the budget, e.g. "≥ 0.7"; empty for a figure shown for information. */
  budget: string;
  verdict: 'within' | 'over' | 'info';
  note?: string;
}

/** What every part gets: the seeded database and the real app listening on 127.0.0.1. */
export interface BenchContext {
  database: DatabaseHandle;
  /** The full app (every hook, request logging to /dev/null, captcha off, behind a trusted proxy). */
  appUrl: string;
  /** An administrator's bearer token on that app. */
  adminToken: string;
  /** What the web app keeps in sessionStorage for that administrator (`{ token, ...user }`). */
  adminSession: { token: string } & Record<string, unknown>;
  /** The app's logger, for parts that build another instance of it. */
  logger: FastifyBaseLogger;
  /** The embedded data directory the app runs on. */
  dataDir: string;
  /** Measured seconds of each load step (after a 2 s warm-up). */
  seconds: number;
}

/** A part of the bench: measures something and reports its figures into the one table. */
export interface BenchPart {
  name: string;
  /** The figure ids it reports, so `BENCH_PARTS=P3,P7` runs only those parts. */
  ids: string[];
  /** Runs after the app has stopped and the database is closed (cold start). */
  afterShutdown?: boolean;
  run(context: BenchContext): Promise<Figure[]>;
}

const round = (value: number) => Number(value.toFixed(value < 10 ? 2 : 0));

export function atLeast(
  id: string,
  figure: string,
  value: number,
  min: number,
  unit = '',
  note?: string,
): Figure {
  return {
    id,
    figure,
    value: round(value),
    unit,
    budget: `≥ ${min}${unit ? ` ${unit}` : ''}`,
    verdict: value >= min ? 'within' : 'over',
    ...(note ? { note } : {}),
  };
}

export function atMost(
  id: string,
  figure: string,
  value: number,
  max: number,
  unit = '',
  note?: string,
): Figure {
  return {
    id,
    figure,
    value: round(value),
    unit,
    budget: `≤ ${max}${unit ? ` ${unit}` : ''}`,
    verdict: value <= max ? 'within' : 'over',
    ...(note ? { note } : {}),
  };
}

export function info(id: string, figure: string, value: number, unit = '', note?: string): Figure {
  return { id, figure, value: round(value), unit, budget: '', verdict: 'info', ...(note ? { note } : {}) };
}

/** The table as printed at the end of a run. */
export function formatTable(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.id,
    f.figure,
    `${f.value.toLocaleString('en-US')}${f.unit ? ` ${f.unit}` : ''}`,
    f.budget,
    f.verdict,
    f.note ?? '',
  ]);
  const header = ['id', 'figure', 'value', 'budget', 'verdict', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
