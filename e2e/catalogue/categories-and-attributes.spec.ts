import type { Locator, Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { chooseOption } from '../support/select';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi } from '../support/users';

/** The first administrator the e2e server creates (playwright.config.ts: ADMIN_PASSWORD); holds every permission. */
function administrator() {
  return { account: 'admin', password: 'e2e-Admin-Password-1', address: newTestUser('admin').address };
}

/** The titles of the tree's nodes, top to bottom as shown. */
function treeTitles(page: Page): Locator {
  return page.getByRole('tree').locator('.ant-tree-title');
}

async function addCategory(page: Page, opener: string, drawerTitle: string, nameZh: string, nameEn: string) {
  await page.getByRole('button', { name: opener }).click();
  const drawer = page.getByRole('dialog', { name: drawerTitle });
  await drawer.getByLabel('中文名稱').fill(nameZh);
  await drawer.getByLabel('英文名稱').fill(nameEn);
  await drawer.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText(`資訊: 已新增分類「${nameZh}」。`)).toBeVisible();
  await expect(drawer).toBeHidden();
}

async function select(page: Page, name: string) {
  await page.getByRole('tree').getByText(name, { exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `已選取：${name}` })).toBeVisible();
}

test('staff build a three-level category tree, reorder it from the keyboard, and an attribute with choices', async ({
  page,
}) => {
  // Two pages, four axe checks and about twenty saves: on a busy two-core machine a save and its
  // refresh take 2-5 s each, beyond the default minute.
  test.slow();
  await signInThroughApi(page, administrator());
  const suffix = Date.now().toString(36).slice(-4);
  const root = `電子零件${suffix}`;
  const passive = `被動元件${suffix}`;
  const activeName = `主動元件${suffix}`;
  const resistor = `電阻${suffix}`;

  // 1. An empty tree says so and offers the first category. (This runs before the other catalogue
  // journeys, which build categories of their own: one worker, files in name order.)
  await page.goto('/category');
  await expect(page.getByRole('heading', { level: 1, name: '類別管理' })).toBeVisible();
  await expect(page.getByText('尚未建立任何產品分類。')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // 2. Three levels: a root, two children, a grandchild.
  await addCategory(page, '新增第一層分類', '新增分類', root, `Electronics ${suffix}`);
  await select(page, root);
  await addCategory(page, '新增子分類', `在「${root}」下新增子分類`, passive, `Passive ${suffix}`);
  await select(page, root);
  await addCategory(page, '新增子分類', `在「${root}」下新增子分類`, activeName, `Active ${suffix}`);
  await select(page, passive);
  await addCategory(page, '新增子分類', `在「${passive}」下新增子分類`, resistor, `Resistors ${suffix}`);
  await expect(treeTitles(page)).toHaveText([root, passive, resistor, activeName]);

  // A third-level node takes no child.
  await select(page, resistor);
  await expect(page.getByRole('button', { name: '新增子分類' })).toBeDisabled();
  await expect(page.getByText('已是第三層，無法再新增子分類。')).toBeVisible();

  // 3. Reorder from the keyboard: the move-up button, reached with Tab and pressed with Enter.
  await select(page, activeName);
  const moveUp = page.getByRole('button', { name: `將「${activeName}」上移` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`資訊: 已移動「${activeName}」。`)).toBeVisible();
  await expect(treeTitles(page)).toHaveText([root, activeName, passive, resistor]);
  await expect(moveUp).toBeDisabled();
  // A node with children cannot be deleted; the page says why.
  await select(page, root);
  await expect(page.getByRole('button', { name: '刪除' })).toBeDisabled();
  await expect(page.getByText('此分類下還有子分類，請先刪除或移走子分類。')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The public trees answer the new order, in the caller's language.
  const options = await page.request.post('/api/v1/Option', {
    data: { names: ['Product_Categories'] },
    headers: { 'accept-language': 'en' },
  });
  expect(options.status()).toBe(200);
  const [tree] = (await options.json()).Product_Categories;
  expect(tree.name).toBe(`Electronics ${suffix}`);
  expect(tree.children.map((child: { name: string }) => child.name)).toEqual([
    `Active ${suffix}`,
    `Passive ${suffix}`,
  ]);
  expect(tree.children[1].children[0].name).toBe(`Resistors ${suffix}`);

  // 4. An attribute of single choice, for the new root, with two choices put in order.
  const material = `材質${suffix}`;
  await page.goto('/attribute');
  await expect(page.getByRole('heading', { level: 1, name: '屬性管理' })).toBeVisible();
  await expect(page.getByText('尚未建立任何屬性。')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '新增屬性' }).click();
  const form = page.getByRole('dialog', { name: '新增屬性' });
  await form.getByLabel('中文名稱').fill(material);
  await form.getByLabel('英文名稱').fill(`Material ${suffix}`);
  await chooseOption(page, form.getByLabel('類型'), '單選');
  await form.getByLabel('適用分類').click();
  await page.getByTitle(root, { exact: true }).click();
  await form.getByLabel('必填').click();
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText(`資訊: 已新增屬性「${material}」。`)).toBeVisible();

  // Saving a choice attribute goes on to its choices.
  const choices = page.getByRole('dialog', { name: `「${material}」的選項` });
  await expect(choices.getByText('尚無選項，請新增第一個選項。')).toBeVisible();
  for (const [zh, en] of [
    ['不鏽鋼', 'Stainless steel'],
    ['鋁合金', 'Aluminium alloy'],
  ] as const) {
    await choices.getByLabel('選項中文名稱').fill(zh);
    await choices.getByLabel('選項英文名稱').fill(en);
    await choices.getByRole('button', { name: '新增選項' }).click();
    await expect(page.getByText(`資訊: 已新增選項「${zh}」。`)).toBeVisible();
  }
  await choices.getByRole('button', { name: '將「鋁合金」上移' }).click();
  const list = choices.getByRole('region', { name: '選項清單' });
  await expect(list.getByRole('listitem')).toHaveText([/^鋁合金/, /^不鏽鋼/]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await choices
    .getByRole('button', { name: 'Close' })
    .or(choices.getByRole('button', { name: '關閉' }))
    .first()
    .click();
  await expect(choices).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: material });
  await expect(row).toContainText('單選');
  await expect(row).toContainText('必填');
  await expect(row).toContainText(root);
  await expect(row).toContainText('鋁合金和不鏽鋼');
});
