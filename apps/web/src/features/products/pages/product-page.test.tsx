import type { Product, ProductRow } from '@portal/contracts/product';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const time = new Date(Date.now() - 5 * 60_000).toISOString();
const vendor = { id: '01930000-0000-7000-8000-0000000000f1', name: '甲公司' };
const row = (fields: Partial<ProductRow> & Pick<ProductRow, 'id' | 'nameZh'>): ProductRow => ({
  vendorId: vendor.id,
  vendorName: vendor.name,
  nameEn: '',
  categoryId: '01930000-0000-7000-8000-0000000000c1',
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
  ...fields,
});
const screw = row({
  id: '01930000-0000-7000-8000-0000000000b1',
  nameZh: '精密螺絲',
  priceMin: 1200,
  priceMax: 3400,
});
const pulled = row({
  id: '01930000-0000-7000-8000-0000000000b2',
  nameZh: '被下架的墊片',
  unpublishReason: '圖片含有聯絡電話',
  unpublishedTime: time,
});
const list = { body: { payload: { totalCount: 2, data: [screw, pulled] } } };
const owner = { ...testUser, vendor: { ...vendor, role: 'owner' as const } };
const member = { ...testUser, vendor: { ...vendor, role: 'member' as const } };
// The first whole-app render loads the page and its texts lazily: slow under jsdom on a loaded machine.
const firstLoad = { timeout: 10_000 };
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('product page', { timeout: 30_000 }, () => {
  it('lists the vendor’s products from the payload, with price, status and the association’s unpublish mark', async () => {
    mockApi({ 'GET Product': list });
    renderApp('/product', { user: owner });
    await screen.findByText('精密螺絲', {}, firstLoad);
    expect(within(rowOf('精密螺絲')).getByText('草稿')).toBeTruthy();
    expect(within(rowOf('精密螺絲')).getByText(/^NT\$1.200–3.400$|^NT\$1,200–3,400$/)).toBeTruthy();
    expect(within(rowOf('被下架的墊片')).getByText('已被協會下架')).toBeTruthy();
    expect(screen.getByText('新增產品')).toBeTruthy();
    expect(screen.getByLabelText('編輯「精密螺絲」').tagName).toBe('BUTTON');
    expect(screen.getByLabelText('上架「精密螺絲」').tagName).toBe('BUTTON');
    expect(screen.getByLabelText('刪除「精密螺絲」').tagName).toBe('BUTTON');
  });

  it('asks before deleting and publishes with the whole product', async () => {
    const whole = {
      ...screw,
      descriptionZh: '',
      descriptionEn: '',
      attributeValues: [],
      images: [],
    } as unknown as Product;
    const api = mockApi({
      'GET Product': list,
      [`GET Product/${screw.id}`]: { body: { payload: whole } },
      [`POST Product/${screw.id}`]: { body: { payload: { ...whole, status: 'published' } } },
      [`DELETE Product/${screw.id}`]: { body: { payload: { id: screw.id } } },
    });
    renderApp('/product', { user: owner });
    await userEvent.click(await screen.findByLabelText('刪除「精密螺絲」', {}, firstLoad));
    const question = await screen.findByText('確定要刪除「精密螺絲」嗎？刪除後無法復原。');
    expect(api.callsTo(`DELETE Product/${screw.id}`)).toHaveLength(0);
    await userEvent.click(
      within(question.closest('.ant-popover') as HTMLElement)
        .getByText('刪除')
        .closest('button') as HTMLElement,
    );
    await waitFor(() => expect(api.callsTo(`DELETE Product/${screw.id}`)).toHaveLength(1));

    await userEvent.click(screen.getByLabelText('上架「精密螺絲」'));
    await waitFor(() => expect(api.callsTo(`POST Product/${screw.id}`)).toHaveLength(1));
    expect(api.callsTo(`POST Product/${screw.id}`)[0]?.body).toMatchObject({
      status: 'published',
      nameZh: '精密螺絲',
      priceMin: 1200,
    });
  });

  it('is read-only for a plain member, and says so', async () => {
    mockApi({ 'GET Product': list });
    renderApp('/product', { user: member });
    await screen.findByText('精密螺絲', {}, firstLoad);
    expect(screen.getByText(/您是公司的一般成員/)).toBeTruthy();
    expect(screen.queryByText('新增產品')).toBeNull();
    expect(screen.queryAllByLabelText(/^編輯/)).toEqual([]);
  });

  it('shows an empty state, and asks people outside a vendor to join one', async () => {
    mockApi({ 'GET Product': { body: { payload: { totalCount: 0, data: [] } } } });
    const { unmount } = renderApp('/product', { user: owner });
    expect(await screen.findByText('還沒有產品，按「新增產品」開始建立。', {}, firstLoad)).toBeTruthy();
    unmount();
    renderApp('/product', { user: testUser });
    expect(
      await screen.findByText('加入或成立供應商後，才能在這裡管理公司的產品。', {}, firstLoad),
    ).toBeTruthy();
  });

  it('lets staff with vendors:audit unpublish a published product, asking for the reason first', async () => {
    const live = { ...screw, status: 'published' as const, publishedTime: time };
    const api = mockApi({
      'GET Product': { body: { payload: { totalCount: 2, data: [live, pulled] } } },
      [`POST Product/${screw.id}/Unpublish`]: {
        body: {
          payload: { ...live, status: 'draft', unpublishReason: '價格與型錄不符', unpublishedTime: time },
        },
      },
    });
    const staff = { ...testUser, permissions: ['vendors:read', 'vendors:audit'] };
    renderApp('/product', { user: staff });
    await screen.findByText('精密螺絲', {}, firstLoad);
    // Staff see whose product it is, and never the vendor's own edit buttons.
    expect(within(rowOf('精密螺絲')).getByText('甲公司')).toBeTruthy();
    expect(screen.queryAllByLabelText(/^編輯/)).toEqual([]);
    // Only the published one can be unpublished.
    expect(screen.queryByLabelText('下架「被下架的墊片」')).toBeNull();
    await userEvent.click(screen.getByLabelText('下架「精密螺絲」'));
    // The dialog's accessible name rests on a generated id that jsdom's test build repeats: find it by role.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('下架「精密螺絲」')).toBeTruthy();
    const confirm = within(dialog)
      .getByText('下架', { selector: 'button span' })
      .closest('button') as HTMLElement;
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('請填寫下架原因，供應商會看到。')).toBeTruthy();
    expect(api.callsTo(`POST Product/${screw.id}/Unpublish`)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('下架原因'), '  價格與型錄不符 ');
    await userEvent.click(confirm);
    await waitFor(() => expect(api.callsTo(`POST Product/${screw.id}/Unpublish`)).toHaveLength(1));
    expect(api.callsTo(`POST Product/${screw.id}/Unpublish`)[0]?.body).toEqual({ reason: '價格與型錄不符' });
    expect(await screen.findByText(/已下架「精密螺絲」。/)).toBeTruthy();
  });

  it('offers no unpublish to staff who only read vendors', async () => {
    const live = { ...screw, status: 'published' as const, publishedTime: time };
    mockApi({ 'GET Product': { body: { payload: { totalCount: 1, data: [live] } } } });
    renderApp('/product', { user: { ...testUser, permissions: ['vendors:read'] } });
    await screen.findByText('精密螺絲', {}, firstLoad);
    expect(screen.getByText('甲公司')).toBeTruthy();
    expect(screen.queryByLabelText('下架「精密螺絲」')).toBeNull();
  });
});
