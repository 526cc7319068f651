import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useTextBundles } from '../../../lib/i18n';
import { useMyVendor } from '../api/get-my-vendor';
import { CompanyPage } from '../components/company-page';
import { NotVendorContent } from '../components/not-vendor-content';

/** `company-not-vendor`: for users without a vendor: apply, or how to join one; a vendor's people are sent on. */
export default function CompanyNotVendorPage() {
  return <CompanyNotVendorView />;
}

/** The page with the join-request card (`join`) the app composes in from the members feature. */
export function CompanyNotVendorView({ join }: { join?: ReactNode }) {
  useTextBundles('company');
  const { t } = useTranslation();
  const vendor = useMyVendor();
  return (
    <CompanyPage title={t('pages.companyNotVendor.title')}>
      {vendor.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : vendor.data ? (
        <Alert
          type="info"
          showIcon
          title={t('company.notVendor.hasVendorTitle', { name: vendor.data.name })}
          action={<LinkButton to="../company">{t('company.notVendor.toCompany')}</LinkButton>}
        />
      ) : (
        // A failed check shows the choices anyway: applying tells a vendor's person so itself.
        <NotVendorContent join={join} />
      )}
    </CompanyPage>
  );
}
