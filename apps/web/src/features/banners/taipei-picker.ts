import dayjs, { type Dayjs } from 'dayjs';
import { formatTaipeiTime } from '../../lib/taipei-time';

/**
 * The date-time picker works on the browser's clock; the schedule is Taipei time whatever the browser's
 * zone. So the picker holds the Taipei wall-clock time as if it were local (what it shows is what the
 * association means), and a pick is read back as that wall-clock time at UTC+8 (Taiwan has no summer
 * time).
 */
export function taipeiPickerValue(moment: string | null | undefined): Dayjs | null {
  if (!moment) return null;
  const wallClock = formatTaipeiTime(moment, 'minute');
  // `YYYY-MM-DDTHH:mm` without a zone: dayjs reads it on the browser's clock, as the picker shows it.
  return wallClock ? dayjs(wallClock.replace(' ', 'T')) : null;
}

/** The moment (ISO, UTC) a picker value means, read as Taipei wall-clock time. */
export function momentOfTaipeiPick(value: Dayjs | null | undefined): string | null {
  if (!value?.isValid()) return null;
  return new Date(`${value.format('YYYY-MM-DDTHH:mm')}:00+08:00`).toISOString();
}
