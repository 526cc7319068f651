import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatList } from '../../../lib/format-list';
import type { CompanyFormValues } from '../company-values';
import { useCompanyDisplay } from './use-company-display';

type CompanyRowValues = Pick<
  CompanyFormValues,
  'representative' | 'capital' | 'address' | 'phone' | 'website' | 'categories'
>;

/**
 * The company's own facts as read-only rows, from the representative to the categories, alike on every
 * vendor page showing them; a blank one reads "not set".
 */
export function useCompanyRows(values: CompanyRowValues): NonNullable<DescriptionsProps['items']> {
  const { t } = useTranslation();
  const formatList = useFormatList();
  const { amount } = useCompanyDisplay();
  const notSet = t('company.common.notSet');
  const text = (value: string | undefined) => value?.trim() || notSet;
  return [
    {
      key: 'representative',
      label: t('company.fields.representative'),
      children: text(values.representative),
    },
    { key: 'capital', label: t('company.fields.capitalShort'), children: amount(values.capital) || notSet },
    { key: 'address', label: t('company.fields.address'), children: text(values.address) },
    { key: 'phone', label: t('company.fields.phone'), children: text(values.phone) },
    { key: 'website', label: t('company.fields.websiteShort'), children: text(values.website) },
    {
      key: 'categories',
      label: t('company.fields.categoriesShort'),
      children: values.categories?.length ? formatList(values.categories) : notSet,
    },
  ];
}
