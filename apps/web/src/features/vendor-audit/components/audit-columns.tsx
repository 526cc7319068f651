import type { AuditRow } from '@portal/contracts/vendor-application';
import { useTranslation } from 'react-i18next';
import { LogTime } from '../../../components/log-parts';
import type { ResourceColumn } from '../../../components/resource/resource-table';
import { DetailLink } from '../../../components/vendor/detail-link';
import { displayMobile } from '../../../lib/display-mobile';
import { ApplicationKindTag, ApplicationStatusTag, RegistryVerifiedTag } from './application-tags';

/** The fields the server sorts the queue by (allow-listed by `GET /Vendor/Audits`). */
export const auditSortable = ['createdTime', 'displayName', 'ubn', 'status'] as const;

/**
 * A row of the queue as the shared list page types it: rows are keyed by `auditID` (the page's
 * `rowKey`), the `id` the list page's type asks for is never read.
 */
export type AuditQueueRow = AuditRow & { id: string };

/**
 * The columns of the review queue: company (the link to the application), UBN, kind, status, contact,
 * time and registry check.
 */
export function useAuditColumns(): ResourceColumn<AuditQueueRow>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'displayName',
      title: t('vendorAudit.company'),
      sortable: true,
      render: (_value, row) => (
        <DetailLink
          to={`../vendor-audit/detail?id=${encodeURIComponent(row.auditID)}`}
          label={t('vendorAudit.viewNamed', { name: row.displayName })}
        >
          {row.displayName}
        </DetailLink>
      ),
    },
    {
      key: 'ubn',
      title: t('vendorAudit.ubn'),
      sortable: true,
      className: 'audit-nowrap',
      render: (_value, row) => <span className="audit-mono">{row.ubn}</span>,
    },
    {
      key: 'kind',
      title: t('vendorAudit.kind'),
      className: 'audit-nowrap',
      render: (_value, row) => <ApplicationKindTag kind={row.kind} />,
    },
    {
      key: 'status',
      title: t('vendorAudit.status'),
      sortable: true,
      className: 'audit-nowrap',
      render: (_value, row) => <ApplicationStatusTag status={row.status} />,
    },
    {
      key: 'contact',
      title: t('vendorAudit.contactName'),
      render: (_value, row) => (
        <div className="audit-contact">
          <span>
            {row.name}
            {row.contact_Title ? ` ${row.contact_Title}` : ''}
          </span>
          <span>{row.email}</span>
          <span className="audit-nowrap">{displayMobile(row.mobile)}</span>
        </div>
      ),
    },
    {
      key: 'createdTime',
      title: t('vendorAudit.createdTime'),
      sortable: true,
      className: 'audit-nowrap',
      render: (_value, row) => <LogTime value={row.createdTime} />,
    },
    {
      key: 'registryVerified',
      title: t('vendorAudit.registry'),
      className: 'audit-nowrap',
      render: (_value, row) => <RegistryVerifiedTag isVerified={row.registryVerified} />,
    },
  ];
}
