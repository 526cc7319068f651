import { administrator, apiToken, vendorWithOwner } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';

test('an owner picks two services on the company page; a buyer finds the vendor by the parent service in the catalogue and sees its services', async ({
  page,
}) => {
  // Two sign-ups, a vendor, a service tree, then three pages with their axe checks: on a busy two-core
  // machine this takes beyond the default minute.
  test.slow();
  const suffix = Date.now().toString(36).slice(-5);
  const owner = newTestUser('svcowner');
  const vendorName = `服務商${suffix}有限公司`;
  const vendor = await vendorWithOwner(page, owner, vendorName);
  const adminToken = await apiToken(page.request, administrator, owner.address);
  const asAdmin = { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': owner.address };
  const category = async (nameZh: string, parentId: string | null) => {
    const response = await page.request.post('/api/v1/Category', {
      headers: asAdmin,
      data: { kind: 'service', nameZh, parentId },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const parent = `工程顧問${suffix}`;
  const parentId = await category(parent, null);
  const structure = `結構設計${suffix}`;
  const plumbing = `水電規劃${suffix}`;
  await category(structure, parentId);
  await category(plumbing, parentId);

  // 1. The owner picks both services from the service tree on the company page and saves.
  await signInThroughApi(page, owner);
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 2, name: '服務項目' })).toBeVisible();
  const choice = page.getByRole('combobox', { name: '服務項目' });
  for (const name of [structure, plumbing]) {
    await choice.click();
    await choice.fill(name);
    await page.locator('.ant-select-tree').getByTitle(name, { exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '儲存服務項目' }).click();
  await expect(page.getByRole('status').filter({ hasText: '服務項目已儲存。' })).toBeVisible();
  await page.reload();
  await expect(page.locator('.ant-select-selection-item', { hasText: structure })).toBeVisible();
  await expect(page.locator('.ant-select-selection-item', { hasText: plumbing })).toBeVisible();

  // 2. A buyer filters the catalogue's vendors by the parent service and finds the vendor (no products).
  const buyer = newTestUser('svcbuyer');
  await signUpThroughApi(page, buyer);
  await signInThroughApi(page, buyer);
  await page.goto('/catalogue?tab=vendors');
  const filter = page.getByRole('combobox', { name: '服務項目' });
  await filter.click();
  await filter.fill(parent);
  await page.locator('.ant-select-tree').getByTitle(parent, { exact: true }).click();
  await expect(page).toHaveURL(/service=/);
  // The vendor list is labelled on its wrapper (antd's List), hence by label rather than by role.
  const vendors = page.getByLabel('供應商', { exact: true });
  await expect(vendors.getByRole('link')).toHaveText([vendorName]);

  // 3. Its page shows the services it offers.
  await vendors.getByRole('link', { name: vendorName }).click();
  await expect(page.getByRole('heading', { level: 1, name: vendorName })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`id=${vendor.id}`));
  const services = page.getByRole('list').filter({ hasText: structure });
  await expect(services.getByRole('listitem')).toHaveText([structure, plumbing]);
});
