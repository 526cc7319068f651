import type { Vendor } from '@portal/contracts/vendor';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogTime } from '../../../components/log-parts';
import { useDescriptionsLayout } from '../../../components/vendor/use-descriptions-layout';
import { displayMobile } from '../../../lib/display-mobile';
import { useFormatList } from '../../../lib/format-list';
import { useFormatAmount } from '../../../lib/use-format-amount';
import { VendorLevelTag } from './vendor-tags';

/** A vendor's company data as its owner keeps it, with its level and account status. */
export function VendorCompanyFacts({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const formatList = useFormatList();
  const layout = useDescriptionsLayout();
  const formatAmount = useFormatAmount();
  const notSet = <span className="audit-none">{t('vendorAudit.notSet')}</span>;
  const text = (value: string | null) => (value?.trim() ? value : notSet);
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('vendors.name'), children: vendor.name },
    { key: 'nameEn', label: t('vendorAudit.fields.nameEn'), children: text(vendor.nameEn) },
    { key: 'ubn', label: t('vendors.ubn'), children: <span className="audit-mono">{vendor.ubn}</span> },
    { key: 'level', label: t('vendors.level'), children: <VendorLevelTag level={vendor.level} /> },
    ...(vendor.certifiedTime
      ? [
          {
            key: 'certified',
            label: t('vendors.certifiedTime'),
            children: <LogTime value={vendor.certifiedTime} />,
          },
        ]
      : []),
    { key: 'status', label: t('vendors.status'), children: t(`vendors.statuses.${vendor.status}`) },
    {
      key: 'representative',
      label: t('vendorAudit.fields.representative'),
      children: text(vendor.representative),
    },
    {
      key: 'capital',
      label: t('vendorAudit.fields.capital'),
      children: vendor.capital === null ? notSet : formatAmount(vendor.capital),
    },
    { key: 'address', label: t('vendorAudit.fields.address'), children: text(vendor.address) },
    { key: 'phone', label: t('vendorAudit.fields.phone'), children: text(vendor.phone) },
    { key: 'website', label: t('vendorAudit.fields.website'), children: text(vendor.website) },
    {
      key: 'categories',
      label: t('vendorAudit.fields.categories'),
      children: vendor.categories.length > 0 ? formatList(vendor.categories) : notSet,
    },
    { key: 'created', label: t('vendors.createdTime'), children: <LogTime value={vendor.createdTime} /> },
    { key: 'updated', label: t('vendors.updatedTime'), children: <LogTime value={vendor.updatedTime} /> },
  ];
  return <Descriptions {...layout} items={items} />;
}

/** The vendor's contact person. */
export function VendorContactFacts({ contact }: { contact: NonNullable<Vendor['contact']> }) {
  const { t } = useTranslation();
  const layout = useDescriptionsLayout();
  const items: DescriptionsProps['items'] = [
    {
      key: 'name',
      label: t('vendorAudit.contactName'),
      children: contact.contact_Title ? `${contact.name} ${contact.contact_Title}` : contact.name,
    },
    {
      key: 'position',
      label: t('vendorAudit.fields.position'),
      children: contact.position ?? <span className="audit-none">{t('vendorAudit.notSet')}</span>,
    },
    { key: 'email', label: t('vendorAudit.email'), children: contact.email },
    { key: 'mobile', label: t('vendorAudit.mobile'), children: displayMobile(contact.mobile) },
  ];
  return <Descriptions {...layout} items={items} />;
}
