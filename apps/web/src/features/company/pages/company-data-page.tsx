import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { Vendor } from '@portal/contracts/vendor';
import { Descriptions, type DescriptionsProps, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useTextBundles } from '../../../lib/i18n';
import { companyFormValuesOf } from '../company-values';
import { CompanyPage, CompanySection } from '../components/company-page';
import { useCompanyRows } from '../components/company-rows';
import { LevelTag, VendorStatusTag } from '../components/company-tags';
import { DateTime } from '../components/date-time';
import { MyVendorGate } from '../components/my-vendor-gate';
import { RegistryCheckTime, RegistryFlagAlert } from '../components/registry-check';
import { RegistryFacts } from '../components/registry-facts';
import { VendorNameLine } from '../components/vendor-name-line';

function VendorData({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const values = companyFormValuesOf(vendor);
  const companyRows = useCompanyRows(values);
  const text = (value: string | undefined) => value?.trim() || t('company.common.notSet');
  const company: DescriptionsProps['items'] = [
    { key: 'ubn', label: t('company.fields.ubn'), children: vendor.ubn },
    { key: 'name', label: t('company.fields.name'), children: vendor.name },
    { key: 'nameEn', label: t('company.fields.nameEnShort'), children: text(values.nameEn) },
    { key: 'level', label: t('company.fields.level'), children: <LevelTag level={vendor.level} /> },
    {
      key: 'status',
      label: t('company.fields.status'),
      children: <VendorStatusTag status={vendor.status} />,
    },
    ...companyRows,
    {
      key: 'created',
      label: t('company.fields.createdTime'),
      children: <DateTime value={vendor.createdTime} />,
    },
    {
      key: 'updated',
      label: t('company.fields.updatedTime'),
      children: <DateTime value={vendor.updatedTime} />,
    },
  ];
  const contact: DescriptionsProps['items'] = [
    { key: 'name', label: t('company.fields.contactName'), children: text(values.contactName) },
    { key: 'title', label: t('company.fields.contactTitleShort'), children: text(values.contactTitle) },
    {
      key: 'position',
      label: t('company.fields.contactPositionShort'),
      children: text(values.contactPosition),
    },
    { key: 'email', label: t('company.fields.contactEmail'), children: text(values.contactEmail) },
    { key: 'mobile', label: t('company.fields.contactMobile'), children: text(values.contactMobile) },
  ];
  return (
    <>
      <VendorNameLine vendor={vendor} />
      <CompanySection title={t('company.data.companyTitle')}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={company} />
      </CompanySection>
      <CompanySection title={t('company.data.contactTitle')}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={contact} />
      </CompanySection>
      <CompanySection title={t('company.data.registryTitle')}>
        <RegistryFlagAlert registry={vendor.registry} />
        <p>
          <span style={{ color: token.colorTextDescription }}>{t('company.overview.lastChecked')} </span>
          <RegistryCheckTime registry={vendor.registry} />
        </p>
        {vendor.registry.company ? (
          <RegistryFacts company={vendor.registry.company} />
        ) : (
          <p style={{ color: token.colorTextDescription }}>{t('company.data.noRegistry')}</p>
        )}
      </CompanySection>
    </>
  );
}

/** `company/data`: every field of my vendor, its contact person, and the registry's record (民國 dates). */
export default function CompanyDataPage() {
  useTextBundles('company');
  const { t } = useTranslation();
  return (
    <CompanyPage
      title={t('pages.companyData.title')}
      description={t('pages.companyData.description')}
      actions={
        <LinkButton to="../company" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
          {t('company.common.backToOverview')}
        </LinkButton>
      }
    >
      <MyVendorGate>{(vendor) => <VendorData vendor={vendor} />}</MyVendorGate>
    </CompanyPage>
  );
}
