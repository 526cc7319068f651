import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyFormValues } from '../company-values';
import { useCompanyRows } from './company-rows';
import { RegistryVerifiedTag } from './company-tags';

interface SubmittedCompanyProps {
  ubn: string;
  /** Whether the registry confirmed the UBN. */
  isVerified: boolean;
  values: CompanyFormValues;
  notes: string | null | undefined;
  /** Rows after the notes (the documents, while still to be sent). */
  extra?: DescriptionsProps['items'];
}

/** An application's company and contact as typed: before sending it, and once sent. */
export function SubmittedCompany({ ubn, isVerified, values, notes, extra = [] }: SubmittedCompanyProps) {
  const { t } = useTranslation();
  const companyRows = useCompanyRows(values);
  const text = (value: string | null | undefined) => value?.trim() || t('company.common.notSet');
  const contact = [values.contactName, values.contactTitle, values.contactPosition]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const items: DescriptionsProps['items'] = [
    { key: 'ubn', label: t('company.fields.ubn'), children: ubn },
    {
      key: 'registry',
      label: t('company.apply.registry'),
      children: <RegistryVerifiedTag isVerified={isVerified} />,
    },
    { key: 'name', label: t('company.fields.name'), children: text(values.name) },
    { key: 'nameEn', label: t('company.fields.nameEnShort'), children: text(values.nameEn) },
    ...companyRows,
    { key: 'contact', label: t('company.fields.contactName'), children: text(contact) },
    { key: 'contactEmail', label: t('company.fields.contactEmail'), children: text(values.contactEmail) },
    { key: 'contactMobile', label: t('company.fields.contactMobile'), children: text(values.contactMobile) },
    { key: 'notes', label: t('company.fields.notesShort'), children: text(notes) },
    ...extra,
  ];
  return <Descriptions bordered size="small" column={1} items={items} />;
}
