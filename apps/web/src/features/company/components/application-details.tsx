import type { Application } from '@portal/contracts/vendor-application';
import { Descriptions, type DescriptionsProps, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyFormValuesOf } from '../company-values';
import { CompanySection } from './company-page';
import { RegistryVerifiedTag } from './company-tags';
import { DocumentList } from './document-list';
import { RegistryFacts } from './registry-facts';
import { useCompanyDisplay } from './use-company-display';

/** What an application sent: the company and contact as typed, notes, documents, the registry's record. */
export function ApplicationDetails({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { amount } = useCompanyDisplay();
  const values = companyFormValuesOf(application.company);
  const text = (value: string | null | undefined) => value?.trim() || t('company.common.notSet');
  const contact = [values.contactName, values.contactTitle, values.contactPosition].filter(Boolean).join(' ');
  const items: DescriptionsProps['items'] = [
    { key: 'ubn', label: t('company.fields.ubn'), children: application.ubn },
    {
      key: 'registry',
      label: t('company.apply.registry'),
      children: <RegistryVerifiedTag isVerified={application.registryVerified} />,
    },
    { key: 'name', label: t('company.fields.name'), children: values.name },
    { key: 'nameEn', label: t('company.fields.nameEnShort'), children: text(values.nameEn) },
    {
      key: 'representative',
      label: t('company.fields.representative'),
      children: text(values.representative),
    },
    {
      key: 'capital',
      label: t('company.fields.capitalShort'),
      children: amount(values.capital) || t('company.common.notSet'),
    },
    { key: 'address', label: t('company.fields.address'), children: text(values.address) },
    { key: 'phone', label: t('company.fields.phone'), children: text(values.phone) },
    { key: 'website', label: t('company.fields.websiteShort'), children: text(values.website) },
    {
      key: 'categories',
      label: t('company.fields.categoriesShort'),
      children: values.categories?.length ? values.categories.join('、') : t('company.common.notSet'),
    },
    { key: 'contact', label: t('company.fields.contactName'), children: text(contact) },
    { key: 'contactEmail', label: t('company.fields.contactEmail'), children: text(values.contactEmail) },
    { key: 'contactMobile', label: t('company.fields.contactMobile'), children: text(values.contactMobile) },
    { key: 'notes', label: t('company.fields.notesShort'), children: text(application.notes) },
  ];
  return (
    <>
      <CompanySection title={t('company.application.submittedTitle')}>
        <Descriptions bordered size="small" column={1} items={items} />
      </CompanySection>
      <CompanySection title={t('company.documents.label')}>
        <DocumentList documents={application.documents} />
      </CompanySection>
      <CompanySection title={t('company.application.registryTitle')}>
        {application.registry ? (
          <RegistryFacts company={application.registry} />
        ) : (
          <p style={{ color: token.colorTextDescription }}>{t('company.application.noRegistry')}</p>
        )}
      </CompanySection>
    </>
  );
}
