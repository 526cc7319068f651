import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplyFormValues } from '../apply-values';
import { storedDocuments } from '../document-items';
import { RegistryVerifiedTag } from './company-tags';
import { useCompanyDisplay } from './use-company-display';
import type { LookupOutcome } from './use-registry-lookup';

/** The application as it will be sent, to check before submitting. */
export function ApplyReview({ values, outcome }: { values: ApplyFormValues; outcome: LookupOutcome | null }) {
  const { t } = useTranslation();
  const { amount } = useCompanyDisplay();
  const text = (value: string | undefined) => value?.trim() || t('company.common.notSet');
  const documents = storedDocuments(values.documents);
  const contact = [values.contactName, values.contactTitle, values.contactPosition]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const items: DescriptionsProps['items'] = [
    { key: 'ubn', label: t('company.fields.ubn'), children: values.ubn },
    {
      key: 'registry',
      label: t('company.apply.registry'),
      children: <RegistryVerifiedTag isVerified={outcome?.kind === 'found'} />,
    },
    { key: 'name', label: t('company.fields.name'), children: text(values.name) },
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
    { key: 'notes', label: t('company.fields.notesShort'), children: text(values.notes) },
    {
      key: 'documents',
      label: t('company.documents.label'),
      children: documents.length
        ? documents.map((document) => document.fileName).join('、')
        : t('company.documents.none'),
    },
  ];
  return <Descriptions bordered size="small" column={1} items={items} />;
}
