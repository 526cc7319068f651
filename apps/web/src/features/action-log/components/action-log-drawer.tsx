import type { ActionLogEntry } from '@portal/contracts/action-log';
import { entityTypeText } from '@portal/contracts/action-log-keys';
import { Descriptions, type DescriptionsProps, Drawer, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogTime } from '../../../components/log-parts';
import { useLanguage } from '../../../lib/use-language';
import { recordChangeActions } from '../action-log-texts';
import { ActionTag } from './action-tag';
import { RecordDataTable, RecordDiffTable } from './record-diff-table';

export interface ActionLogDrawerProps {
  open: boolean;
  entry: ActionLogEntry | null;
  onClose: () => void;
}

function Mono({ text }: { text: string | null }) {
  return text ? <span className="log-mono">{text}</span> : <span>—</span>;
}

/** What was recorded: a record's before and after as a diff, an event's details as a table. */
function EntryData({ entry }: { entry: ActionLogEntry }) {
  const { t } = useTranslation();
  const { before, after } = entry;
  const isRecordChange = recordChangeActions.includes(entry.action) || (before !== null && after !== null);
  if (isRecordChange && (before || after)) {
    return (
      <section aria-labelledby="action-log-changes">
        <h2 id="action-log-changes" className="action-log-section-title">
          {t('actionLog.changes')}
        </h2>
        <RecordDiffTable before={before} after={after} />
      </section>
    );
  }
  const data = after ?? before;
  return (
    <section aria-labelledby="action-log-data">
      <h2 id="action-log-data" className="action-log-section-title">
        {t('actionLog.data')}
      </h2>
      {data && Object.keys(data).length > 0 ? (
        <RecordDataTable data={data} />
      ) : (
        <Typography.Text type="secondary">{t('actionLog.noData')}</Typography.Text>
      )}
    </section>
  );
}

/** One action-log entry: who did what to which record, from where, and what changed. */
export function ActionLogDrawer({ open, entry, onClose }: ActionLogDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const screens = Grid.useBreakpoint();
  const items: DescriptionsProps['items'] = entry
    ? [
        { key: 'time', label: t('actionLog.time'), children: <LogTime value={entry.createdTime} /> },
        { key: 'actor', label: t('actionLog.actor'), children: entry.actorAccount ?? t('actionLog.system') },
        {
          key: 'action',
          label: t('actionLog.action'),
          children: <ActionTag action={entry.action} />,
        },
        {
          key: 'entityType',
          label: t('actionLog.entityType'),
          children: entityTypeText(entry.entityType, language),
        },
        { key: 'entityId', label: t('actionLog.entityId'), children: <Mono text={entry.entityId} /> },
        { key: 'ip', label: t('actionLog.ip'), children: <Mono text={entry.ip} /> },
        { key: 'userAgent', label: t('actionLog.userAgent'), children: entry.userAgent ?? '—' },
        { key: 'requestId', label: t('actionLog.requestId'), children: <Mono text={entry.requestId} /> },
      ]
    : [];
  return (
    <Drawer
      open={open}
      title={t('actionLog.detailTitle')}
      onClose={onClose}
      size={screens.sm === false ? '100%' : 720}
      destroyOnHidden
    >
      {entry && (
        <section
          aria-label={t('actionLog.detailTitle')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawer scrolls a long entry; its only content is text, so the keyboard needs a place to scroll it from
          tabIndex={0}
        >
          <Descriptions
            bordered
            size="small"
            column={1}
            // A phone stacks each label over its value; wider screens keep labels on one line beside them.
            layout={screens.sm === false ? 'vertical' : 'horizontal'}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            items={items}
          />
          <EntryData entry={entry} />
        </section>
      )}
    </Drawer>
  );
}
