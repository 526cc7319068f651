import { useTranslation } from 'react-i18next';
import { useTextBundles } from '../../../lib/i18n';
import { CompanyPage } from '../components/company-page';
import { CreateVendorForm } from '../components/create-vendor-form';

/** `company/create` (vendors:write): an administrator registers a vendor and its owner directly. */
export default function CompanyCreatePage() {
  useTextBundles('company');
  const { t } = useTranslation();
  return (
    <CompanyPage title={t('pages.companyCreate.title')} description={t('company.create.intro')}>
      <CreateVendorForm />
    </CompanyPage>
  );
}
