import type { CompanyFields } from '@portal/contracts/vendor';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDescriptionsLayout } from '../../../components/vendor/use-descriptions-layout';
import { displayMobile } from '../../../lib/display-mobile';
import { useFormatList } from '../../../lib/format-list';

/** What the applicant typed beyond the fields the registry also has: contact person, phone, website… */
export function TypedCompany({ company }: { company: CompanyFields }) {
  const { t } = useTranslation();
  const formatList = useFormatList();
  const layout = useDescriptionsLayout();
  const notSet = <span className="audit-none">{t('vendorAudit.notSet')}</span>;
  const text = (value: string | null | undefined) => (value?.trim() ? value : notSet);
  const { contact } = company;
  const items: DescriptionsProps['items'] = [
    { key: 'nameEn', label: t('vendorAudit.fields.nameEn'), children: text(company.nameEn) },
    { key: 'phone', label: t('vendorAudit.fields.phone'), children: text(company.phone) },
    {
      key: 'website',
      label: t('vendorAudit.fields.website'),
      // Shown, not linked: an address typed by an applicant is not one staff should open blindly.
      children: text(company.website),
    },
    {
      key: 'categories',
      label: t('vendorAudit.fields.categories'),
      children: company.categories.length > 0 ? formatList(company.categories) : notSet,
    },
    {
      key: 'contact',
      label: t('vendorAudit.contact'),
      children: contact.contact_Title ? `${contact.name} ${contact.contact_Title}` : contact.name,
    },
    { key: 'position', label: t('vendorAudit.fields.position'), children: text(contact.position) },
    { key: 'email', label: t('vendorAudit.email'), children: contact.email },
    { key: 'mobile', label: t('vendorAudit.mobile'), children: displayMobile(contact.mobile) },
  ];
  return <Descriptions {...layout} items={items} />;
}
