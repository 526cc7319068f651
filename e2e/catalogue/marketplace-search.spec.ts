import { expectNoSidewaysScroll } from '../support/layout';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';
import { publishedProduct } from './catalogue-seed';

test('a buyer finds a published product by a word inside its name, filters by category and attribute, opens it, zooms its picture and sees where 詢問 leads; the catalogue reads on a phone', async ({
  page,
}) => {
  // Two sign-ups, a vendor, a category with attributes, a re-encoded upload, then four pages with their
  // axe checks: on a busy two-core machine this takes beyond the default minute.
  test.slow();
  const suffix = Date.now().toString(36).slice(-5);
  const seeded = await publishedProduct(page, newTestUser('catowner'), suffix);
  const buyer = newTestUser('catbuyer');
  await signUpThroughApi(page, buyer);
  await signInThroughApi(page, buyer);

  // 1. The menu's 產品與服務 group offers the catalogue to a buyer (no vendor, no permission).
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: '主選單' });
  await menu.getByRole('menuitem', { name: '產品與服務' }).click();
  await menu.getByRole('menuitem', { name: '產品目錄' }).click();
  await expect(page).toHaveURL('/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: '產品目錄' })).toBeVisible();

  // 2. A word from the middle of the name (Chinese has no spaces), 台 for the name's 臺.
  await page.getByLabel('搜尋產品或供應商').fill(`六角螺栓${suffix}`);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  const results = page.getByRole('list', { name: '產品' });
  await expect(results.getByRole('link')).toHaveText([seeded.name]);
  await expect(page.getByRole('tab', { name: '產品（1）' })).toBeVisible();
  await page.getByLabel('搜尋產品或供應商').fill(`台北不鏽鋼`);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(results.getByRole('link', { name: seeded.name })).toBeVisible();

  // 3. The category, then one of its attributes' choices.
  // Typed, as on a long tree: other journeys leave categories of their own.
  await page.getByRole('combobox', { name: '分類' }).click();
  await page.getByRole('combobox', { name: '分類' }).fill(seeded.category);
  await page.locator('.ant-select-tree').getByTitle(seeded.category).click();
  await expect(page).toHaveURL(/category=/);
  await expect(results.getByRole('link')).toHaveText([seeded.name]);
  const material = page.getByRole('group', { name: seeded.material });
  await material.getByRole('checkbox', { name: '碳鋼' }).check();
  await expect(page.getByText('找不到符合條件的產品，請換個關鍵字或放寬篩選條件。')).toBeVisible();
  await material.getByRole('checkbox', { name: '碳鋼' }).uncheck();
  await material.getByRole('checkbox', { name: '不鏽鋼' }).check();
  await expect(results.getByRole('link')).toHaveText([seeded.name]);

  // 4. The product page: its attributes in words, its vendor and level, the 詢問 link.
  await results.getByRole('link', { name: seeded.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: seeded.name })).toBeVisible();
  await expect(page.getByText('2.5 公斤')).toBeVisible();
  await expect(page.getByRole('link', { name: seeded.vendorName })).toBeVisible();
  await expect(page.getByText('一般供應商')).toBeVisible();
  await expect(page.getByRole('link', { name: '詢問' })).toHaveAttribute(
    'href',
    `/inquiry-mailbox/new?vendorId=${seeded.vendorId}&productId=${seeded.productId}`,
  );

  // 5. Zoom from the keyboard: Enter on the thumbnail opens the large picture, Escape closes it.
  await page.getByRole('button', { name: '放大第 1 張圖片' }).focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: '相片檢視' });
  await expect(lightbox.locator('img')).toHaveAttribute('src', /-large\.webp$/);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(page.getByRole('button', { name: '放大第 1 張圖片' })).toBeFocused();

  // 6. The vendor's page lists the product.
  await page.getByRole('link', { name: seeded.vendorName }).click();
  await expect(page.getByRole('heading', { level: 1, name: seeded.vendorName })).toBeVisible();
  await expect(page.getByRole('link', { name: seeded.name })).toBeVisible();

  // 7. On a phone (390×844): the search and the cards fit the width, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/catalogue?q=${encodeURIComponent(`六角螺栓${suffix}`)}`);
  await expect(page.getByRole('list', { name: '產品' }).getByRole('link')).toHaveText([seeded.name]);
  await expectNoSidewaysScroll(page, '/catalogue at 390 px');
  const card = page.getByRole('list', { name: '產品' }).getByRole('listitem').first();
  const box = await card.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
});
