import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe violations of the page as shown now, one line each. Transitions finish
 * first (antd fades its menus' colours when the theme changes): a mid-fade colour is not what anyone
 * reads. Endless animations (spinners) are not waited for.
 */
export function seriousAxeViolations(
  page: Page,
  options: { exclude?: readonly string[] } = {},
): Promise<string[]> {
  // One axe run at a time per page (axe refuses a second): the journeys' own checks and the automatic
  // one of e2e/support/test.ts take turns.
  const previous = runs.get(page) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => analyse(page, options.exclude ?? []));
  runs.set(page, run);
  return run;
}

const runs = new WeakMap<Page, Promise<unknown>>();

// A toast coming or going (antd's motion classes while it fades) is left out: its colours mid-fade are
// not what anyone reads, and its fade may start between the wait below and the check (a toast's
// three seconds run out whenever they do).
const motionStates = [
  '.ant-notification-fade-appear',
  '.ant-notification-fade-enter',
  '.ant-notification-fade-leave',
  '.ant-message-fade-appear',
  '.ant-message-fade-enter',
  '.ant-message-fade-leave',
];

async function analyse(page: Page, exclude: readonly string[]): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // Legacy mode runs axe in the page itself. The default opens a second, blank page for every check to
  // combine per-frame results, and injects axe (half a megabyte) there again: a renderer started and a
  // script compiled per check, seconds each on a busy machine, for pages that have no iframes.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const selector of [...exclude, ...motionStates]) builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
