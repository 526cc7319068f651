import type { Attribute } from '@portal/contracts/attributes';
import type { Category } from '@portal/contracts/categories';
import type { Product, ProductRow } from '@portal/contracts/product';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';
import { attributeErrorMapping } from './product-form-drawer';

const time = '2026-11-25T00:00:00.000Z';
const vendor = { id: '01930000-0000-7000-8000-0000000000f1', name: '甲公司' };
const categoryId = '01930000-0000-7000-8000-0000000000c1';
const weightId = '01930000-0000-7000-8000-0000000000a1';
const materialId = '01930000-0000-7000-8000-0000000000a2';
const steelId = '01930000-0000-7000-8000-0000000000d1';
const category = {
  id: categoryId,
  parentId: null,
  kind: 'product',
  depth: 1,
  nameZh: '螺絲',
  nameEn: 'Screws',
  sortOrder: 0,
  isEnabled: true,
  childCount: 0,
  createdTime: time,
  updatedTime: time,
} as unknown as Category;
const attribute = (fields: Partial<Attribute> & Pick<Attribute, 'id' | 'nameZh' | 'type'>): Attribute => ({
  nameEn: '',
  unitZh: '',
  unitEn: '',
  isRequired: false,
  sortOrder: 0,
  categoryIds: [categoryId],
  values: [],
  createdTime: time,
  updatedTime: time,
  ...fields,
});
const weight = attribute({ id: weightId, nameZh: '重量', type: 'number', unitZh: '公斤', isRequired: true });
const material = attribute({
  id: materialId,
  nameZh: '材質',
  type: 'single',
  sortOrder: 1,
  values: [
    {
      id: steelId,
      attributeId: materialId,
      nameZh: '不鏽鋼',
      nameEn: '',
      sortOrder: 0,
      createdTime: time,
      updatedTime: time,
    },
  ],
});
const row: ProductRow = {
  id: '01930000-0000-7000-8000-0000000000b1',
  vendorId: vendor.id,
  vendorName: vendor.name,
  nameZh: '精密螺絲',
  nameEn: '',
  categoryId,
  priceMin: null,
  priceMax: null,
  minOrderQuantity: null,
  orderUnit: '',
  leadTimeDays: null,
  status: 'draft',
  unpublishReason: null,
  unpublishedTime: null,
  publishedTime: null,
  createdTime: time,
  updatedTime: time,
  coverUrl: null,
  imageCount: 0,
};
const whole = {
  ...row,
  descriptionZh: '',
  descriptionEn: '',
  attributeValues: [
    { attributeId: weightId, value: 1.5 },
    { attributeId: materialId, value: steelId },
  ],
  images: [],
} as unknown as Product;
const owner = { ...testUser, vendor: { ...vendor, role: 'owner' as const } };
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('attributeErrorMapping', () => {
  it('sends each attribute’s server path to its own form field, leaving other paths alone', () => {
    const { fieldNames, mapping } = attributeErrorMapping([{ id: 'a1' }, { id: 'a2' }]);
    expect(fieldNames).toContain('nameZh');
    expect(fieldNames).toContain('attributes.a1');
    expect(fieldNames).toContain('attributes.a2');
    expect(mapping.aliases).toEqual({
      'attributeValues.a1': 'attributes.a1',
      'attributeValues.a2': 'attributes.a2',
    });
  });
});

describe('product form errors', { timeout: 30_000 }, () => {
  it('shows each refused attribute value on that attribute’s field, and the rest above the form', async () => {
    const api = mockApi({
      'GET Product': { body: { payload: { totalCount: 1, data: [row] } } },
      [`GET Product/${row.id}`]: { body: { payload: whole } },
      'GET Category': { body: { totalCount: 1, data: [category] } },
      'GET Attributes': { body: { totalCount: 2, data: [weight, material] } },
      [`POST Product/${row.id}`]: apiError(
        400,
        {
          code: 'ATTRIBUTE_CHOICE_UNKNOWN',
          field: `attributeValues.${materialId}`,
          message: '所選的選項已不存在。',
        },
        { code: 'ATTRIBUTE_VALUE_REQUIRED', field: `attributeValues.${weightId}`, message: '請填寫此屬性。' },
        { code: 'PRODUCT_IMAGES_TOO_MANY', message: '每項產品最多 10 張圖片。' },
      ),
    });
    renderApp('/product', { user: owner });
    await userEvent.click(await screen.findByLabelText('編輯「精密螺絲」', {}, { timeout: 10_000 }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await within(drawer).findByLabelText('材質', {}, { timeout: 10_000 });
    await userEvent.click(within(drawer).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(api.callsTo(`POST Product/${row.id}`)).toHaveLength(1));

    expect(await within(fieldOf('材質')).findByText('所選的選項已不存在。')).toBeTruthy();
    expect(within(fieldOf('重量')).getByText('請填寫此屬性。')).toBeTruthy();
    // Above the form only what belongs to no field; each attribute's message is said once.
    const alert = within(drawer).getByRole('alert', { name: '' });
    expect(alert.textContent).toContain('每項產品最多 10 張圖片。');
    expect(alert.textContent).not.toContain('所選的選項已不存在。');
    expect(within(drawer).getAllByText('所選的選項已不存在。')).toHaveLength(1);
  });
});
