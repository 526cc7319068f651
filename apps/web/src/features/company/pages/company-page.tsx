import type { Vendor } from '@portal/contracts/vendor';
import { Alert, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { VendorServicesCard } from '../../../components/vendor/vendor-services-card';
import { useFormatList } from '../../../lib/format-list';
import { useTextBundles } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { companyFormValuesOf } from '../company-values';
import { CompanyPage, CompanySection } from '../components/company-page';
import { LevelTag } from '../components/company-tags';
import { MyVendorGate } from '../components/my-vendor-gate';
import { RegistryCheckTime, RegistryFlagAlert } from '../components/registry-check';
import { VendorNameLine } from '../components/vendor-name-line';

/** The pages an owner, a manager or a member may go on to from the overview. */
function manageLinks(
  vendor: Vendor,
): { to: string; key: 'dataLink' | 'editLink' | 'upgradeLink' | 'upgradeStatusLink' }[] {
  const canEdit = vendor.myRole === 'owner' || vendor.myRole === 'manager';
  return [
    { to: '../company/data', key: 'dataLink' },
    ...(canEdit ? [{ to: '../company-edit', key: 'editLink' as const }] : []),
    ...(vendor.level === 'registered' && vendor.myRole === 'owner'
      ? [{ to: '../company/upgrade', key: 'upgradeLink' as const }]
      : vendor.level === 'registered' && vendor.myRole === 'manager'
        ? [{ to: '../company/upgrade', key: 'upgradeStatusLink' as const }]
        : []),
  ];
}

function VendorOverview({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const formatList = useFormatList();
  const values = companyFormValuesOf(vendor);
  const notSet = t('company.common.notSet');
  const contact = [values.contactName, values.contactTitle].filter(Boolean).join(' ');
  const items: DescriptionsProps['items'] = [
    { key: 'ubn', label: t('company.fields.ubn'), children: vendor.ubn },
    {
      key: 'level',
      label: t('company.fields.level'),
      children: (
        <span>
          <LevelTag level={vendor.level} />
          {vendor.certifiedTime &&
            t('company.overview.certifiedSince', { date: formatTaipeiTime(vendor.certifiedTime, 'date') })}
        </span>
      ),
    },
    {
      key: 'representative',
      label: t('company.fields.representative'),
      children: values.representative || notSet,
    },
    { key: 'phone', label: t('company.fields.phone'), children: values.phone || notSet },
    { key: 'website', label: t('company.fields.websiteShort'), children: values.website || notSet },
    {
      key: 'categories',
      label: t('company.fields.categoriesShort'),
      children: values.categories?.length ? formatList(values.categories) : notSet,
    },
    { key: 'contact', label: t('company.fields.contactName'), children: contact || notSet },
    {
      key: 'registryCheck',
      label: t('company.overview.registryCheck'),
      children: <RegistryCheckTime registry={vendor.registry} />,
    },
  ];
  return (
    <>
      <VendorNameLine vendor={vendor} />
      {vendor.status === 'suspended' && (
        <Alert type="error" showIcon title={t('company.overview.suspended')} className="company-section" />
      )}
      <div className="company-section">
        <RegistryFlagAlert registry={vendor.registry} />
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      </div>
      <div className="company-section">
        <VendorServicesCard canEdit={vendor.myRole === 'owner' || vendor.myRole === 'manager'} />
      </div>
      <CompanySection title={t('company.overview.manage')}>
        <nav aria-label={t('company.overview.manage')}>
          <ul>
            {manageLinks(vendor).map((link) => (
              <li key={link.key}>
                <RouterLink to={link.to}>{t(`company.overview.${link.key}`)}</RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </CompanySection>
    </>
  );
}

/** `company`: my vendor at a glance (level, registry check, contact) and where to go from here. */
export default function CompanyOverviewPage() {
  useTextBundles('company');
  const { t } = useTranslation();
  return (
    <CompanyPage title={t('pages.company.title')} description={t('pages.company.description')}>
      <MyVendorGate>{(vendor) => <VendorOverview vendor={vendor} />}</MyVendorGate>
    </CompanyPage>
  );
}
