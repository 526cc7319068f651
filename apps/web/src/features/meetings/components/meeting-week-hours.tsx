import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouterLink } from '../../../components/router-link';
import { type CalendarEntry, taipeiClock } from '../meeting-calendar';
import { meetingPath } from '../meeting-paths';
import { placeWeek, rowsPerHour } from '../meeting-week-grid';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The week as an hour grid (a desktop's view): a row per quarter hour, a column per Taipei day, each
 * meeting a link placed by its start and length, overlapping ones side by side. Links follow day then
 * time, so Tab walks the week in reading order.
 */
export function MeetingWeekHours({
  entries,
  days,
  today,
  dayLabel,
}: {
  entries: readonly CalendarEntry[];
  days: readonly string[];
  today: string;
  dayLabel: (day: string) => string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { hours, days: placed } = placeWeek(entries, days);
  const hourCount = hours.last - hours.first;
  const rows = { gridTemplateRows: `auto repeat(${hourCount * rowsPerHour}, var(--meeting-quarter))` };
  const entryText = (entry: CalendarEntry) =>
    `${taipeiClock(entry.start)}–${taipeiClock(entry.end)} ${entry.subject}${
      entry.tentative ? ` ${t('meetings.tentative')}` : ''
    }`;

  return (
    <div className="meeting-hours" style={rows as CSSProperties}>
      {placed.map(({ day }, index) => (
        <div
          key={`head-${day}`}
          className={`meeting-hours-head${day === today ? ' is-today' : ''}`}
          style={{ gridColumn: index + 2, gridRow: 1 }}
          aria-hidden
        >
          {dayLabel(day)}
        </div>
      ))}
      {Array.from({ length: hourCount }, (_, index) => hours.first + index).map((hour, index) => (
        <div
          key={hour}
          className="meeting-hours-label"
          style={{ gridColumn: 1, gridRow: `${2 + index * rowsPerHour} / span ${rowsPerHour}` }}
          aria-hidden
        >
          {hourLabel(hour)}
        </div>
      ))}
      {placed.map(({ day, columns, entries: onDay }, index) => (
        <section
          key={day}
          aria-label={dayLabel(day)}
          data-day={day}
          className={`meeting-hours-day${day === today ? ' is-today' : ''}`}
          style={{
            gridColumn: index + 2,
            gridRow: `2 / span ${hourCount * rowsPerHour}`,
            gridTemplateRows: `repeat(${hourCount * rowsPerHour}, var(--meeting-quarter))`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            backgroundSize: `100% calc(var(--meeting-quarter) * ${rowsPerHour})`,
          }}
        >
          {onDay.map(({ entry, row, span, column, columnSpan }) => (
            <div
              key={`${entry.meetingId}-${entry.start}`}
              className={`meeting-block${entry.tentative ? ' is-tentative' : ''}`}
              style={{ gridRow: `${row} / span ${span}`, gridColumn: `${column} / span ${columnSpan}` }}
              title={entryText(entry)}
            >
              <RouterLink to={meetingPath(pathname, entry.meetingId)}>{entryText(entry)}</RouterLink>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
