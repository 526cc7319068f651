import type { ClientLogEntry } from '@portal/contracts/client-log';
import { useTranslation } from 'react-i18next';
import type { ListSort, ResourceFilter } from '../../../components/resource/list-state';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { useAdminTexts } from '../../../lib/i18n';
import { clientLogTypes, useClientLogColumns } from '../components/client-log-columns';

/** `GET /ClientLogs` (clientlog:read; filters keyword, userId, type, from, to; sorts receivedTime, type). */
const clientLogsResource = 'ClientLogs';

const defaultSort: ListSort = { field: 'receivedTime', dir: 'desc' };

/**
 * 前端錯誤紀錄: uncaught errors reported by users' browsers, newest first. Each entry's full text (its
 * message and source location) opens in place.
 */
export default function ClientLogPage() {
  useAdminTexts();
  const { t } = useTranslation();
  const columns = useClientLogColumns();
  const filters: ResourceFilter[] = [
    {
      kind: 'select',
      name: 'type',
      label: t('clientLog.type'),
      options: clientLogTypes.map((type) => ({ value: type, label: t(`clientLog.types.${type}`) })),
    },
    { kind: 'dateRange', name: 'date', label: t('clientLog.dateRange'), fromKey: 'from', toKey: 'to' },
  ];
  return (
    <ResourceListPage<ClientLogEntry>
      resource={clientLogsResource}
      title={t('pages.clientLog.title')}
      description={t('pages.clientLog.description')}
      columns={columns}
      filters={filters}
      defaultSort={defaultSort}
      keyword={{ placeholder: t('clientLog.keywordPlaceholder') }}
      emptyText={t('clientLog.empty')}
    />
  );
}
