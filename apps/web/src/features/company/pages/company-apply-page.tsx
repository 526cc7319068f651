import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { QueryState } from '../../../components/query-state';
import { useTextBundles } from '../../../lib/i18n';
import { useStoredUser } from '../../../lib/session';
import { useMyApplication } from '../api/get-my-application';
import { applyValuesFrom } from '../apply-values';
import { ApplyForm } from '../components/apply-form';
import { CompanyPage } from '../components/company-page';

/**
 * `company-apply`: apply to register a vendor. `?from=<auditID>` fills the form from my earlier
 * (rejected or withdrawn) application to correct and send again. Someone who already belongs to a
 * vendor, or whose application is under review, is told so instead of getting the form.
 */
export default function CompanyApplyPage() {
  useTextBundles('company');
  const { t } = useTranslation();
  const vendor = useStoredUser()?.vendor ?? null;
  const from = new URLSearchParams(useLocation().search).get('from');
  const mine = useMyApplication();
  const current = mine.data?.current ?? null;
  const previous = from && current?.auditID === from && current.status !== 'pending' ? current : null;

  const content = () => {
    if (vendor) {
      return (
        <Alert
          type="info"
          showIcon
          title={t('company.apply.inVendorTitle', { name: vendor.name })}
          description={t('company.apply.inVendorText')}
          action={<LinkButton to="../company">{t('company.apply.toCompany')}</LinkButton>}
        />
      );
    }
    if (!mine.data) {
      return (
        <QueryState
          errorTitle={t('company.common.loadFailed')}
          isPending={mine.isPending}
          error={mine.error}
          onRetry={() => void mine.refetch()}
        />
      );
    }
    if (current?.status === 'pending') {
      return (
        <Alert
          type="info"
          showIcon
          title={t('company.apply.pendingTitle')}
          description={t('company.apply.pendingText')}
          action={<LinkButton to="../company/application">{t('company.apply.viewApplication')}</LinkButton>}
        />
      );
    }
    return (
      <ApplyForm
        key={previous?.auditID ?? 'new'}
        previous={previous}
        initialValues={previous ? applyValuesFrom(previous) : undefined}
      />
    );
  };

  return (
    <CompanyPage title={t('pages.companyApply.title')} description={t('pages.companyApply.description')}>
      {content()}
    </CompanyPage>
  );
}
