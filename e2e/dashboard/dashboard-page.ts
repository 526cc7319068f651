import type { Locator, Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { expect } from '../support/test';

/** A widget's card, found by its heading. */
export function card(page: Page, title: string): Locator {
  return page
    .locator('.dashboard-card')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
}

/** A figure as the page writes it: digits grouped by the configured separator (a dot or a comma). */
export function figure(value: number): RegExp {
  const grouped = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,]');
  return new RegExp(`^${grouped}$`);
}

/** The Monday of this Taiwan week, as the weekly charts label it (`{ month, day }`). */
export function taipeiWeekOf(time: Date = new Date()) {
  const taipei = new Date(time.getTime() + 8 * 3_600_000);
  const monday = new Date(taipei.getTime() - ((taipei.getUTCDay() + 6) % 7) * 86_400_000);
  return { month: monday.getUTCMonth() + 1, day: monday.getUTCDate() };
}

/**
 * Records the page's layout shifts from its first script on (none after a person's input counts, as
 * the metric itself defines), each with what moved. Call before `goto`; `expectNoLayoutShift` reads them.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Shift {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const shifts: string[] = [];
    (window as unknown as { e2eLayoutShifts: string[] }).e2eLayoutShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
        : String(node);
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        );
        shifts.push(`${entry.value.toFixed(5)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Nothing on the page moved while it loaded: no layout shift was recorded. */
export async function expectNoLayoutShift(page: Page): Promise<void> {
  // Entries are delivered after the frame that shifted: two frames on, every shift so far has arrived.
  const shifts = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as { e2eLayoutShifts: string[] }).e2eLayoutShifts)),
          ),
        ),
      ),
  );
  expect(shifts, 'the dashboard’s layout shifts while it loaded').toEqual([]);
}

/**
 * Waits until every one of the `cards` widgets has its answer (no card busy) and each of the `charts`
 * charts is drawn: its canvas is held by Chart.js, which loads on demand after the widgets.
 */
export async function expectWidgetsDrawn(page: Page, { cards, charts }: { cards: number; charts: number }) {
  await expect(page.locator('.dashboard-card')).toHaveCount(cards);
  await expect(page.locator('.dashboard-card[aria-busy="true"]')).toHaveCount(0);
  const canvases = page.locator('.dashboard-chart canvas');
  await expect(canvases).toHaveCount(charts);
  await expect
    .poll(() => canvases.evaluateAll((all) => all.filter((canvas) => '$chartjs' in canvas).length), {
      message: 'charts drawn by Chart.js',
    })
    .toBe(charts);
}

/**
 * The dashboard as a phone shows it once loaded: one column of cards, nothing sideways, and no serious
 * or critical axe violation with the charts drawn.
 */
export async function expectLoadedDashboardFine(page: Page, where: string) {
  const lefts = await page
    .locator('.dashboard-card')
    .evaluateAll((cards) => cards.map((element) => Math.round(element.getBoundingClientRect().left)));
  expect(lefts.length).toBeGreaterThan(1);
  expect(new Set(lefts).size, `${where}: the cards stand in one column`).toBe(1);
  await expectNoSidewaysScroll(page, where);
  expect(await seriousAxeViolations(page), `axe on ${where}`).toEqual([]);
}

/** Switches the interface language with the header's button and waits for the new section heading. */
export async function switchToEnglish(page: Page, heading: string) {
  await page.getByRole('button', { name: '切換語言：English' }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}
