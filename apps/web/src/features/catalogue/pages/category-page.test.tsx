import type { Category } from '@portal/contracts/categories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

const time = '2026-11-25T02:00:00.000Z';
const node = (fields: Partial<Category> & Pick<Category, 'id' | 'nameZh'>): Category => ({
  kind: 'product',
  parentId: null,
  depth: 1,
  nameEn: '',
  sortOrder: 0,
  isEnabled: true,
  childCount: 0,
  createdTime: time,
  updatedTime: time,
  ...fields,
});

const electronics = node({ id: '01930000-0000-7000-8000-0000000000c1', nameZh: '電子零件', childCount: 2 });
const passive = node({
  id: '01930000-0000-7000-8000-0000000000c2',
  nameZh: '被動元件',
  parentId: electronics.id,
  depth: 2,
});
const active = node({
  id: '01930000-0000-7000-8000-0000000000c3',
  nameZh: '主動元件',
  parentId: electronics.id,
  depth: 2,
  sortOrder: 1,
  isEnabled: false,
});
const machinery = node({ id: '01930000-0000-7000-8000-0000000000c4', nameZh: '機械', sortOrder: 1 });
const tree = { body: { totalCount: 4, data: [machinery, active, electronics, passive] } };
const staff = { ...testUser, permissions: ['categories:write'] };

const buttonWith = (text: string, container: HTMLElement = document.body) =>
  within(container).getByText(text).closest('button') as HTMLButtonElement;

describe('category page', { timeout: 45_000 }, () => {
  it('shows an empty tree with the add action, and adds a first category', async () => {
    const api = mockApi({
      'GET Category': { body: { totalCount: 0, data: [] } },
      'POST Category': { status: 201, body: node({ id: electronics.id, nameZh: '電子零件' }) },
    });
    renderApp('/category', { user: staff });
    // The first render loads the page and its texts lazily: slower than later finds on a busy machine.
    expect(await screen.findByText('尚未建立任何產品分類。', {}, { timeout: 20_000 })).toBeTruthy();
    await userEvent.click(buttonWith('新增第一層分類'));
    const drawer = (await screen.findByText('新增分類')).closest('.ant-drawer') as HTMLElement;
    await userEvent.type(within(drawer).getByLabelText('中文名稱'), '電子零件');
    await userEvent.click(buttonWith('儲存', drawer));
    await waitFor(() => expect(api.callsTo('POST Category')).toHaveLength(1));
    expect(api.callsTo('POST Category')[0]?.body).toEqual({
      kind: 'product',
      nameZh: '電子零件',
      nameEn: '',
      isEnabled: true,
      parentId: null,
    });
    expect(await screen.findByText('資訊: 已新增分類「電子零件」。')).toBeTruthy();
  });

  it('shows the tree in order, marks disabled nodes, and moves the selected node down in one call', async () => {
    const api = mockApi({ 'GET Category': tree, 'PUT Category': { body: passive } });
    renderApp('/category', { user: staff });
    await screen.findByText('被動元件', {}, { timeout: 20_000 });
    const titles = [...document.querySelectorAll('.ant-tree-title')].map((title) => title.textContent);
    expect(titles).toEqual(['電子零件', '被動元件', '主動元件停用', '機械']);
    expect(screen.getByText(/在樹狀結構中選取一個分類/)).toBeTruthy();

    await userEvent.click(screen.getByText('被動元件'));
    expect(await screen.findByText('已選取：被動元件')).toBeTruthy();
    expect(screen.getByText('第 2 層')).toBeTruthy();
    expect(screen.getByLabelText('將「被動元件」上移').hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByLabelText('將「被動元件」下移'));
    await waitFor(() => expect(api.callsTo('PUT Category')).toHaveLength(1));
    expect(api.callsTo('PUT Category')[0]?.body).toEqual({
      id: passive.id,
      kind: 'product',
      parentId: electronics.id,
      nameZh: '被動元件',
      nameEn: '',
      isEnabled: true,
      sortOrder: 1,
    });
    expect(await screen.findByText('資訊: 已移動「被動元件」。')).toBeTruthy();
  });

  it('keeps a node with children from being deleted, and asks before deleting a leaf', async () => {
    const api = mockApi({
      'GET Category': tree,
      'DELETE Category': apiError(409, {
        code: 'CATEGORY_IN_USE',
        message: '仍有 3 項產品使用此分類，無法刪除。',
      }),
    });
    renderApp('/category', { user: staff });
    await userEvent.click(await screen.findByText('電子零件', {}, { timeout: 20_000 }));
    expect(buttonWith('刪除').disabled).toBe(true);
    expect(screen.getByText('此分類下還有子分類，請先刪除或移走子分類。')).toBeTruthy();

    await userEvent.click(screen.getByText('機械'));
    await userEvent.click(buttonWith('刪除'));
    const question = await screen.findByText('確定要刪除「機械」嗎？');
    expect(api.callsTo('DELETE Category')).toHaveLength(0);
    await userEvent.click(buttonWith('刪除', question.closest('.ant-popover') as HTMLElement));
    await waitFor(() => expect(api.callsTo('DELETE Category')).toHaveLength(1));
    expect(await screen.findByText('錯誤: 仍有 3 項產品使用此分類，無法刪除。')).toBeTruthy();
  });

  it('adds a subcategory under the selected node, and none under a third-level one', async () => {
    const resistor = node({
      id: '01930000-0000-7000-8000-0000000000c5',
      nameZh: '電阻',
      parentId: passive.id,
      depth: 3,
    });
    const api = mockApi({
      'GET Category': { body: { totalCount: 5, data: [...tree.body.data, resistor] } },
      'POST Category': {
        status: 201,
        body: node({ id: '01930000-0000-7000-8000-0000000000c6', nameZh: '電容' }),
      },
    });
    renderApp('/category', { user: staff });
    await userEvent.click(await screen.findByText('電阻', {}, { timeout: 20_000 }));
    expect(buttonWith('新增子分類').disabled).toBe(true);
    expect(screen.getByText('已是第三層，無法再新增子分類。')).toBeTruthy();

    await userEvent.click(screen.getByText('被動元件'));
    await userEvent.click(buttonWith('新增子分類'));
    const drawer = (await screen.findByText('在「被動元件」下新增子分類')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    await userEvent.type(within(drawer).getByLabelText('中文名稱'), '電容');
    await userEvent.click(buttonWith('儲存', drawer));
    await waitFor(() => expect(api.callsTo('POST Category')).toHaveLength(1));
    expect(api.callsTo('POST Category')[0]?.body).toMatchObject({ parentId: passive.id, nameZh: '電容' });
  });
});
