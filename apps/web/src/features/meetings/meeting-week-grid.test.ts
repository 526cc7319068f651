import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from './meeting-calendar';
import { hourRange, placeDay, placeWeek, rowsOf } from './meeting-week-grid';

/** An entry at Taipei wall times on 2026-11-24 (a Tuesday). */
function at(from: string, to: string, subject = from, day = '2026-11-24'): CalendarEntry {
  const end = to === '24:00' ? '2026-11-25T00:00:00+08:00' : `${day}T${to}:00+08:00`;
  return {
    meetingId: subject,
    subject,
    start: new Date(`${day}T${from}:00+08:00`).toISOString(),
    end: new Date(end).toISOString(),
    tentative: false,
  };
}
const week = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

describe('the start row and span of a meeting (quarter-hour rows from the first hour)', () => {
  it('puts 07:00 on the first row and 10:30–11:45 on row 15 for 5 rows', () => {
    expect(rowsOf(at('07:00', '08:00'), 7)).toEqual({ row: 1, span: 4 });
    expect(rowsOf(at('10:30', '11:45'), 7)).toEqual({ row: 15, span: 5 });
  });

  it('rounds a start down and an end up to the quarter, and gives a 5-minute meeting one row', () => {
    expect(rowsOf(at('09:10', '09:50'), 7)).toEqual({ row: 9, span: 4 });
    expect(rowsOf(at('09:00', '09:05'), 7)).toEqual({ row: 9, span: 1 });
  });

  it('cuts a meeting that runs past midnight at the end of its day', () => {
    const late = { ...at('23:00', '23:30'), end: '2026-11-24T17:00:00.000Z' }; // 01:00 the next day
    expect(rowsOf(late, 7)).toEqual({ row: 65, span: 4 });
  });

  it('reads the times in Taipei whatever the browser zone (UTC instants)', () => {
    expect(rowsOf({ start: '2026-11-24T01:00:00.000Z', end: '2026-11-24T02:00:00.000Z' }, 7)).toEqual({
      row: 9,
      span: 4,
    });
  });
});

describe('the hours drawn', () => {
  it('shows 07:00 to 22:00 for a week of daytime meetings, or an empty week', () => {
    expect(hourRange([])).toEqual({ first: 7, last: 22 });
    expect(hourRange([at('09:00', '10:00'), at('21:00', '22:00')])).toEqual({ first: 7, last: 22 });
  });

  it('widens to hold a meeting at 06:30 and one until 23:15', () => {
    expect(hourRange([at('06:30', '07:30'), at('22:30', '23:15')])).toEqual({ first: 6, last: 24 });
  });

  it('places an early meeting from the widened first hour (still shown, not dropped)', () => {
    const placed = placeWeek([at('05:00', '06:00', 'early'), at('08:00', '09:00', 'later')], week);
    expect(placed.hours.first).toBe(5);
    const tuesday = placed.days[1]?.entries ?? [];
    expect(tuesday.map((item) => [item.entry.subject, item.row, item.span])).toEqual([
      ['early', 1, 4],
      ['later', 13, 4],
    ]);
  });
});

describe('overlapping meetings side by side', () => {
  it('gives a lone meeting the whole day', () => {
    const day = placeDay([at('10:00', '11:00')], 7);
    expect(day.columns).toBe(1);
    expect(day.entries[0]).toMatchObject({ column: 1, columnSpan: 1 });
  });

  it('puts two overlapping meetings in two columns and a later one back at full width', () => {
    const day = placeDay(
      [at('10:00', '11:00', 'a'), at('10:30', '12:00', 'b'), at('13:00', '14:00', 'c')],
      7,
    );
    expect(day.columns).toBe(2);
    const bySubject = Object.fromEntries(day.entries.map((item) => [item.entry.subject, item]));
    expect(bySubject.a).toMatchObject({ column: 1, columnSpan: 1 });
    expect(bySubject.b).toMatchObject({ column: 2, columnSpan: 1 });
    expect(bySubject.c).toMatchObject({ column: 1, columnSpan: 2 });
  });

  it('reuses a lane freed inside a group: three meetings in a chain need two columns', () => {
    const day = placeDay(
      [at('09:00', '10:00', 'a'), at('09:30', '11:00', 'b'), at('10:00', '10:30', 'c')],
      7,
    );
    expect(day.columns).toBe(2);
    const lanes = Object.fromEntries(day.entries.map((item) => [item.entry.subject, item.column]));
    expect(lanes).toEqual({ a: 1, b: 2, c: 1 });
  });

  it('splits three at once into thirds, and a pair elsewhere that day into halves of those columns', () => {
    const day = placeDay(
      [
        at('09:00', '10:00', 'a'),
        at('09:00', '10:00', 'b'),
        at('09:00', '10:00', 'c'),
        at('15:00', '16:00', 'd'),
        at('15:30', '16:30', 'e'),
      ],
      7,
    );
    expect(day.columns).toBe(3);
    const spans = Object.fromEntries(
      day.entries.map((item) => [item.entry.subject, [item.column, item.columnSpan]]),
    );
    expect(spans).toEqual({ a: [1, 1], b: [2, 1], c: [3, 1], d: [1, 1], e: [2, 2] });
  });

  it('does not put back-to-back meetings side by side', () => {
    const day = placeDay([at('10:00', '11:00'), at('11:00', '12:00')], 7);
    expect(day.columns).toBe(1);
  });
});

describe('the week', () => {
  it('places each meeting in the Taipei day it starts on (23:30 UTC Sunday is Monday 07:30) and leaves other weeks out', () => {
    const placed = placeWeek(
      [
        at('08:00', '09:00', 'monday', '2026-11-23'),
        at('10:00', '11:00', 'sunday', '2026-11-29'),
        at('10:00', '11:00', 'next week', '2026-11-30'),
        {
          start: '2026-11-22T23:30:00.000Z',
          end: '2026-11-23T00:00:00.000Z',
          meetingId: 'x',
          subject: 'early monday',
          tentative: false,
        },
      ],
      week,
    );
    expect(placed.days.map((day) => day.entries.map((item) => item.entry.subject))).toEqual([
      ['early monday', 'monday'],
      [],
      [],
      [],
      [],
      [],
      ['sunday'],
    ]);
  });
});
