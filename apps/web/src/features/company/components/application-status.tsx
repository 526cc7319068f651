import type { Application } from '@portal/contracts/vendor-application';
import { Alert, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusTag } from './company-tags';
import { DateTime } from './date-time';

interface ApplicationStatusProps {
  application: Application;
  /** What the status means for the reader (and what they can do), shown under the facts. */
  notice?: ReactNode;
}

/** Where an application or upgrade request stands: status, when sent and decided, by whom, and why not. */
export function ApplicationStatus({ application, notice }: ApplicationStatusProps) {
  const { t } = useTranslation();
  const items: DescriptionsProps['items'] = [
    {
      key: 'status',
      label: t('company.fields.status'),
      children: <ApplicationStatusTag status={application.status} />,
    },
    {
      key: 'submitted',
      label: t('company.application.submittedTime'),
      children: <DateTime value={application.createdTime} />,
    },
    ...(application.auditedTime
      ? [
          {
            key: 'audited',
            label: t('company.application.auditedTime'),
            children: <DateTime value={application.auditedTime} />,
          },
        ]
      : []),
    ...(application.auditorName
      ? [{ key: 'auditor', label: t('company.application.auditor'), children: application.auditorName }]
      : []),
  ];
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} items={items} />
      {application.status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          title={t('company.application.rejectedTitle')}
          description={
            <>
              <strong>{t('company.application.rejectReason')}</strong>
              <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{application.rejectReason}</p>
            </>
          }
          className="company-section"
        />
      )}
      {notice && <div className="company-section">{notice}</div>}
    </>
  );
}
