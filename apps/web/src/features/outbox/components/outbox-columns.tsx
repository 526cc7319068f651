import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import type { OutboxMessage, outboxStatuses } from '@portal/contracts/outbox';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExpandableText, firstLine, LogTime } from '../../../components/log-parts';
import type { ResourceColumn } from '../../../components/resource/resource-table';
import { templateLabel } from '../outbox-texts';

type OutboxStatus = (typeof outboxStatuses)[number];

const statusColors: Record<OutboxStatus, string> = {
  queued: 'blue',
  sent: 'green',
  failed: 'red',
  stored: 'default',
};

/** A status tag whose tooltip (on hover or keyboard focus) says what the status means. */
function StatusTag({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation();
  const hint = t(`outbox.statusHints.${status}`);
  return (
    <Tooltip title={hint} trigger={['hover', 'focus']}>
      <Tag color={statusColors[status]} tabIndex={0}>
        {t(`outbox.statuses.${status}`)}
      </Tag>
    </Tooltip>
  );
}

export function ChannelLabel({ channel }: { channel: OutboxMessage['channel'] }) {
  const { t } = useTranslation();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {channel === 'email' ? <MailOutlined aria-hidden /> : <MessageOutlined aria-hidden />}{' '}
      {t(`outbox.channels.${channel}`)}
    </span>
  );
}

/** The body: hidden when it carried a code or a link, else one line that opens to all of it. */
function MessageBody({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  if (message.bodyHidden) {
    return (
      <Typography.Text type="secondary" className="log-note">
        {t('outbox.bodyHidden')}
      </Typography.Text>
    );
  }
  if (!message.bodyText) return <Typography.Text type="secondary">{t('outbox.noBody')}</Typography.Text>;
  return (
    <ExpandableText
      summary={`${t('outbox.showBody')}: ${firstLine(message.bodyText)}`}
      text={message.bodyText}
    />
  );
}

/** The columns of the outbox; created time, recipient and status are sorted by the server. */
export function useOutboxColumns(): ResourceColumn<OutboxMessage>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'createdTime',
      className: 'log-nowrap',
      title: t('outbox.createdTime'),
      sortable: true,
      render: (_value, message) => <LogTime value={message.createdTime} />,
    },
    {
      key: 'channel',
      className: 'log-nowrap',
      title: t('outbox.channel'),
      render: (_value, message) => <ChannelLabel channel={message.channel} />,
    },
    {
      key: 'recipient',
      className: 'log-nowrap',
      title: t('outbox.recipient'),
      sortable: true,
      render: (_value, message) => <span className="log-mono">{message.recipient}</span>,
    },
    {
      key: 'template',
      className: 'log-nowrap',
      title: t('outbox.template'),
      render: (_value, message) => <span title={message.template}>{templateLabel(t, message.template)}</span>,
    },
    {
      key: 'subject',
      className: 'log-nowrap',
      title: t('outbox.subject'),
      render: (_value, message) =>
        message.subject ? (
          <span className="log-ellipsis" title={message.subject}>
            {message.subject}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      className: 'log-nowrap',
      title: t('outbox.status'),
      sortable: true,
      render: (_value, message) => <StatusTag status={message.status} />,
    },
    {
      key: 'attempts',
      className: 'log-nowrap',
      title: t('outbox.attempts'),
      dataIndex: 'attempts',
      align: 'end',
    },
    {
      key: 'lastError',
      className: 'log-nowrap',
      title: t('outbox.lastError'),
      render: (_value, message) =>
        message.lastError ? (
          // Shortened on screen; the whole text is in the cell for screen readers, and in the tooltip.
          <Tooltip title={message.lastError}>
            <span className="log-ellipsis log-mono">{message.lastError}</span>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    {
      key: 'sentTime',
      className: 'log-nowrap',
      title: t('outbox.sentTime'),
      render: (_value, message) =>
        message.sentTime ? (
          <LogTime value={message.sentTime} />
        ) : (
          <Typography.Text type="secondary">{t('outbox.notSent')}</Typography.Text>
        ),
    },
    {
      key: 'body',
      title: t('outbox.body'),
      render: (_value, message) => <MessageBody message={message} />,
    },
  ];
}
