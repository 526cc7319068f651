import type { MeetingRow } from '@portal/contracts/meeting';
import { Button, Flex, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouterLink } from '../../../components/router-link';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useLanguage } from '../../../lib/use-language';
import { useMeetingList } from '../api/meetings-api';
import {
  addDays,
  calendarEntries,
  entriesOn,
  monthGridOf,
  rangeOfDays,
  shiftMonth,
  taipeiClock,
  taipeiDay,
  weekOf,
} from '../meeting-calendar';
import { meetingPath } from '../meeting-paths';
import { MeetingWeekHours } from './meeting-week-hours';

const monthCellLimit = 3;

/**
 * A week or a month of meetings in a CSS grid (Taipei days, Monday first): confirmed meetings at their
 * time, proposals dashed at each slot. The week is an hour grid; on a phone it is an agenda instead (one
 * column of days, each with its meetings and their times).
 */
export function MeetingCalendarView({ mode }: { mode: 'week' | 'month' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const isPhone = useIsPhone();
  const today = taipeiDay(Date.now());
  const [anchor, setAnchor] = useState(today);
  const days = useMemo(() => (mode === 'week' ? [weekOf(anchor)] : monthGridOf(anchor)), [mode, anchor]);
  const first = days[0]?.[0] ?? anchor;
  const last = days.at(-1)?.at(-1) ?? anchor;
  const list = useMeetingList(rangeOfDays(first, last));
  const entries = useMemo(() => calendarEntries((list.data?.data ?? []) as MeetingRow[]), [list.data]);
  const month = anchor.slice(0, 7);
  const weekday = new Intl.DateTimeFormat(language === 'en' ? 'en' : 'zh-TW', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const title =
    mode === 'week'
      ? t('meetings.weekOf', { first, last })
      : new Intl.DateTimeFormat(language === 'en' ? 'en' : 'zh-TW', {
          year: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        }).format(new Date(`${month}-01T00:00:00Z`));
  const dayLabel = (day: string) => `${weekday.format(new Date(`${day}T00:00:00Z`))} ${day.slice(5)}`;
  const move = (step: number) =>
    setAnchor(mode === 'week' ? addDays(anchor, step * 7) : shiftMonth(anchor, step));

  return (
    <section aria-label={title}>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
        <Button onClick={() => move(-1)}>{t('meetings.previous')}</Button>
        <Button onClick={() => setAnchor(today)}>{t('meetings.today')}</Button>
        <Button onClick={() => move(1)}>{t('meetings.next')}</Button>
        <h2 style={{ fontSize: 16, margin: 0 }} aria-live="polite">
          {title}
        </h2>
        {list.isFetching && <Spin size="small" />}
      </Flex>
      {mode === 'week' && !isPhone ? (
        <MeetingWeekHours entries={entries} days={days[0] ?? []} today={today} dayLabel={dayLabel} />
      ) : (
        <div className={mode === 'week' ? 'meeting-week' : 'meeting-month'}>
          {mode === 'month' &&
            (days[0] ?? []).map((day) => (
              <div key={`head-${day}`} className="meeting-weekday" aria-hidden>
                {weekday.format(new Date(`${day}T00:00:00Z`))}
              </div>
            ))}
          {days.flat().map((day) => {
            const onDay = entriesOn(entries, day);
            const shown = mode === 'month' ? onDay.slice(0, monthCellLimit) : onDay;
            const classes = [
              'meeting-day',
              day === today ? 'is-today' : '',
              mode === 'month' && day.slice(0, 7) !== month ? 'is-other-month' : '',
            ];
            return (
              <div key={day} className={classes.filter(Boolean).join(' ')} data-day={day}>
                <span className="meeting-day-head">
                  {mode === 'week' ? dayLabel(day) : Number(day.slice(8))}
                </span>
                {shown.map((entry) => (
                  <span
                    key={`${entry.meetingId}-${entry.start}`}
                    className={`meeting-entry${entry.tentative ? ' is-tentative' : ''}`}
                  >
                    <RouterLink to={meetingPath(pathname, entry.meetingId)}>
                      {mode === 'week'
                        ? `${taipeiClock(entry.start)}–${taipeiClock(entry.end)}`
                        : taipeiClock(entry.start)}{' '}
                      {entry.subject}
                      {entry.tentative ? ` ${t('meetings.tentative')}` : ''}
                    </RouterLink>
                  </span>
                ))}
                {onDay.length > shown.length && (
                  <small>{t('meetings.more', { count: onDay.length - shown.length })}</small>
                )}
              </div>
            );
          })}
        </div>
      )}
      {entries.length === 0 && !list.isPending && <p>{t('meetings.emptyRange')}</p>}
      <p>
        <small>{t('meetings.timezone')}</small>
      </p>
    </section>
  );
}
