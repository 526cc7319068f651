import type { Application } from '@portal/contracts/vendor-application';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogTime } from '../../../components/log-parts';

const eventColors = { submitted: 'blue', withdrawn: 'gray', accepted: 'green', rejected: 'red' } as const;

/**
 * Every step of the application and of the rejected ones it corrects, oldest first: who did what,
 * when, and the note (a rejection's reason).
 */
export function ApplicationTimeline({ application }: { application: Application }) {
  const { t } = useTranslation();
  return (
    <Timeline
      items={application.timeline.map((event, index) => ({
        key: `${event.auditID}-${event.kind}-${index}`,
        color: eventColors[event.kind],
        content: (
          <div className="audit-event">
            <LogTime value={event.time} />
            <strong>{t(`vendorAudit.timeline.kinds.${event.kind}`)}</strong>
            {event.actorName && <span> {t('vendorAudit.timeline.by', { name: event.actorName })}</span>}
            {event.auditID !== application.auditID && <span> {t('vendorAudit.timeline.earlier')}</span>}
            {event.note && <p className="audit-pre audit-event-note">{event.note}</p>}
          </div>
        ),
      }))}
    />
  );
}
