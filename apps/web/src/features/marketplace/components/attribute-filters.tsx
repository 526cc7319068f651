import type { AttributeFilter, CatalogueFilterAttribute } from '@portal/contracts/marketplace';
import { Checkbox, Flex, InputNumber, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { choiceFilter, rangeFilter, withFilter } from '../catalogue-query';

interface AttributeFiltersProps {
  attributes: CatalogueFilterAttribute[];
  filters: AttributeFilter[];
  onChange: (filters: AttributeFilter[]) => void;
}

const local = (language: string, zh: string, en: string) => (language === 'en' && en) || zh;

/** The chosen category's filters: choices (any of them), yes/no, and number ranges. */
export function AttributeFilters({ attributes, filters, onChange }: AttributeFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (attributes.length === 0)
    return <Typography.Text type="secondary">{t('marketplace.noFilters')}</Typography.Text>;
  const current = (id: string) => filters.find((filter) => filter.attributeId === id);
  const set = (id: string, filter: AttributeFilter | undefined) => onChange(withFilter(filters, id, filter));

  return (
    <Flex vertical gap={12}>
      {attributes.map((attribute) => {
        const name = local(language, attribute.nameZh, attribute.nameEn);
        const filter = current(attribute.id);
        if (attribute.type === 'boolean') {
          const value = filter && 'boolean' in filter ? String(filter.boolean) : 'any';
          return (
            <fieldset key={attribute.id} className="catalogue-fieldset">
              <legend>{name}</legend>
              <Radio.Group
                value={value}
                onChange={(event) =>
                  set(
                    attribute.id,
                    event.target.value === 'any'
                      ? undefined
                      : { attributeId: attribute.id, boolean: event.target.value === 'true' },
                  )
                }
                options={[
                  { value: 'any', label: t('marketplace.any') },
                  { value: 'true', label: t('marketplace.yes') },
                  { value: 'false', label: t('marketplace.no') },
                ]}
              />
            </fieldset>
          );
        }
        if (attribute.type === 'number') {
          const range = filter && 'min' in filter ? filter : filter && 'max' in filter ? filter : undefined;
          const min = range && 'min' in range ? range.min : undefined;
          const max = range && 'max' in range ? range.max : undefined;
          const unit = local(language, attribute.unitZh, attribute.unitEn);
          const label = unit ? t('marketplace.rangeLabel', { name, unit }) : name;
          return (
            <fieldset key={attribute.id} className="catalogue-fieldset">
              <legend>{label}</legend>
              <Flex gap={8} wrap>
                <InputNumber
                  aria-label={`${label} ${t('marketplace.min')}`}
                  placeholder={t('marketplace.min')}
                  value={min ?? null}
                  onChange={(next) => set(attribute.id, rangeFilter(attribute.id, next, max))}
                />
                <InputNumber
                  aria-label={`${label} ${t('marketplace.max')}`}
                  placeholder={t('marketplace.max')}
                  value={max ?? null}
                  onChange={(next) => set(attribute.id, rangeFilter(attribute.id, min, next))}
                />
              </Flex>
            </fieldset>
          );
        }
        const chosen = filter && 'choiceIds' in filter ? filter.choiceIds : [];
        return (
          <fieldset key={attribute.id} className="catalogue-fieldset">
            <legend>{name}</legend>
            <Checkbox.Group
              value={chosen}
              onChange={(ids) => set(attribute.id, choiceFilter(attribute.id, ids as string[]))}
              options={attribute.choices.map((choice) => ({
                value: choice.id,
                label: local(language, choice.nameZh, choice.nameEn),
              }))}
            />
          </fieldset>
        );
      })}
    </Flex>
  );
}
