import type { ActionLogEntry } from '@portal/contracts/action-log';
import { entityTypeText } from '@portal/contracts/action-log-keys';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogTime } from '../../../components/log-parts';
import type { ResourceColumn } from '../../../components/resource/resource-table';
import { useLanguage } from '../../../lib/use-language';
import { ActionTag } from './action-tag';

/** The fields the server sorts the action log by (allow-listed by the ActionLogs resource). */
export const actionLogSortable = ['createdTime', 'action', 'entityType'] as const;

/** The columns of the action log; time, action and record type are sorted by the server. */
export function useActionLogColumns(): ResourceColumn<ActionLogEntry>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'createdTime',
      className: 'log-nowrap',
      title: t('actionLog.time'),
      sortable: true,
      render: (_value, entry) => <LogTime value={entry.createdTime} />,
    },
    {
      key: 'actorAccount',
      className: 'log-nowrap',
      title: t('actionLog.actor'),
      render: (_value, entry) =>
        entry.actorAccount ?? <Typography.Text type="secondary">{t('actionLog.system')}</Typography.Text>,
    },
    {
      key: 'action',
      className: 'log-nowrap',
      title: t('actionLog.action'),
      sortable: true,
      render: (_value, entry) => <ActionTag action={entry.action} />,
    },
    {
      key: 'entityType',
      className: 'log-nowrap',
      title: t('actionLog.entityType'),
      sortable: true,
      render: (_value, entry) => entityTypeText(entry.entityType, language),
    },
    {
      key: 'entityId',
      className: 'log-nowrap',
      title: t('actionLog.entityId'),
      render: (_value, entry) =>
        entry.entityId ? (
          <span className="log-mono log-ellipsis" title={entry.entityId}>
            {entry.entityId}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'ip',
      className: 'log-nowrap',
      title: t('actionLog.ip'),
      render: (_value, entry) => (entry.ip ? <span className="log-mono">{entry.ip}</span> : '—'),
    },
  ];
}
