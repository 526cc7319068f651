import type { Application } from '@portal/contracts/vendor-application';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogTime } from '../../../components/log-parts';
import { RouterLink } from '../../../components/router-link';
import { useDescriptionsLayout } from '../../../components/vendor/use-descriptions-layout';
import { ApplicationKindTag, ApplicationStatusTag, RegistryVerifiedTag } from './application-tags';

/** Who asked for what and when, and where the application stands. */
export function ApplicationSummary({ application }: { application: Application }) {
  const { t } = useTranslation();
  const layout = useDescriptionsLayout();
  const { applicant } = application;
  const items: DescriptionsProps['items'] = [
    { key: 'kind', label: t('vendorAudit.kind'), children: <ApplicationKindTag kind={application.kind} /> },
    {
      key: 'status',
      label: t('vendorAudit.status'),
      children: <ApplicationStatusTag status={application.status} />,
    },
    {
      key: 'ubn',
      label: t('vendorAudit.ubn'),
      children: <span className="audit-mono">{application.ubn}</span>,
    },
    {
      key: 'registry',
      label: t('vendorAudit.registry'),
      children: <RegistryVerifiedTag isVerified={application.registryVerified} />,
    },
    {
      key: 'applicant',
      label: t('vendorAudit.applicant'),
      children: applicant.email ? `${applicant.name} <${applicant.email}>` : applicant.name,
    },
    {
      key: 'submitted',
      label: t('vendorAudit.submitted'),
      children: <LogTime value={application.createdTime} />,
    },
    ...(application.auditedTime
      ? [
          {
            key: 'audited',
            label: t('vendorAudit.audited'),
            children: <LogTime value={application.auditedTime} />,
          },
          { key: 'auditor', label: t('vendorAudit.auditor'), children: application.auditorName ?? '—' },
        ]
      : []),
    ...(application.rejectReason
      ? [
          {
            key: 'rejectReason',
            label: t('vendorAudit.rejectReason'),
            children: <span className="audit-pre">{application.rejectReason}</span>,
          },
        ]
      : []),
    {
      key: 'notes',
      label: t('vendorAudit.notes'),
      children: application.notes ? (
        <span className="audit-pre">{application.notes}</span>
      ) : (
        <span className="audit-none">{t('vendorAudit.notSet')}</span>
      ),
    },
    ...(application.previousID
      ? [
          {
            key: 'previous',
            label: t('vendorAudit.previous'),
            children: (
              <RouterLink to={`../vendor-audit/detail?id=${encodeURIComponent(application.previousID)}`}>
                {t('vendorAudit.viewPrevious')}
              </RouterLink>
            ),
          },
        ]
      : []),
  ];
  return <Descriptions {...layout} items={items} />;
}
