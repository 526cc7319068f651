import type { RegistryCompany } from '@portal/contracts/registry';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompanyDisplay } from './use-company-display';

/**
 * A company registry record, read only: status, type, dates in 民國 with the Western date beside them,
 * capital, representative (possibly masked by the registry), address. Facts the registry left blank
 * are left out.
 */
export function RegistryFacts({ company }: { company: RegistryCompany }) {
  const { t } = useTranslation();
  const { amount, rocDate } = useCompanyDisplay();
  const status = company.statusText || t(`company.registry.statuses.${company.status}`);
  const suspended =
    company.suspendedFrom || company.suspendedUntil
      ? t('company.registry.suspendedRange', {
          from: rocDate(company.suspendedFrom) || '—',
          until: rocDate(company.suspendedUntil) || '—',
        })
      : '';
  const facts: [string, string][] = [
    ['ubn', company.ubn],
    ['status', status],
    ['kind', company.kind ? t(`company.registry.kinds.${company.kind}`) : ''],
    ['setupDate', rocDate(company.setupDate)],
    ['lastChangeDate', rocDate(company.lastChangeDate)],
    ['revokeDate', rocDate(company.revokeDate)],
    ['suspended', suspended],
    ['capital', amount(company.capital)],
    ['paidInCapital', amount(company.paidInCapital)],
    ['representative', company.representative ?? ''],
    ['address', company.address ?? ''],
    ['authority', company.authority ?? ''],
  ];
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('company.fields.name'), children: company.name },
    ...facts
      .filter(([, value]) => value !== '')
      .map(([key, value]) => ({
        key,
        label: key === 'ubn' ? t('company.fields.ubn') : t(`company.registry.${key as 'status'}`),
        children: value,
      })),
  ];
  return <Descriptions bordered size="small" column={1} items={items} />;
}
