import type { RegistryCompany } from '@portal/contracts/registry';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatAmount } from '../../lib/use-format-amount';
import { RegistryStatusTag } from './registry-status';
import { RocDateText } from './roc-date-text';
import { useDescriptionsLayout } from './use-descriptions-layout';

/**
 * The registry's record of a company as the portal keeps it: every field, dates in 民國 form beside the
 * Western ones, the status in words (red for suspended or revoked).
 */
export function RegistryFacts({ company }: { company: RegistryCompany }) {
  const { t } = useTranslation();
  const layout = useDescriptionsLayout();
  const formatAmount = useFormatAmount();
  const none = t('registry.none');
  const amount = (value: number | null) => (value === null ? none : formatAmount(value));
  const isSuspended = company.suspendedFrom !== null || company.suspendedUntil !== null;
  const items: DescriptionsProps['items'] = [
    {
      key: 'ubn',
      label: t('registry.fields.ubn'),
      children: <span className="audit-mono">{company.ubn}</span>,
    },
    { key: 'name', label: t('registry.fields.name'), children: company.name },
    {
      key: 'status',
      label: t('registry.fields.status'),
      children: <RegistryStatusTag status={company.status} text={company.statusText} />,
    },
    {
      key: 'kind',
      label: t('registry.fields.kind'),
      children: company.kind ? t(`registry.kinds.${company.kind}`) : none,
    },
    {
      key: 'representative',
      label: t('registry.fields.representative'),
      children: company.representative ?? none,
    },
    { key: 'capital', label: t('registry.fields.capital'), children: amount(company.capital) },
    {
      key: 'paidInCapital',
      label: t('registry.fields.paidInCapital'),
      children: amount(company.paidInCapital),
    },
    { key: 'address', label: t('registry.fields.address'), children: company.address ?? none },
    { key: 'authority', label: t('registry.fields.authority'), children: company.authority ?? none },
    {
      key: 'setupDate',
      label: t('registry.fields.setupDate'),
      children: <RocDateText value={company.setupDate} />,
    },
    {
      key: 'lastChangeDate',
      label: t('registry.fields.lastChangeDate'),
      children: <RocDateText value={company.lastChangeDate} />,
    },
    ...(company.revokeDate
      ? [
          {
            key: 'revokeDate',
            label: t('registry.fields.revokeDate'),
            children: <RocDateText value={company.revokeDate} />,
          },
        ]
      : []),
    ...(isSuspended
      ? [
          {
            key: 'suspended',
            label: t('registry.fields.suspended'),
            children: (
              <span>
                <RocDateText value={company.suspendedFrom} /> –{' '}
                {company.suspendedUntil ? <RocDateText value={company.suspendedUntil} /> : t('registry.open')}
              </span>
            ),
          },
        ]
      : []),
  ];
  return <Descriptions {...layout} items={items} />;
}
