import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page is no wider than its window: nothing makes the reader scroll sideways. A resize
 * or a navigation re-lays the page over several frames (antd's breakpoints answer through matchMedia
 * listeners, the side menu folds away, pictures arrive), so the settled layout is judged, not one frame.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      {
        message: `${where} scrolls sideways (pixels beyond the window)`,
      },
    )
    .toBeLessThanOrEqual(0);
}
