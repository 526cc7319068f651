import { test as base, expect, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';

export { expect };

/**
 * The journeys' `test`: every page a journey shows gets an axe check, with no serious or critical
 * violation allowed. Each time the page's address changes to a path not yet checked in this test (a
 * `goto`, a link, a redirect), the check waits for the page to settle (no page spinner, a heading shown,
 * animations done) and runs axe in the page; the page shown at the end is checked too. A page left
 * before it settles (a redirect on the way) is not a page anyone reads, and is skipped.
 */
export const test = base.extend<{ axeEveryPage: AxeChecks; axeChecked: () => Promise<void> }>({
  axeEveryPage: [
    async ({ page }, use, testInfo) => {
      const checked = new Set<string>();
      const pending: Promise<void>[] = [];
      const found: string[] = [];
      const check = (path: string) => {
        if (checked.has(path)) return;
        checked.add(path);
        pending.push(
          checkWhenSettled(page, path).then(
            (violations) => {
              for (const violation of violations) found.push(`${path} ${violation}`);
            },
            () => {
              checked.delete(path);
            },
          ),
        );
      };
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) check(pathOf(frame.url()));
      });
      await use({ settled: () => Promise.all(pending).then(() => undefined) });
      // A test that failed already says why; its half-shown page is not checked on top of that.
      if (testInfo.status !== testInfo.expectedStatus) return;
      await Promise.all(pending);
      if (!page.isClosed() && pathOf(page.url()) !== '') check(pathOf(page.url()));
      await Promise.all(pending);
      expect(found, `axe: serious or critical violations on ${[...checked].join(', ')}`).toEqual([]);
    },
    { auto: true },
  ],
  // Waits for the checks of the pages shown so far: a journey about to change a page's look under its
  // check (a theme switch) lets it finish on the page as it was.
  axeChecked: async ({ axeEveryPage }, use) => {
    await use(axeEveryPage.settled);
  },
});

interface AxeChecks {
  settled: () => Promise<void>;
}

/** The path of an address (`/user?page=2` → `/user`); '' for about:blank. */
function pathOf(url: string): string {
  if (!url.startsWith('http')) return '';
  return new URL(url).pathname;
}

/**
 * Open select lists the journey happens to be using while the check runs: a list is a popup reached
 * from its combobox (arrow keys, aria-activedescendant), not a page region of its own, so axe's
 * "scrollable region must be focusable" does not apply; the page itself is what is checked.
 */
const transientPopups = ['.ant-select-dropdown'];

/** Waits for `path` to show settled, then checks it; rejects when the page moved on before that. */
async function checkWhenSettled(page: Page, path: string): Promise<string[]> {
  if (path === '' || path.startsWith('/api/')) return [];
  // Resolves as soon as the page settles, or as soon as it shows another path (a redirect on the way,
  // such as / → /dashboard): waiting out the timeout there would only cost the journey 20 s.
  const outcome = await page.waitForFunction(
    (expected) => {
      if (window.location.pathname !== expected) return 'left';
      const settled =
        document.readyState === 'complete' &&
        !document.querySelector('.page-loading') &&
        document.querySelector('h1, [role="heading"][aria-level="1"]') !== null;
      return settled ? 'settled' : false;
    },
    path,
    { timeout: 20_000, polling: 250 },
  );
  if ((await outcome.jsonValue()) === 'left') throw new Error('left before it settled');
  const first = await seriousAxeViolations(page, { exclude: transientPopups });
  if (pathOf(page.url()) !== path) throw new Error('left before the check ended');
  if (first.length === 0) return first;
  // The journey goes on while this check runs: a submenu it opened may have been caught mid-fade. Look
  // again once that has ended; a real violation is still there, a passing frame of an animation is not.
  const second = await seriousAxeViolations(page, { exclude: transientPopups });
  if (pathOf(page.url()) !== path) throw new Error('left before the check ended');
  return first.filter((violation) => second.includes(violation));
}
