import type { MeetingRow } from '@portal/contracts/meeting';
import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouterLink } from '../../../components/router-link';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { meetingPath } from '../meeting-paths';

const statusColors = {
  proposed: 'orange',
  confirmed: 'green',
  declined: 'default',
  cancelled: 'red',
} as const;

/** When a row happens: its confirmed time, or its proposed slots. */
function whenOf(row: MeetingRow): string[] {
  if (row.start && row.end)
    return [`${formatTaipeiTime(row.start, 'minute')}–${formatTaipeiTime(row.end, 'minute').slice(11)}`];
  return row.slots.map(
    (slot) => `${formatTaipeiTime(slot.start, 'minute')}–${formatTaipeiTime(slot.end, 'minute').slice(11)}`,
  );
}

/** Meetings as cards: readable on a phone and on a desktop alike. */
export function MeetingList({ rows, empty }: { rows: readonly MeetingRow[]; empty: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (rows.length === 0) return <Empty description={empty} />;
  return (
    <ul className="meeting-list">
      {rows.map((row) => {
        const counterpart = row.mySide === 'vendor' ? row.person.name : row.vendorName;
        return (
          <li key={row.id} className="meeting-card">
            <span className="meeting-card-title">
              <RouterLink to={meetingPath(pathname, row.id)}>{row.subject}</RouterLink>
            </span>
            <span>
              <Tag color={statusColors[row.status]}>{t(`meetings.status.${row.status}`)}</Tag>
              {row.awaitingSide && <small>{t(`meetings.awaiting.${row.awaitingSide}`)}</small>}
            </span>
            <span>{t('meetings.with', { name: counterpart })}</span>
            {whenOf(row).map((when) => (
              <small key={when}>
                {when}
                {row.status === 'proposed' ? ` ${t('meetings.tentative')}` : ''}
              </small>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
