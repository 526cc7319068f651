import EyeOutlined from '@ant-design/icons/EyeOutlined';
import type { ActionLogEntry } from '@portal/contracts/action-log';
import { actionKinds, entityTypes, entityTypeText } from '@portal/contracts/action-log-keys';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  type ListSort,
  type ListStateOptions,
  type ResourceFilter,
  readListState,
} from '../../../components/resource/list-state';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { useAdminTexts } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useLanguage } from '../../../lib/use-language';
import { actionLabel } from '../action-log-texts';
import { actionLogsResource, useActorAccount } from '../api/action-logs-resource';
import { actionLogSortable, useActionLogColumns } from '../components/action-log-columns';
import { ActionLogDrawer } from '../components/action-log-drawer';
import { ExportButtons } from '../components/export-buttons';
import '../action-log.css';

const defaultSort: ListSort = { field: 'createdTime', dir: 'desc' };
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The drawer: open or not, and the entry it shows (kept while it closes, for the animation). */
interface Viewing {
  open: boolean;
  entry: ActionLogEntry | null;
}

/**
 * 操作紀錄: who did what to which record, and when; newest first. An entry opens with its before and
 * after side by side; the filtered entries download as CSV or Excel. A link may narrow the list to one
 * actor with `?actorId=…`.
 */
export default function ActionLogPage() {
  useAdminTexts();
  const { t } = useTranslation();
  const language = useLanguage();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const actorIdParam = params.get('actorId') ?? '';
  const actorId = uuidPattern.test(actorIdParam) ? actorIdParam : undefined;
  const actorAccount = useActorAccount(actorId);
  const columns = useActionLogColumns();
  const [viewing, setViewing] = useState<Viewing>({ open: false, entry: null });

  const filters: ResourceFilter[] = [
    ...(actorId
      ? [
          {
            kind: 'select' as const,
            name: 'actorId',
            label: t('actionLog.actorFilter'),
            options: [{ value: actorId, label: actorAccount ?? actorId }],
          },
        ]
      : []),
    {
      kind: 'select',
      name: 'action',
      label: t('actionLog.action'),
      options: actionKinds.map((action) => ({ value: action, label: actionLabel(t, action) })),
    },
    {
      kind: 'select',
      name: 'entityType',
      label: t('actionLog.entityType'),
      options: entityTypes.map((type) => ({ value: type, label: entityTypeText(type, language) })),
    },
    { kind: 'dateRange', name: 'date', label: t('actionLog.dateRange'), fromKey: 'from', toKey: 'to' },
  ];
  // The same reading of the address as the list's, for the export of what the list shows.
  const listOptions: ListStateOptions = { filters, sortable: actionLogSortable, defaultSort };
  const state = readListState(params, listOptions);

  return (
    <ResourceListPage<ActionLogEntry>
      resource={actionLogsResource}
      title={t('pages.actionLog.title')}
      description={t('pages.actionLog.description')}
      columns={columns}
      filters={filters}
      defaultSort={defaultSort}
      keyword={{ placeholder: t('actionLog.keywordPlaceholder') }}
      emptyText={t('actionLog.empty')}
      toolbar={<ExportButtons state={state} filters={filters} />}
      rowActions={(entry) => (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined aria-hidden />}
          aria-label={t('actionLog.viewNamed', { time: formatTaipeiTime(entry.createdTime) })}
          onClick={() => setViewing({ open: true, entry })}
        >
          {t('actionLog.view')}
        </Button>
      )}
    >
      <ActionLogDrawer
        open={viewing.open}
        entry={viewing.entry}
        onClose={() => setViewing((current) => ({ ...current, open: false }))}
      />
    </ResourceListPage>
  );
}
