import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { type Meeting, meetingMaxFollowUps, meetingMinutesMaxLength } from '@portal/contracts/meeting';
import { Button, Checkbox, Flex, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { toast } from '../../../lib/toast';
import { meetingCalls, useMeetingChange } from '../api/meetings-api';

/** Minutes and follow-ups, written once the meeting started by its people. */
export function MinutesEditor({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const change = useMeetingChange();
  const idBase = useId();
  const [minutes, setMinutes] = useState(meeting.minutes);
  const [followUps, setFollowUps] = useState(meeting.followUps);
  const started =
    meeting.status === 'confirmed' && meeting.start !== null && Date.parse(meeting.start) <= Date.now();

  const save = async () => {
    try {
      await change.mutateAsync(
        meetingCalls.minutes(meeting.id, {
          minutes,
          followUps: followUps.filter((item) => item.text.trim()),
        }),
      );
      toast.info(t('meetings.done.minutes'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  if (!started) {
    return meeting.minutes ? (
      <p style={{ whiteSpace: 'pre-wrap' }}>{meeting.minutes}</p>
    ) : (
      <p>{t('meetings.minutesHint')}</p>
    );
  }
  return (
    <Flex vertical gap={8}>
      <label htmlFor={`${idBase}-minutes`} style={{ display: 'grid', gap: 4 }}>
        {t('meetings.minutes')}
        <Input.TextArea
          id={`${idBase}-minutes`}
          value={minutes}
          maxLength={meetingMinutesMaxLength}
          autoSize={{ minRows: 4, maxRows: 16 }}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </label>
      <h3 style={{ fontSize: 14, margin: 0 }}>{t('meetings.followUps')}</h3>
      {followUps.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: follow-ups have no identity but their place
        <Flex key={index} gap={8} align="center" wrap>
          <Checkbox
            checked={item.done}
            onChange={(event) =>
              setFollowUps(
                followUps.map((entry, at) =>
                  at === index ? { ...entry, done: event.target.checked } : entry,
                ),
              )
            }
          >
            {t('meetings.followUpDone')}
          </Checkbox>
          <Input
            aria-label={`${t('meetings.followUpText')} ${index + 1}`}
            style={{ flex: '1 1 200px' }}
            value={item.text}
            maxLength={300}
            onChange={(event) =>
              setFollowUps(
                followUps.map((entry, at) => (at === index ? { ...entry, text: event.target.value } : entry)),
              )
            }
          />
          <Button
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${t('meetings.removeFollowUp')} ${index + 1}`}
            onClick={() => setFollowUps(followUps.filter((_, at) => at !== index))}
          />
        </Flex>
      ))}
      <Flex wrap gap={8}>
        {followUps.length < meetingMaxFollowUps && (
          <Button onClick={() => setFollowUps([...followUps, { text: '', done: false }])}>
            {t('meetings.addFollowUp')}
          </Button>
        )}
        <Button type="primary" loading={change.isPending} onClick={() => void save()}>
          {t('meetings.actions.saveMinutes')}
        </Button>
      </Flex>
      {meeting.minutesUpdatedTime && <small>{formatTaipeiTime(meeting.minutesUpdatedTime, 'minute')}</small>}
    </Flex>
  );
}
