import type { Vendor } from '@portal/contracts/vendor';
import { Alert, Result, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useTextBundles } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useMyUpgrade } from '../api/get-my-upgrade';
import { ApplicationHistory } from '../components/application-history';
import { ApplicationStatus } from '../components/application-status';
import { CompanyPage, CompanySection } from '../components/company-page';
import { DocumentList } from '../components/document-list';
import { MyVendorGate } from '../components/my-vendor-gate';
import { UpgradeForm } from '../components/upgrade-form';
import { VendorNameLine } from '../components/vendor-name-line';

/** The upgrade requests of my vendor: the latest one's status, a new request (owners), the earlier ones. */
function UpgradeRequests({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const isOwner = vendor.myRole === 'owner';
  const upgrade = useMyUpgrade(true);
  const current = upgrade.data?.current ?? null;
  const history = (upgrade.data?.history ?? []).filter((item) => item.auditID !== current?.auditID);
  const canAsk = isOwner && current?.status !== 'pending';

  return (
    <>
      {!isOwner && (
        <Alert type="info" showIcon title={t('company.upgrade.managerNote')} className="company-section" />
      )}
      <CompanySection title={t('company.upgrade.statusTitle')}>
        <QueryState
          errorTitle={t('company.common.loadFailed')}
          isPending={upgrade.isPending}
          error={upgrade.error}
          onRetry={() => void upgrade.refetch()}
        />
        {upgrade.data && !current && (
          <p style={{ color: token.colorTextDescription }}>{t('company.upgrade.noRequests')}</p>
        )}
        {current && (
          <>
            <ApplicationStatus
              application={current}
              notice={
                current.status === 'pending' ? (
                  <Alert type="info" showIcon title={t('company.upgrade.pendingText')} />
                ) : current.status === 'rejected' && isOwner ? (
                  <p>{t('company.upgrade.rejectedText')}</p>
                ) : null
              }
            />
            <h3 className="company-section-title company-section">{t('company.documents.label')}</h3>
            <DocumentList documents={current.documents} />
          </>
        )}
      </CompanySection>
      {canAsk && upgrade.data && (
        <CompanySection title={t('company.upgrade.formTitle')}>
          <UpgradeForm />
        </CompanySection>
      )}
      {history.length > 0 && (
        <CompanySection title={t('company.upgrade.historyTitle')}>
          <ApplicationHistory items={history} />
        </CompanySection>
      )}
    </>
  );
}

function UpgradeContent({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  if (vendor.level === 'certified') {
    return (
      <Result
        status="success"
        title={
          <h2 className="company-section-title">
            {t('company.upgrade.certifiedTitle', { name: vendor.name })}
          </h2>
        }
        subTitle={
          vendor.certifiedTime
            ? t('company.upgrade.certifiedSince', { date: formatTaipeiTime(vendor.certifiedTime, 'date') })
            : null
        }
      />
    );
  }
  if (vendor.myRole !== 'owner' && vendor.myRole !== 'manager') {
    return (
      <Result
        status="info"
        title={<h2 className="company-section-title">{t('company.upgrade.memberTitle')}</h2>}
        subTitle={t('company.upgrade.memberText', {
          name: vendor.name,
          role: t(`company.roles.${vendor.myRole ?? 'member'}`),
        })}
      />
    );
  }
  return (
    <>
      <VendorNameLine vendor={vendor} />
      <UpgradeRequests vendor={vendor} />
    </>
  );
}

/**
 * `company/upgrade`: an owner of a registered vendor asks to become a certified supplier (合格供應商)
 * with documents and follows the request; managers follow it read only; members and certified vendors
 * are told where they stand.
 */
export default function CompanyUpgradePage() {
  useTextBundles('company');
  const { t } = useTranslation();
  return (
    <CompanyPage title={t('pages.companyUpgrade.title')} description={t('company.upgrade.intro')}>
      <MyVendorGate>{(vendor) => <UpgradeContent vendor={vendor} />}</MyVendorGate>
    </CompanyPage>
  );
}
