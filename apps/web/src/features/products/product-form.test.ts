import type { Attribute } from '@portal/contracts/attributes';
import type { Category } from '@portal/contracts/categories';
import type { Product } from '@portal/contracts/product';
import { describe, expect, it } from 'vitest';
import {
  applicableAttributes,
  categoryChoices,
  lineageOf,
  priceText,
  toFormValues,
  toProductInput,
  withStatus,
  wrapSelection,
} from './product-form';

const time = '2026-11-25T00:00:00.000Z';
const category = (id: string, parentId: string | null): Category =>
  ({
    id,
    parentId,
    kind: 'product',
    depth: 1,
    nameZh: id,
    nameEn: id,
    sortOrder: 0,
    isEnabled: true,
    childCount: 0,
    createdTime: time,
    updatedTime: time,
  }) as Category;
const attribute = (id: string, categoryIds: string[], sortOrder = 0): Attribute => ({
  id,
  nameZh: id,
  nameEn: id,
  type: 'text',
  unitZh: '',
  unitEn: '',
  isRequired: false,
  sortOrder,
  categoryIds,
  values: [],
  createdTime: time,
  updatedTime: time,
});
const tree = [
  category('root', null),
  category('child', 'root'),
  category('leaf', 'child'),
  category('other', null),
];

describe('applicableAttributes', () => {
  it('takes those naming the category or an ancestor and those naming none, in their order', () => {
    const attributes = [
      attribute('onOther', ['other']),
      attribute('onRoot', ['root'], 2),
      attribute('everywhere', [], 1),
      attribute('onLeaf', ['leaf'], 0),
    ];
    expect(lineageOf(tree, 'leaf')).toEqual(['leaf', 'child', 'root']);
    expect(applicableAttributes(attributes, tree, 'leaf').map((a) => a.id)).toEqual([
      'onLeaf',
      'everywhere',
      'onRoot',
    ]);
    expect(applicableAttributes(attributes, tree, 'child').map((a) => a.id)).toEqual([
      'everywhere',
      'onRoot',
    ]);
    expect(applicableAttributes(attributes, tree, undefined)).toEqual([]);
  });
});

describe('toProductInput', () => {
  it('sends only the chosen category’s attributes that have a value', () => {
    const values = {
      ...toFormValues(null),
      nameZh: '螺絲',
      categoryId: 'leaf',
      attributes: { onLeaf: '不鏽鋼', left: '別的分類', blank: '  ', none: [] },
    };
    const input = toProductInput(values, [
      attribute('onLeaf', ['leaf']),
      attribute('blank', []),
      attribute('none', []),
    ]);
    expect(input.attributeValues).toEqual([{ attributeId: 'onLeaf', value: '不鏽鋼' }]);
    expect(input).toMatchObject({
      nameZh: '螺絲',
      categoryId: 'leaf',
      priceMin: null,
      imageIds: [],
      status: 'draft',
    });
  });

  it('round-trips a product and changes only the status for publish and archive', () => {
    const product = {
      id: 'p',
      vendorId: 'v',
      vendorName: '甲',
      nameZh: '螺絲',
      nameEn: 'Screw',
      descriptionZh: '<p>好</p>',
      descriptionEn: '',
      categoryId: 'leaf',
      attributeValues: [{ attributeId: 'w', value: 2 }],
      priceMin: 1,
      priceMax: 2,
      minOrderQuantity: 10,
      orderUnit: '個',
      leadTimeDays: 3,
      images: [{ id: 'i1' }, { id: 'i2' }],
      status: 'draft',
      unpublishReason: null,
      unpublishedTime: null,
      publishedTime: null,
      createdTime: time,
      updatedTime: time,
    } as unknown as Product;
    expect(toFormValues(product).attributes).toEqual({ w: 2 });
    expect(withStatus(product, 'published')).toEqual({
      nameZh: '螺絲',
      nameEn: 'Screw',
      descriptionZh: '<p>好</p>',
      descriptionEn: '',
      categoryId: 'leaf',
      attributeValues: [{ attributeId: 'w', value: 2 }],
      priceMin: 1,
      priceMax: 2,
      minOrderQuantity: 10,
      orderUnit: '個',
      leadTimeDays: 3,
      imageIds: ['i1', 'i2'],
      status: 'published',
    });
  });
});

describe('priceText and wrapSelection', () => {
  it('writes a single price, a range or nothing', () => {
    const format = (n: number) => n.toLocaleString('en');
    expect(priceText({ priceMin: 1200, priceMax: 3400 }, format)).toBe('NT$1,200–3,400');
    expect(priceText({ priceMin: 80, priceMax: null }, format)).toBe('NT$80');
    expect(priceText({ priceMin: 80, priceMax: 80 }, format)).toBe('NT$80');
    expect(priceText({ priceMin: null, priceMax: null }, format)).toBe('');
  });

  it('wraps the selection in a tag and keeps it selected', () => {
    expect(wrapSelection('好螺絲', 1, 3, '<strong>', '</strong>')).toEqual({
      text: '好<strong>螺絲</strong>',
      start: 9,
      end: 11,
    });
    expect(wrapSelection('ab', 1, 1, '<em>', '</em>')).toEqual({ text: 'a<em></em>b', start: 5, end: 5 });
  });
});

describe('categoryChoices', () => {
  it('nests the tree in sibling order and marks disabled nodes', () => {
    const nodes = [
      { ...category('b', null), sortOrder: 1, nameEn: 'B' },
      { ...category('a', null), sortOrder: 0, nameEn: '' },
      { ...category('a1', 'a'), isEnabled: false },
    ];
    expect(categoryChoices(nodes, 'en')).toEqual([
      {
        value: 'a',
        title: 'a',
        disabled: false,
        children: [{ value: 'a1', title: 'a1', disabled: true, children: [] }],
      },
      { value: 'b', title: 'B', disabled: false, children: [] },
    ]);
  });
});
