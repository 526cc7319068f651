import type { Attribute } from '@portal/contracts/attributes';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn } from '../../../components/resource/resource-table';
import { formatList } from '../../../lib/format-list';
import { useLanguage } from '../../../lib/use-language';
import { localName } from '../category-texts';

/** The columns of the attributes list; name and order are sorted by the server. */
export function useAttributeColumns(categoryNames: ReadonlyMap<string, string>): ResourceColumn<Attribute>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'nameZh',
      title: t('attributes.nameZh'),
      sortable: true,
      render: (_value, attribute) => <strong>{localName(attribute, language)}</strong>,
    },
    {
      key: 'type',
      title: t('attributes.type'),
      render: (_value, attribute) => {
        const unit = language === 'en' ? attribute.unitEn : attribute.unitZh;
        return `${t(`attributes.types.${attribute.type}`)}${unit ? `（${unit}）` : ''}`;
      },
    },
    {
      key: 'isRequired',
      title: t('attributes.isRequired'),
      render: (_value, attribute) => t(attribute.isRequired ? 'attributes.required' : 'attributes.optional'),
    },
    {
      key: 'categories',
      title: t('attributes.categories'),
      render: (_value, attribute) =>
        attribute.categoryIds.length === 0
          ? t('attributes.allCategories')
          : formatList(
              attribute.categoryIds.map((id) => categoryNames.get(id) ?? '…'),
              language,
            ),
    },
    {
      key: 'choices',
      title: t('attributes.choices'),
      render: (_value, attribute) =>
        attribute.type === 'single' || attribute.type === 'multiple' ? (
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 280 }}>
            {attribute.values.length === 0
              ? t('attributes.noChoices')
              : formatList(
                  attribute.values.map((value) => localName(value, language)),
                  language,
                )}
          </Typography.Paragraph>
        ) : (
          '—'
        ),
    },
    {
      key: 'sortOrder',
      title: t('attributes.sortOrder'),
      dataIndex: 'sortOrder',
      sortable: true,
      align: 'end',
    },
  ];
}
