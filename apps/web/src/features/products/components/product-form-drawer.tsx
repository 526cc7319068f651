import type { Category } from '@portal/contracts/categories';
import { type Product, productInputSchema, productMaxImages } from '@portal/contracts/product';
import { Alert, Form, Input, InputNumber, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadList } from '../../../components/image-upload-list';
import { ResourceFormDrawer } from '../../../components/resource/resource-form-drawer';
import { TreeSelect } from '../../../components/tree-select';
import { contractRules, maxLengthOf } from '../../../lib/contract-rules';
import { useTextBundles } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useLanguage } from '../../../lib/use-language';
import { useAllAttributes, useProductCategories, useProductMutations } from '../api/products-api';
import {
  applicableAttributes,
  categoryChoices,
  type ProductFormValues,
  toFormValues,
  toProductInput,
} from '../product-form';
import { AttributeFields } from './attribute-fields';
import { DescriptionEditor } from './description-editor';
import { productName } from './product-columns';

const fields = productInputSchema.shape;
const fieldNames = [
  'nameZh',
  'nameEn',
  'descriptionZh',
  'descriptionEn',
  'categoryId',
  'priceMin',
  'priceMax',
  'minOrderQuantity',
  'orderUnit',
  'leadTimeDays',
  'imageIds',
  'status',
] as const;

/**
 * The server reports a refused attribute value on `attributeValues.<attributeId>`; the form keeps the
 * value at `attributes.<attributeId>`, so the message lands on that attribute's own field.
 */
export function attributeErrorMapping(attributes: readonly { id: string }[]) {
  const aliases: Record<string, string> = {};
  for (const { id } of attributes) aliases[`attributeValues.${id}`] = `attributes.${id}`;
  return {
    fieldNames: [...fieldNames, ...attributes.map(({ id }) => `attributes.${id}`)],
    mapping: { aliases },
  };
}

/** The attributes of the category the form has chosen (re-rendered as the choice changes). */
function ChosenCategoryAttributes({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const categoryId = Form.useWatch<string | undefined>('categoryId');
  const attributes = useAllAttributes();
  const applicable = applicableAttributes(attributes.data ?? [], categories, categoryId);
  return (
    <fieldset className="product-form-group">
      <legend>{t('products.attributes')}</legend>
      <AttributeFields attributes={applicable} hasCategory={Boolean(categoryId)} />
    </fieldset>
  );
}

interface ProductFormDrawerProps {
  open: boolean;
  /** The product being edited (whole, as `GET /Product/{id}` answers it); null adds one. */
  product: Product | null;
  onClose: () => void;
}

/** Adds or edits a product: names, category and its attributes, price, order, pictures, description, status. */
export default function ProductFormDrawer({ open, product, onClose }: ProductFormDrawerProps) {
  useTextBundles('admin', 'products', 'images');
  const { t } = useTranslation();
  const language = useLanguage();
  const { save } = useProductMutations();
  const tree = useProductCategories();
  const attributes = useAllAttributes();
  const categories = tree.data ?? [];
  const errorMapping = useMemo(() => attributeErrorMapping(attributes.data ?? []), [attributes.data]);

  const submit = (values: ProductFormValues) => {
    const applicable = applicableAttributes(attributes.data ?? [], categories, values.categoryId);
    return save.mutateAsync({ id: product?.id ?? null, input: toProductInput(values, applicable) });
  };

  return (
    <ResourceFormDrawer<ProductFormValues, Product>
      open={open}
      name="product"
      title={
        product ? t('products.editTitle', { name: productName(product, language) }) : t('products.addTitle')
      }
      initialValues={toFormValues(product)}
      fieldNames={errorMapping.fieldNames}
      fieldMapping={errorMapping.mapping}
      onSubmit={submit}
      successMessage={(saved) => t('products.saved', { name: productName(saved, language) })}
      onClose={onClose}
    >
      {product?.unpublishReason && (
        <Alert
          type="warning"
          showIcon
          className="product-unpublished"
          title={t('products.unpublishedReason', {
            time: formatTaipeiTime(product.unpublishedTime ?? product.updatedTime, 'minute'),
            reason: product.unpublishReason,
          })}
          description={t('products.unpublishedHint')}
        />
      )}
      <Form.Item
        name="nameZh"
        label={t('products.nameZh')}
        rules={[{ required: true, whitespace: true }, ...contractRules(fields.nameZh)]}
      >
        <Input maxLength={maxLengthOf(fields.nameZh)} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('products.nameEn')} rules={contractRules(fields.nameEn)}>
        <Input maxLength={maxLengthOf(fields.nameEn)} />
      </Form.Item>
      <Form.Item name="categoryId" label={t('products.category')} rules={[{ required: true }]}>
        <TreeSelect
          treeData={categoryChoices(categories, language)}
          placeholder={t('products.categoryPlaceholder')}
          loading={tree.isPending}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
        />
      </Form.Item>
      <ChosenCategoryAttributes categories={categories} />
      <Form.Item label={t('products.price')} extra={t('products.priceHint')}>
        <Space.Compact block>
          <Form.Item name="priceMin" noStyle rules={contractRules(fields.priceMin)}>
            <InputNumber
              aria-label={t('products.priceMin')}
              placeholder={t('products.priceMin')}
              min={0}
              precision={0}
              style={{ width: '50%' }}
            />
          </Form.Item>
          <Form.Item name="priceMax" noStyle rules={contractRules(fields.priceMax)}>
            <InputNumber
              aria-label={t('products.priceMax')}
              placeholder={t('products.priceMax')}
              min={0}
              precision={0}
              style={{ width: '50%' }}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Space.Compact block>
        <Form.Item name="minOrderQuantity" label={t('products.minOrderQuantity')} style={{ width: '60%' }}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="orderUnit"
          label={t('products.orderUnit')}
          style={{ width: '40%' }}
          rules={contractRules(fields.orderUnit)}
        >
          <Input placeholder={t('products.orderUnitPlaceholder')} maxLength={maxLengthOf(fields.orderUnit)} />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="leadTimeDays" label={t('products.leadTimeDays')}>
        <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="imageIds" label={t('products.images')}>
        <ImageUploadList max={productMaxImages} knownImages={product?.images ?? []} />
      </Form.Item>
      <Form.Item name="descriptionZh" label={t('products.descriptionZh')}>
        <DescriptionEditor />
      </Form.Item>
      <Form.Item name="descriptionEn" label={t('products.descriptionEn')}>
        <DescriptionEditor />
      </Form.Item>
      <Form.Item name="status" label={t('products.status')} rules={[{ required: true }]}>
        <Select
          options={(['draft', 'published', 'archived'] as const).map((status) => ({
            value: status,
            label: t(`products.statuses.${status}`),
          }))}
        />
      </Form.Item>
    </ResourceFormDrawer>
  );
}
