import { describe, expect, it } from 'vitest';
import { attributeText } from './catalogue-attributes';
import {
  catalogueState,
  changed,
  choiceFilter,
  inquiryPath,
  listQueryOf,
  paramsFromState,
  priceText,
  rangeFilter,
  stateFromParams,
  withFilter,
} from './catalogue-query';

const attributeId = '11111111-1111-4111-8111-111111111111';
const choice = '22222222-2222-4222-8222-222222222222';

describe('the catalogue search in the address', () => {
  it('goes to the address and back unchanged', () => {
    const state = {
      ...catalogueState,
      tab: 'vendors' as const,
      keyword: '臺北 螺絲',
      categoryId: choice,
      serviceId: attributeId,
      vendorLevel: 'certified' as const,
      certifiedFirst: true,
      sort: 'newest' as const,
      page: 3,
      filters: [{ attributeId, min: 1 }],
    };
    expect(stateFromParams(new URLSearchParams(paramsFromState(state).toString()))).toEqual(state);
  });

  it('keeps the default out of the address and reads nonsense as the default', () => {
    expect(paramsFromState(catalogueState).toString()).toBe('');
    expect(
      stateFromParams(new URLSearchParams('tab=x&level=gold&sort=price&page=-2&filters=%7Bbad')),
    ).toEqual(catalogueState);
  });

  it('starts again at page 1 on any change, and drops the attribute filters with a new category', () => {
    const state = { ...catalogueState, page: 4, categoryId: 'a', filters: [{ attributeId, boolean: true }] };
    expect(changed(state, { keyword: '扳手' })).toMatchObject({
      page: 1,
      keyword: '扳手',
      filters: state.filters,
    });
    expect(changed(state, { categoryId: 'b' })).toMatchObject({ page: 1, categoryId: 'b', filters: [] });
    expect(changed(state, { categoryId: 'a' }).filters).toEqual(state.filters);
  });

  it('asks the products list with the attribute filters and the vendor list without them', () => {
    const state = {
      ...catalogueState,
      keyword: '  螺絲 ',
      certifiedFirst: true,
      filters: [{ attributeId, boolean: false }],
    };
    expect(listQueryOf(state)).toEqual({
      page: 1,
      pageSize: 20,
      condition: {
        keyword: '螺絲',
        categoryId: undefined,
        vendorLevel: undefined,
        certifiedFirst: true,
        attributes: [{ attributeId, boolean: false }],
      },
      sortings: [{ field: 'relevance', dir: 'desc' }],
    });
    expect(listQueryOf({ ...state, tab: 'vendors' }).condition).not.toHaveProperty('attributes');
  });

  it('asks the vendor list by service category, and never the product list', () => {
    const state = { ...catalogueState, serviceId: choice };
    expect(paramsFromState(state).get('service')).toBe(choice);
    expect(listQueryOf({ ...state, tab: 'vendors' }).condition).toMatchObject({ serviceCategoryId: choice });
    expect(listQueryOf(state).condition).not.toHaveProperty('serviceCategoryId');
    expect(listQueryOf({ ...catalogueState, tab: 'vendors' }).condition).not.toHaveProperty(
      'serviceCategoryId',
    );
    expect(changed({ ...state, page: 3 }, { serviceId: undefined })).toMatchObject({
      page: 1,
      serviceId: undefined,
    });
  });
});

describe('attribute filters', () => {
  it('replaces one attribute’s filter and removes it when emptied', () => {
    const first = withFilter([], attributeId, choiceFilter(attributeId, [choice]));
    expect(first).toEqual([{ attributeId, choiceIds: [choice] }]);
    expect(withFilter(first, attributeId, choiceFilter(attributeId, []))).toEqual([]);
  });

  it('makes a range from either end, and none from neither', () => {
    expect(rangeFilter(attributeId, 2, null)).toEqual({ attributeId, min: 2 });
    expect(rangeFilter(attributeId, undefined, 5)).toEqual({ attributeId, max: 5 });
    expect(rangeFilter(attributeId, 0, 0)).toEqual({ attributeId, min: 0, max: 0 });
    expect(rangeFilter(attributeId, null, null)).toBeUndefined();
  });
});

describe('what a product page shows', () => {
  it('links 詢問 to the inquiry compose page with the vendor and the product', () => {
    expect(inquiryPath('v-1', 'p-1')).toBe('../inquiry-mailbox/new?vendorId=v-1&productId=p-1');
    expect(inquiryPath('v-1')).toBe('../inquiry-mailbox/new?vendorId=v-1');
  });

  it('shows a price, a range, or nothing', () => {
    const money = (n: number) => `NT$ ${n}`;
    expect(priceText({ priceMin: null, priceMax: null }, money)).toBeNull();
    expect(priceText({ priceMin: 100, priceMax: null }, money)).toBe('NT$ 100');
    expect(priceText({ priceMin: 100, priceMax: 100 }, money)).toBe('NT$ 100');
    expect(priceText({ priceMin: 100, priceMax: 200 }, money)).toBe('NT$ 100 – NT$ 200');
  });

  it('writes attribute values in the reader’s language', () => {
    const base = {
      attributeId,
      nameZh: '重量',
      nameEn: 'Weight',
      text: null,
      number: null,
      boolean: null,
      choices: [],
    };
    const words = { yes: 'Yes', no: 'No', listSeparator: ', ' };
    expect(
      attributeText({ ...base, type: 'number', number: 1.5, unitZh: '公斤', unitEn: 'kg' }, 'en', words),
    ).toBe('1.5 kg');
    expect(
      attributeText({ ...base, type: 'number', number: 1.5, unitZh: '公斤', unitEn: 'kg' }, 'zh-Hant', words),
    ).toBe('1.5 公斤');
    expect(
      attributeText({ ...base, type: 'boolean', boolean: false, unitZh: '', unitEn: '' }, 'en', words),
    ).toBe('No');
    const choices = [
      { id: 'a', nameZh: '不鏽鋼', nameEn: 'Stainless steel' },
      { id: 'b', nameZh: '碳鋼', nameEn: '' },
    ];
    expect(attributeText({ ...base, type: 'multiple', choices, unitZh: '', unitEn: '' }, 'en', words)).toBe(
      'Stainless steel, 碳鋼',
    );
  });
});
