import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { ApiError } from '../../../lib/api-client';
import { useTextBundles } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { toast } from '../../../lib/toast';
import { downloadMeetingIcs, useMeeting } from '../api/meetings-api';
import { MeetingActionsBar } from '../components/meeting-actions-bar';
import { MinutesEditor } from '../components/minutes-editor';
import { meetingsBase } from '../meeting-paths';
import '../meetings.css';

const statusColors = {
  proposed: 'orange',
  confirmed: 'green',
  declined: 'default',
  cancelled: 'red',
} as const;
const range = (start: string, end: string) =>
  `${formatTaipeiTime(start, 'minute')}–${formatTaipeiTime(end, 'minute').slice(11)}`;

/** `meeting/:id`: one meeting, what the caller may do with it, its `.ics` and its minutes. */
export default function MeetingDetailPage() {
  useTextBundles('meetings');
  const { t } = useTranslation();
  const { id } = useParams();
  const { pathname } = useLocation();
  const detail = useMeeting(id);
  const meeting = detail.data;
  const back = <RouterLink to={meetingsBase(pathname)}>{t('meetings.back')}</RouterLink>;

  if (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400)) {
    return (
      <PageFrame className="meetings-page" title={t('pages.meetingDetail.title')} actions={back}>
        <Alert type="warning" showIcon title={t('meetings.notFound')} />
      </PageFrame>
    );
  }
  if (!meeting) {
    return (
      <PageFrame className="meetings-page" title={t('pages.meetingDetail.title')} actions={back}>
        <QueryState
          isPending={detail.isPending}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          errorTitle={t('pages.meetingDetail.title')}
        />
      </PageFrame>
    );
  }
  const download = async () => {
    try {
      await downloadMeetingIcs(meeting.id);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  const reasons = [
    meeting.declineReason && t('meetings.reasons.decline', { reason: meeting.declineReason }),
    meeting.cancelReason && t('meetings.reasons.cancel', { reason: meeting.cancelReason }),
    meeting.status === 'confirmed' &&
      meeting.rescheduleReason &&
      t('meetings.reasons.reschedule', { reason: meeting.rescheduleReason }),
    meeting.status === 'proposed' &&
      meeting.counterReason &&
      t('meetings.reasons.counter', { reason: meeting.counterReason }),
  ].filter(Boolean) as string[];

  return (
    <PageFrame className="meetings-page" title={meeting.subject} actions={back}>
      <p>
        <Tag color={statusColors[meeting.status]}>{t(`meetings.status.${meeting.status}`)}</Tag>
        {meeting.awaitingSide && <span>{t(`meetings.awaiting.${meeting.awaitingSide}`)}</span>}
      </p>
      {reasons.map((reason) => (
        <Alert key={reason} type="info" showIcon title={reason} style={{ marginBottom: 8 }} />
      ))}
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('meetings.sides.vendor')}>{meeting.vendorName}</Descriptions.Item>
        <Descriptions.Item label={t('meetings.sides.person')}>{meeting.person.name}</Descriptions.Item>
        {meeting.start && meeting.end ? (
          <Descriptions.Item label={t('meetings.time')}>
            {range(meeting.start, meeting.end)}
          </Descriptions.Item>
        ) : (
          <Descriptions.Item label={t('meetings.proposedSlots')}>
            {meeting.slots.map((slot) => (
              <div key={slot.id}>{range(slot.start, slot.end)}</div>
            ))}
          </Descriptions.Item>
        )}
        {meeting.location && (
          <Descriptions.Item label={t('meetings.place')}>{meeting.location}</Descriptions.Item>
        )}
        {meeting.videoUrl && (
          <Descriptions.Item label={t('meetings.videoUrl')}>
            <a href={meeting.videoUrl} target="_blank" rel="noopener noreferrer">
              {meeting.videoUrl}
            </a>
          </Descriptions.Item>
        )}
        {meeting.agenda && (
          <Descriptions.Item label={t('meetings.agenda')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{meeting.agenda}</span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('meetings.participants')}>
          {meeting.participants
            .map((person) => `${person.name}（${t(`meetings.sides.${person.side}`)}）`)
            .join('、')}
        </Descriptions.Item>
      </Descriptions>
      <p>
        <small>
          {t('meetings.proposedBy', { name: meeting.proposedBy.name })} · {t('meetings.timezone')}
        </small>
      </p>
      {(meeting.status === 'confirmed' || (meeting.status === 'cancelled' && meeting.start)) && (
        <p>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download()}>
            {t('meetings.actions.ics')}
          </Button>
        </p>
      )}
      <MeetingActionsBar meeting={meeting} />
      {meeting.status === 'confirmed' && (
        <section aria-labelledby="meeting-minutes" style={{ marginTop: 24 }}>
          <h2 id="meeting-minutes" style={{ fontSize: 16 }}>
            {t('meetings.minutes')}
          </h2>
          <MinutesEditor key={meeting.minutesUpdatedTime ?? 'none'} meeting={meeting} />
        </section>
      )}
    </PageFrame>
  );
}
