import type { Attribute } from '@portal/contracts/attributes';
import type { Category } from '@portal/contracts/categories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const time = '2026-11-25T02:00:00.000Z';
const lamps: Category = {
  id: '01930000-0000-7000-8000-0000000000d1',
  kind: 'product',
  parentId: null,
  depth: 1,
  nameZh: '燈具',
  nameEn: 'Lamps',
  sortOrder: 0,
  isEnabled: true,
  childCount: 0,
  createdTime: time,
  updatedTime: time,
};
const attribute = (fields: Partial<Attribute> & Pick<Attribute, 'id' | 'nameZh' | 'type'>): Attribute => ({
  nameEn: '',
  unitZh: '',
  unitEn: '',
  isRequired: false,
  sortOrder: 0,
  categoryIds: [],
  values: [],
  createdTime: time,
  updatedTime: time,
  ...fields,
});
const temperature = attribute({
  id: '01930000-0000-7000-8000-0000000000e1',
  nameZh: '色溫',
  type: 'number',
  unitZh: 'K',
  unitEn: 'K',
  isRequired: true,
  categoryIds: [lamps.id],
});
const finish = attribute({
  id: '01930000-0000-7000-8000-0000000000e2',
  nameZh: '表面處理',
  type: 'multiple',
  values: [
    {
      id: '01930000-0000-7000-8000-0000000000f1',
      attributeId: '01930000-0000-7000-8000-0000000000e2',
      nameZh: '烤漆',
      nameEn: 'Painted',
      sortOrder: 0,
      createdTime: time,
      updatedTime: time,
    },
  ],
});
const staff = { ...testUser, permissions: ['attributes:write'] };
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const buttonWith = (text: string, container: HTMLElement = document.body) =>
  within(container).getByText(text).closest('button') as HTMLButtonElement;

// Whole-app renders of a table page with two drawers: slow when many test files run at once.
describe('attribute page', { timeout: 45_000 }, () => {
  it('lists attributes with type, unit, required, categories and choices', async () => {
    mockApi({
      'GET Attributes': { body: { totalCount: 2, data: [temperature, finish] } },
      'GET Category': { body: { totalCount: 1, data: [lamps] } },
    });
    renderApp('/attribute', { user: staff });
    await screen.findByText('色溫', {}, { timeout: 20_000 });
    const row = rowOf('色溫');
    expect(within(row).getByText('數值（含單位）（K）')).toBeTruthy();
    expect(within(row).getByText('必填')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('燈具')).toBeTruthy());
    const other = rowOf('表面處理');
    expect(within(other).getByText('複選')).toBeTruthy();
    expect(within(other).getByText('所有分類')).toBeTruthy();
    expect(within(other).getByText('烤漆')).toBeTruthy();
    // Choices are managed for choice types only.
    expect(screen.getByLabelText('管理選項「表面處理」')).toBeTruthy();
    expect(screen.queryByLabelText('管理選項「色溫」')).toBeNull();
  });

  it('adds a choice attribute and goes on to its choices, where a choice is added', async () => {
    const created = attribute({ id: '01930000-0000-7000-8000-0000000000e3', nameZh: '顏色', type: 'single' });
    const api = mockApi({
      'GET Attributes': { body: { totalCount: 0, data: [] } },
      'GET Category': { body: { totalCount: 0, data: [] } },
      'POST Attributes': { status: 201, body: created },
      [`GET Attributes/${created.id}`]: { body: created },
      'POST AttributeValues': {
        status: 201,
        body: { ...finish.values[0], attributeId: created.id, nameZh: '紅', nameEn: 'Red' },
      },
    });
    renderApp('/attribute', { user: staff });
    expect(await screen.findByText('尚未建立任何屬性。', {}, { timeout: 20_000 })).toBeTruthy();
    await userEvent.click(buttonWith('新增屬性'));
    // The drawer's code loads when it first opens.
    const drawer = await waitFor(() => {
      const title = screen.getAllByText('新增屬性').find((element) => element.closest('.ant-drawer'));
      if (!title) throw new Error('the drawer has not opened yet');
      return title.closest('.ant-drawer') as HTMLElement;
    });
    const attributeName = within(drawer).getByLabelText('中文名稱');
    await userEvent.type(attributeName, '顏色');
    await userEvent.click(within(drawer).getByLabelText('類型'));
    await userEvent.click(await screen.findByTitle('單選'));
    await userEvent.click(buttonWith('儲存', drawer));
    await waitFor(() => expect(api.callsTo('POST Attributes')).toHaveLength(1));
    expect(api.callsTo('POST Attributes')[0]?.body).toEqual({
      nameZh: '顏色',
      nameEn: '',
      type: 'single',
      unitZh: '',
      unitEn: '',
      isRequired: false,
      categoryIds: [],
      sortOrder: 0,
    });
    const choices = (await screen.findByText('「顏色」的選項')).closest('.ant-drawer') as HTMLElement;
    expect(await within(choices).findByText('尚無選項，請新增第一個選項。')).toBeTruthy();
    // The attribute's drawer gives focus back to where it was opened from when its closing ends: typing
    // before then lost keys to that button on a busy machine.
    await waitFor(() => expect(attributeName.isConnected).toBe(false));
    await userEvent.type(within(choices).getByLabelText('選項中文名稱'), '紅');
    await userEvent.type(within(choices).getByLabelText('選項英文名稱'), 'Red');
    await userEvent.click(buttonWith('新增選項', choices));
    await waitFor(() => expect(api.callsTo('POST AttributeValues')).toHaveLength(1));
    expect(api.callsTo('POST AttributeValues')[0]?.body).toEqual({
      attributeId: created.id,
      nameZh: '紅',
      nameEn: 'Red',
    });
    expect(await screen.findByText('資訊: 已新增選項「紅」。')).toBeTruthy();
  });
});
