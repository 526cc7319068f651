import { applicationKinds, applicationStatuses } from '@portal/contracts/vendor-application-keys';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ListSort, ResourceFilter } from '../../../components/resource/list-state';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { useAuditTexts } from '../../../lib/i18n';
import { auditsResource } from '../api/audits';
import { type AuditQueueRow, useAuditColumns } from '../components/audit-columns';
import '../../../components/vendor/vendor-pages.css';

const defaultSort: ListSort = { field: 'createdTime', dir: 'desc' };

/**
 * The address a first visit opens: the applications waiting for a decision. Only when the address
 * names no status at all, so clearing the filter (or a link with other filters) shows everything.
 */
function withPendingDefault(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.has('status')) return null;
  params.set('status', 'pending');
  return `?${params.toString()}`;
}

/**
 * 供應商申請審核 (vendors:audit): vendor applications and certified-supplier upgrades, pending ones
 * first shown; each opens on its detail page to be compared with the registry and decided.
 */
export default function VendorAuditPage() {
  useAuditTexts();
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  // Decided once, on arrival: later changes of the address are the person's own filtering.
  const [pendingDefault] = useState(() => withPendingDefault(search));
  const [isReady, setIsReady] = useState(pendingDefault === null);
  useEffect(() => {
    if (pendingDefault === null) return;
    void navigate({ search: pendingDefault }, { replace: true });
    setIsReady(true);
  }, [pendingDefault, navigate]);
  const columns = useAuditColumns();

  const filters: ResourceFilter[] = [
    {
      kind: 'select',
      name: 'status',
      label: t('vendorAudit.status'),
      options: applicationStatuses.map((status) => ({
        value: status,
        label: t(`vendorAudit.statuses.${status}`),
      })),
    },
    {
      kind: 'select',
      name: 'kind',
      label: t('vendorAudit.kind'),
      options: applicationKinds.map((kind) => ({ value: kind, label: t(`vendorAudit.kinds.${kind}`) })),
    },
    { kind: 'dateRange', name: 'created', label: t('vendorAudit.dateRange') },
  ];

  // Nothing until the default filter is in the address, so the first request is the filtered one.
  if (!isReady) return null;
  return (
    <ResourceListPage<AuditQueueRow>
      resource={auditsResource}
      exportList="Applications"
      title={t('pages.vendorAudit.title')}
      description={t('pages.vendorAudit.description')}
      columns={columns}
      filters={filters}
      defaultSort={defaultSort}
      keyword={{ placeholder: t('vendorAudit.keywordPlaceholder') }}
      emptyText={t('vendorAudit.empty')}
      rowKey={(row) => row.auditID}
    />
  );
}
