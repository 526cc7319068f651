import type { ClientLogEntry } from '@portal/contracts/client-log';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExpandableText, firstLine, LogTime } from '../../../components/log-parts';
import type { ResourceColumn } from '../../../components/resource/resource-table';
import { describeUserAgent } from '../../../lib/user-agent';

export const clientLogTypes = ['error', 'warning', 'info'] as const;
type ClientLogType = (typeof clientLogTypes)[number];

const typeColors: Record<ClientLogType, string> = { error: 'red', warning: 'orange', info: 'blue' };

/** A user agent as "Chrome, Windows", the whole string in its tooltip. */
function UserAgent({ userAgent }: { userAgent: string | null }) {
  const { t } = useTranslation();
  if (!userAgent) return <span>—</span>;
  const device = describeUserAgent(userAgent);
  const short = device ? [device.browser, device.os].filter(Boolean).join(', ') : t('clientLog.unknownAgent');
  return (
    <span title={userAgent} className="log-ellipsis">
      {short}
    </span>
  );
}

/** The columns of the browser error log; received time and type are sorted by the server. */
export function useClientLogColumns(): ResourceColumn<ClientLogEntry>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'receivedTime',
      className: 'log-nowrap',
      title: t('clientLog.receivedTime'),
      sortable: true,
      render: (_value, entry) => <LogTime value={entry.receivedTime} />,
    },
    {
      key: 'type',
      className: 'log-nowrap',
      title: t('clientLog.type'),
      sortable: true,
      render: (_value, entry) => (
        <Tag color={typeColors[entry.type]}>{t(`clientLog.types.${entry.type}`)}</Tag>
      ),
    },
    {
      key: 'userAccount',
      className: 'log-nowrap',
      title: t('clientLog.user'),
      render: (_value, entry) =>
        entry.userAccount ?? <Typography.Text type="secondary">{t('clientLog.anonymous')}</Typography.Text>,
    },
    {
      key: 'content',
      title: t('clientLog.content'),
      render: (_value, entry) => <ExpandableText summary={firstLine(entry.content)} text={entry.content} />,
    },
    {
      key: 'ip',
      className: 'log-nowrap',
      title: t('clientLog.ip'),
      render: (_value, entry) => (entry.ip ? <span className="log-mono">{entry.ip}</span> : '—'),
    },
    {
      key: 'userAgent',
      className: 'log-nowrap',
      title: t('clientLog.userAgent'),
      render: (_value, entry) => <UserAgent userAgent={entry.userAgent} />,
    },
  ];
}
