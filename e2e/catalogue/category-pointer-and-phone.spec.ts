import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { administrator } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi } from '../support/users';

/** A root with two children made through the API (the tree's other roots belong to other journeys). */
async function rootWithTwoChildren(page: Page, suffix: string) {
  const address = newTestUser('catdrag').address;
  const login = await page.request.post('/api/v1/Auth/Login', {
    headers: { 'x-forwarded-for': address },
    data: administrator,
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const add = async (nameZh: string, parentId: string | null) => {
    const response = await page.request.post('/api/v1/Category', {
      headers,
      data: { kind: 'product', nameZh, nameEn: `${nameZh} en`, parentId },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const root = `拖放測試${suffix}`;
  const rootId = await add(root, null);
  const first = `甲類${suffix}`;
  const second = `乙類${suffix}`;
  await add(first, rootId);
  await add(second, rootId);
  return { root, first, second, address };
}

/** The root's children in order, as the public tree answers them. */
async function childrenOf(page: Page, root: string): Promise<string[]> {
  const response = await page.request.post('/api/v1/Option', { data: { names: ['Product_Categories'] } });
  const trees = (await response.json()) as {
    Product_Categories: { name: string; children: { name: string }[] }[];
  };
  return (
    trees.Product_Categories.find((node) => node.name === root)?.children.map((child) => child.name) ?? []
  );
}

test('staff reorder categories by dragging a node with the pointer', async ({ page }) => {
  // A sign-in, a page with its axe check and a save with its refresh: beyond the default minute here.
  test.slow();
  const suffix = Date.now().toString(36).slice(-5);
  const seeded = await rootWithTwoChildren(page, suffix);
  await signInThroughApi(page, { ...administrator, address: seeded.address });
  await page.goto('/category');
  const tree = page.getByRole('tree');
  const first = tree.getByText(seeded.first, { exact: true });
  const second = tree.getByText(seeded.second, { exact: true });
  await expect(second).toBeVisible();
  expect(await childrenOf(page, seeded.root)).toEqual([seeded.first, seeded.second]);

  // A real drag: press on 乙類, move over the top edge of 甲類, release (drops before it).
  await second.dragTo(first, { targetPosition: { x: 8, y: 1 } });
  await expect(page.getByText(`資訊: 已移動「${seeded.second}」。`)).toBeVisible();
  await expect.poll(() => childrenOf(page, seeded.root)).toEqual([seeded.second, seeded.first]);
  const titles = tree.locator('.ant-tree-title').filter({ hasText: suffix });
  await expect(titles).toHaveText([seeded.root, seeded.second, seeded.first]);
});

test('the category page reads and works on a phone (390×844)', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const suffix = Date.now().toString(36).slice(-5);
  const seeded = await rootWithTwoChildren(page, suffix);
  await signInThroughApi(page, { ...administrator, address: seeded.address });
  await page.goto('/category');
  await expect(page.getByRole('heading', { level: 1, name: '類別管理' })).toBeVisible();
  await page.getByRole('tree').getByText(seeded.second, { exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `已選取：${seeded.second}` })).toBeVisible();
  // Moving up from the keyboard works at this width too.
  const moveUp = page.getByRole('button', { name: `將「${seeded.second}」上移` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`資訊: 已移動「${seeded.second}」。`)).toBeVisible();
  await expect.poll(() => childrenOf(page, seeded.root)).toEqual([seeded.second, seeded.first]);
  await expectNoSidewaysScroll(page, '/category at 390 px');
});
