import type { Application } from '@portal/contracts/vendor-application';
import { Alert, Button, Flex, Popconfirm, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { QueryState } from '../../../components/query-state';
import { splitApiError } from '../../../lib/form-errors';
import { useTextBundles } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMyApplication } from '../api/get-my-application';
import { useWithdrawApplication } from '../api/withdraw-application';
import { ApplicationDetails } from '../components/application-details';
import { ApplicationHistory } from '../components/application-history';
import { ApplicationStatus } from '../components/application-status';
import { ApplicationTimeline } from '../components/application-timeline';
import { CompanyPage, CompanySection } from '../components/company-page';
import { useSessionVendorSync } from '../use-session-vendor-sync';

/** What the applicant can do with the application as it stands: wait or withdraw, fix, go to the company. */
function StatusNotice({ application }: { application: Application }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawApplication();
  const resubmitTo = `../company-apply?from=${encodeURIComponent(application.auditID)}`;
  switch (application.status) {
    case 'pending':
      return (
        <Alert
          type="info"
          showIcon
          title={t('company.application.pendingText')}
          action={
            <Popconfirm
              title={t('company.application.withdrawConfirm')}
              okText={t('company.application.withdrawOk')}
              cancelText={t('company.application.cancel')}
              okButtonProps={{ danger: true, loading: withdraw.isPending }}
              onConfirm={() =>
                withdraw.mutateAsync(application.auditID).then(
                  () => toast.info(t('company.application.withdrawn')),
                  (error: unknown) => toast.error(splitApiError(error, []).general.join(' ')),
                )
              }
            >
              <Button danger>{t('company.application.withdraw')}</Button>
            </Popconfirm>
          }
        />
      );
    case 'rejected':
      return (
        <LinkButton type="primary" to={resubmitTo}>
          {t('company.application.resubmit')}
        </LinkButton>
      );
    case 'accepted':
      return (
        <Alert
          type="success"
          showIcon
          title={t('company.application.acceptedTitle')}
          description={t('company.application.acceptedText', { name: application.company.name })}
          action={
            <LinkButton type="primary" to="../company">
              {t('company.application.toCompany')}
            </LinkButton>
          }
        />
      );
    default:
      return (
        <Flex wrap gap="small" align="center">
          <span>{t('company.application.withdrawnText')}</span>
          <LinkButton to={resubmitTo}>{t('company.application.applyAgain')}</LinkButton>
        </Flex>
      );
  }
}

/**
 * `company/application`: my vendor application: its status (and the rejection's reason), what was sent,
 * the documents, the timeline, and the earlier ones. Withdraw a pending one, correct a rejected one.
 */
export default function CompanyApplicationPage() {
  useTextBundles('company');
  const { t } = useTranslation();
  const mine = useMyApplication();
  const current = mine.data?.current ?? null;
  const history = (mine.data?.history ?? []).filter((item) => item.auditID !== current?.auditID);
  // Once accepted, the applicant owns the new vendor: the stored session learns it too.
  useSessionVendorSync(current?.status === 'accepted' ? (current.vendorId ?? undefined) : undefined);

  return (
    <CompanyPage
      title={t('pages.companyApplication.title')}
      description={t('pages.companyApplication.description')}
    >
      <QueryState
        errorTitle={t('company.common.loadFailed')}
        isPending={mine.isPending}
        error={mine.error}
        onRetry={() => void mine.refetch()}
      />
      {mine.data && !current && history.length === 0 && (
        <Result
          status="info"
          title={<h2 className="company-section-title">{t('company.application.emptyTitle')}</h2>}
          subTitle={t('company.application.emptyText')}
          extra={
            <LinkButton type="primary" to="../company-apply">
              {t('company.application.apply')}
            </LinkButton>
          }
        />
      )}
      {current && (
        <>
          <CompanySection title={t('company.application.currentTitle', { name: current.company.name })}>
            <ApplicationStatus application={current} notice={<StatusNotice application={current} />} />
          </CompanySection>
          <ApplicationDetails application={current} />
          <CompanySection title={t('company.application.timelineTitle')}>
            <ApplicationTimeline events={current.timeline} />
          </CompanySection>
        </>
      )}
      {mine.data && !current && history.length > 0 && (
        <p>
          <LinkButton type="primary" to="../company-apply">
            {t('company.application.apply')}
          </LinkButton>
        </p>
      )}
      {history.length > 0 && (
        <CompanySection title={t('company.application.historyTitle')}>
          <ApplicationHistory items={history} />
        </CompanySection>
      )}
    </CompanyPage>
  );
}
