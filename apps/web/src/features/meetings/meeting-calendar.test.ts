import type { MeetingRow } from '@portal/contracts/meeting';
import { describe, expect, it } from 'vitest';
import {
  calendarEntries,
  entriesOn,
  isoToTaipeiInput,
  monthGridOf,
  nextSlotDraft,
  rangeOfDays,
  shiftMonth,
  slotProblem,
  taipeiClock,
  taipeiDay,
  taipeiInputToIso,
  weekOf,
} from './meeting-calendar';

const row = (overrides: Partial<MeetingRow>): MeetingRow => ({
  id: '0190a000-0000-7000-8000-000000000001',
  subject: '洽談',
  status: 'confirmed',
  vendorId: '0190a000-0000-7000-8000-000000000002',
  vendorName: '甲公司',
  person: { id: '0190a000-0000-7000-8000-000000000003', name: '王小明' },
  awaitingSide: null,
  mySide: 'person',
  canAct: true,
  start: '2026-11-24T06:00:00.000Z',
  end: '2026-11-24T07:00:00.000Z',
  slots: [],
  location: '',
  videoUrl: '',
  updatedTime: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

describe('Taipei days whatever the browser zone', () => {
  it('puts 23:30 UTC on the next Taipei day, at 07:30', () => {
    expect(taipeiDay('2026-11-23T23:30:00Z')).toBe('2026-11-24');
    expect(taipeiClock('2026-11-23T23:30:00Z')).toBe('07:30');
  });

  it('reads a typed Taipei wall time as the right instant and back', () => {
    expect(taipeiInputToIso('2026-11-24T14:00')).toBe('2026-11-24T06:00:00.000Z');
    expect(isoToTaipeiInput('2026-11-24T06:00:00.000Z')).toBe('2026-11-24T14:00');
    expect(taipeiInputToIso('2026-11-24')).toBeNull();
    expect(taipeiInputToIso('2026-13-40T99:00')).toBeNull();
  });
});

describe('weeks and months', () => {
  it('starts a week on Monday', () => {
    expect(weekOf('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('covers a month with whole weeks', () => {
    const grid = monthGridOf('2026-11-15');
    expect(grid[0]?.[0]).toBe('2026-10-26');
    expect(grid.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(grid.flat()).toContain('2026-11-30');
    expect(grid.every((week) => week.length === 7)).toBe(true);
  });

  it('moves by months from the 1st, across years', () => {
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftMonth('2026-12-15', 1)).toBe('2027-01-01');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-01');
  });

  it('asks the server for whole Taipei days', () => {
    expect(rangeOfDays('2026-11-23', '2026-11-29')).toEqual({
      from: '2026-11-23T00:00:00+08:00',
      to: '2026-11-30T00:00:00+08:00',
    });
  });
});

describe('calendar entries', () => {
  it('shows confirmed meetings at their time and proposals at each slot, tentative', () => {
    const entries = calendarEntries([
      row({}),
      row({
        id: '0190a000-0000-7000-8000-000000000009',
        status: 'proposed',
        start: null,
        end: null,
        slots: [
          {
            id: '0190a000-0000-7000-8000-00000000000a',
            start: '2026-11-25T01:00:00.000Z',
            end: '2026-11-25T02:00:00.000Z',
          },
          {
            id: '0190a000-0000-7000-8000-00000000000b',
            start: '2026-11-24T02:00:00.000Z',
            end: '2026-11-24T03:00:00.000Z',
          },
        ],
      }),
      row({ id: '0190a000-0000-7000-8000-00000000000c', status: 'cancelled' }),
    ]);
    expect(
      entries.map((entry) => [taipeiDay(entry.start), taipeiClock(entry.start), entry.tentative]),
    ).toEqual([
      ['2026-11-24', '10:00', true],
      ['2026-11-24', '14:00', false],
      ['2026-11-25', '09:00', true],
    ]);
    expect(entriesOn(entries, '2026-11-25')).toHaveLength(1);
  });
});

describe('the slot editor', () => {
  const now = new Date('2026-11-22T02:00:00Z');
  it('names what is wrong with a slot', () => {
    expect(slotProblem({ start: '', end: '2026-11-24T15:00' }, now, 720)).toBe('missing');
    expect(slotProblem({ start: '2026-11-24T15:00', end: '2026-11-24T14:00' }, now, 720)).toBe('order');
    expect(slotProblem({ start: '2026-11-21T09:00', end: '2026-11-21T10:00' }, now, 720)).toBe('past');
    expect(slotProblem({ start: '2026-11-24T08:00', end: '2026-11-24T21:00' }, now, 720)).toBe('tooLong');
    expect(slotProblem({ start: '2026-11-24T14:00', end: '2026-11-24T15:00' }, now, 720)).toBeNull();
  });

  it('offers tomorrow 10:00 Taipei first, then an hour after the last slot', () => {
    const first = nextSlotDraft([], now);
    expect(first).toEqual({ start: '2026-11-23T10:00', end: '2026-11-23T11:00' });
    expect(nextSlotDraft([first], now)).toEqual({ start: '2026-11-23T12:00', end: '2026-11-23T13:00' });
  });
});
