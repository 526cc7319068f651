import type { Application } from '@portal/contracts/vendor-application';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime } from './date-time';

/** Every step of an application and of the ones it corrects, oldest first: who, when, and any note. */
export function ApplicationTimeline({ events }: { events: Application['timeline'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <ol className="company-timeline" style={{ borderColor: token.colorBorder }}>
      {events.map((event) => (
        <li key={`${event.auditID}-${event.kind}-${event.time}`}>
          <span style={{ color: token.colorTextDescription }}>
            <DateTime value={event.time} />
          </span>
          <strong>{t(`company.events.${event.kind}`)}</strong>
          {event.actorName && <span> · {event.actorName}</span>}
          {event.note && (
            <p style={{ margin: 0 }}>{t('company.application.eventNote', { note: event.note })}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
