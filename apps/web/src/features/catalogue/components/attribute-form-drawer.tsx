import { type Attribute, attributeInsertSchema } from '@portal/contracts/attributes';
import { attributeTypes } from '@portal/contracts/attributes-keys';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceFormDrawer } from '../../../components/resource/resource-form-drawer';
import { TreeSelect } from '../../../components/tree-select';
import { contractRules, maxLengthOf } from '../../../lib/contract-rules';
import { useLanguage } from '../../../lib/use-language';
import { type AttributeInsert, useAttributeMutations } from '../api/attributes-resource';
import { localName } from '../category-texts';
import type { CategoryChoice } from '../use-category-choices';

type AttributeValues = Required<Omit<AttributeInsert, 'categoryIds'>> & { categoryIds: string[] };

const fieldNames = [
  'nameZh',
  'nameEn',
  'type',
  'unitZh',
  'unitEn',
  'isRequired',
  'categoryIds',
  'sortOrder',
] as const;
const fields = attributeInsertSchema.shape;
const emptyAttribute: AttributeValues = {
  nameZh: '',
  nameEn: '',
  type: 'text',
  unitZh: '',
  unitEn: '',
  isRequired: false,
  categoryIds: [],
  sortOrder: 0,
};

interface AttributeFormDrawerProps {
  open: boolean;
  attribute: Attribute | null;
  categoryTree: CategoryChoice[];
  onClose: () => void;
  /** After a save: a new choice attribute goes on to its choices. */
  onSaved: (attribute: Attribute, isNew: boolean) => void;
}

/** Adds or edits an attribute: names, type (a number has a unit), required, the categories it applies to. */
export function AttributeFormDrawer({
  open,
  attribute,
  categoryTree,
  onClose,
  onSaved,
}: AttributeFormDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { insert, update } = useAttributeMutations();
  const initialValues: AttributeValues = attribute
    ? {
        nameZh: attribute.nameZh,
        nameEn: attribute.nameEn,
        type: attribute.type,
        unitZh: attribute.unitZh,
        unitEn: attribute.unitEn,
        isRequired: attribute.isRequired,
        categoryIds: attribute.categoryIds,
        sortOrder: attribute.sortOrder,
      }
    : emptyAttribute;

  const submit = (values: AttributeValues) => {
    // A unit belongs to a number only (the server refuses one elsewhere).
    const isNumber = values.type === 'number';
    const body = {
      ...values,
      nameEn: values.nameEn ?? '',
      unitZh: isNumber ? (values.unitZh ?? '') : '',
      unitEn: isNumber ? (values.unitEn ?? '') : '',
      categoryIds: values.categoryIds ?? [],
      sortOrder: values.sortOrder ?? 0,
    };
    return attribute ? update.mutateAsync({ id: attribute.id, ...body }) : insert.mutateAsync(body);
  };

  return (
    <ResourceFormDrawer<AttributeValues, Attribute>
      open={open}
      name="attribute"
      title={
        attribute
          ? t('attributes.editTitle', { name: localName(attribute, language) })
          : t('attributes.addTitle')
      }
      initialValues={initialValues}
      fieldNames={fieldNames}
      onSubmit={submit}
      successMessage={(saved) =>
        t(attribute ? 'attributes.saved' : 'attributes.created', { name: localName(saved, language) })
      }
      onSaved={(saved) => onSaved(saved, attribute === null)}
      onClose={onClose}
    >
      <Form.Item
        name="nameZh"
        label={t('attributes.nameZh')}
        rules={[{ required: true, whitespace: true }, ...contractRules(fields.nameZh)]}
      >
        <Input maxLength={maxLengthOf(fields.nameZh)} />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t('attributes.nameEn')}
        extra={t('attributes.nameEnHint')}
        rules={contractRules(fields.nameEn)}
      >
        <Input maxLength={maxLengthOf(fields.nameEn)} lang="en" />
      </Form.Item>
      <Form.Item name="type" label={t('attributes.type')} rules={[{ required: true }]}>
        <Select
          options={attributeTypes.map((type) => ({ value: type, label: t(`attributes.types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['type']}>
        {({ getFieldValue }) =>
          getFieldValue('type') === 'number' && (
            <>
              <Form.Item
                name="unitZh"
                label={t('attributes.unitZh')}
                extra={t('attributes.unitHint')}
                rules={contractRules(fields.unitZh)}
              >
                <Input maxLength={maxLengthOf(fields.unitZh)} />
              </Form.Item>
              <Form.Item name="unitEn" label={t('attributes.unitEn')} rules={contractRules(fields.unitEn)}>
                <Input maxLength={maxLengthOf(fields.unitEn)} lang="en" />
              </Form.Item>
            </>
          )
        }
      </Form.Item>
      <Form.Item name="isRequired" label={t('attributes.isRequired')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="categoryIds" label={t('attributes.categories')} extra={t('attributes.categoriesHint')}>
        <TreeSelect
          multiple
          allowClear
          treeDefaultExpandAll
          treeData={categoryTree}
          placeholder={t('attributes.allCategories')}
          showSearch={{ treeNodeFilterProp: 'title' }}
        />
      </Form.Item>
      <Form.Item name="sortOrder" label={t('attributes.sortOrder')}>
        <InputNumber min={0} max={10_000} precision={0} />
      </Form.Item>
    </ResourceFormDrawer>
  );
}
