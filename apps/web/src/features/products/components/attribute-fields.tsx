import type { Attribute } from '@portal/contracts/attributes';
import { maxAttributeTextLength } from '@portal/contracts/product-attribute-values';
import { Empty, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';

const nameOf = (item: { nameZh: string; nameEn: string }, language: string) =>
  language === 'en' && item.nameEn ? item.nameEn : item.nameZh;

/** One field per attribute of the chosen category, by its type; required ones are marked and checked. */
export function AttributeFields({
  attributes,
  hasCategory,
}: {
  attributes: Attribute[];
  hasCategory: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!hasCategory) return <p className="product-form-hint">{t('products.attributesHint')}</p>;
  if (attributes.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('products.noAttributes')} />;
  }

  const controlOf = (attribute: Attribute): ReactNode => {
    const choices = attribute.values.map((choice) => ({ value: choice.id, label: nameOf(choice, language) }));
    const unit = language === 'en' ? attribute.unitEn || attribute.unitZh : attribute.unitZh;
    switch (attribute.type) {
      case 'text':
        return <Input maxLength={maxAttributeTextLength} />;
      case 'number':
        return <InputNumber style={{ width: '100%' }} {...(unit ? { suffix: unit } : {})} />;
      case 'single':
        return <Select allowClear options={choices} />;
      case 'multiple':
        return <Select mode="multiple" allowClear options={choices} />;
      case 'boolean':
        return (
          <Radio.Group
            options={[
              { value: true, label: t('products.yes') },
              { value: false, label: t('products.no') },
            ]}
          />
        );
    }
  };

  return (
    <>
      {attributes.map((attribute) => (
        <Form.Item
          key={attribute.id}
          name={['attributes', attribute.id]}
          label={nameOf(attribute, language)}
          rules={attribute.isRequired ? [{ required: true }] : []}
        >
          {controlOf(attribute)}
        </Form.Item>
      ))}
    </>
  );
}
