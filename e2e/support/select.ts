import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses `option` in an antd single select. On a loaded machine a click on an option can land while
 * its list is still coming in and choose nothing, leaving the list open over the next field; so the
 * option is clicked again until the list has closed on a choice.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await page.getByTitle(option, { exact: true }).click({ timeout: 2_000 });
    await expect(select).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
  }).toPass();
}
