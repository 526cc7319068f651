import fs from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { repositoryRoot } from '../apps/api/src/config/env';
import { atMost, type BenchPart, type Figure, info } from './figures';

// The page's global, as the callback sees it in the browser (this project has no DOM types).
type BrowserWindow = { sessionStorage: { setItem(key: string, value: string): void } };

// Signed-in pages an administrator opens; each one's own scripts are what it adds to the shell.
const signedInPages = [
  '/dashboard',
  '/user-admin',
  '/vendors',
  '/vendor-audit',
  '/action-log',
  '/role',
  '/configuration',
  '/category',
  '/attribute',
  '/outbox',
  '/client-log',
  '/user/sessions',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

type IdleWindow = {
  requestIdleCallback(callback: () => void, options: { timeout: number }): number;
};

/** How many of a page's requests are under way, and when the last one started or ended. */
function inFlight(page: Page) {
  const state = { count: 0, lastChange: Date.now() };
  const change = (by: number) => () => {
    state.count += by;
    state.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return state;
}

/** Waits until no request has been under way for half a second (Playwright's `networkidle`, again). */
async function networkQuiet(requests: { count: number; lastChange: number }, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (requests.count > 0 || Date.now() - requests.lastChange < 500) {
    if (Date.now() > deadline) throw new Error('the page kept the network busy');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The bytes of every script a fresh browser received for one address, as they came over the wire. */
async function scriptsReceived(browser: Browser, url: string, session?: object) {
  // A browser that takes gzip only: the budget is in gzip bytes (brotli would be smaller still).
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' } });
  if (session) {
    await context.addInitScript((value) => {
      (globalThis as unknown as BrowserWindow).sessionStorage.setItem('portal.user', JSON.stringify(value));
    }, session);
  }
  const page = await context.newPage();
  const requests = inFlight(page);
  const pending: Promise<[string, number, string] | null>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (
        Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => [
          request.url(),
          sizes.responseBodySize,
          (await response?.allHeaders())?.['content-encoding'] ?? 'identity',
        ]) as Promise<[string, number, string]>
      ).catch(() => null),
      // (A request still finishing as the context closes is not one the page needed to render.)
    );
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Rendered: a heading shows and no loading placeholder is left; then its last requests settle. A page
  // measured before it rendered would pull the shell (what every page loads) down with it.
  // (Locators, not an evaluated string: the portal's Content-Security-Policy forbids eval.)
  await page.locator('h1, h2, h3, h4').first().waitFor({ timeout: 120_000 });
  await page.locator('.page-loading').first().waitFor({ state: 'detached', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // Then what it fetches once the browser is idle (the shell's list code): one idle callback of the
  // page's own, and the network quiet again. A page left open loads those scripts too.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        (globalThis as unknown as IdleWindow).requestIdleCallback(() => resolve(), { timeout: 10_000 }),
      ),
  );
  await networkQuiet(requests);
  const scripts = (await Promise.all(pending)).filter((script) => script !== null);
  await context.close();
  const uncompressed = scripts.filter(([, , encoding]) => encoding !== 'gzip');
  if (uncompressed.length > 0)
    throw new Error(`${url}: scripts sent without gzip: ${uncompressed.map(([u]) => u)}`);
  return new Map(scripts.map(([scriptUrl, bytes]) => [scriptUrl, bytes]));
}

// The chunk Chart.js comes in (apps/web/src/features/dashboard/components/chart-setup.ts).
const onDemandLibrary = /\/chart-setup-[\w-]+\.js$/;

const sum = (sizes: Iterable<number>) => [...sizes].reduce((total, size) => total + size, 0);
const kb = (bytes: number) => bytes / 1024;

/**
 * P7: gzip bytes of JavaScript as a browser receives them: `/login`; the signed-in shell (the scripts
 * every signed-in page loads); each lazy page (what it loads beyond the shell). Each address in a fresh
 * browser context, so nothing comes from a cache.
 */
export const wireWeight: BenchPart = {
  name: 'JavaScript on the wire',
  ids: ['P7'],
  async run({ appUrl, adminSession: session }) {
    const browser = await launchChromium();
    try {
      const login = await scriptsReceived(browser, `${appUrl}/login`);
      const pages = new Map<string, Map<string, number>>();
      for (const path of signedInPages)
        pages.set(path, await scriptsReceived(browser, `${appUrl}${path}`, session));
      const every = [...pages.values()];
      const shell = new Map(
        [...(every[0] ?? new Map())].filter(([url]) => every.every((page) => page.has(url))),
      );
      const figures: Figure[] = [
        atMost(
          'P7',
          '/login JavaScript (gzip, received)',
          kb(sum(login.values())),
          200,
          'KB',
          `${login.size} files`,
        ),
        atMost(
          'P7',
          'signed-in shell JavaScript (gzip, received)',
          kb(sum(shell.values())),
          350,
          'KB',
          `${shell.size} files`,
        ),
      ];
      for (const [path, scripts] of pages) {
        const beyondShell = [...scripts].filter(([url]) => !shell.has(url));
        // A chart library fetched when the first chart draws is not the page's own (issue: "the dashboard's
        // own JS ≤ 60 KB beyond the shell, the chart library loaded on demand"); it is reported on its own.
        const library = beyondShell.filter(([url]) => onDemandLibrary.test(new URL(url).pathname));
        const own = beyondShell.filter((script) => !library.includes(script)).map(([, bytes]) => bytes);
        figures.push(
          atMost(
            'P7',
            `${path} beyond the shell${library.length > 0 ? ', its chart library aside' : ''} (gzip, received)`,
            kb(sum(own)),
            60,
            'KB',
            `${own.length} files`,
          ),
        );
        if (library.length > 0)
          figures.push(
            info(
              'P7c',
              `${path}: the chart library, fetched with the first chart`,
              kb(sum(library.map(([, b]) => b))),
              'KB',
            ),
          );
      }
      figures.push(info('P7b', 'signed-in pages measured', pages.size));
      // Which file each address loaded and its bytes, to read what a figure is made of.
      const listing = (scripts: Map<string, number>) =>
        Object.fromEntries([...scripts].map(([url, bytes]) => [new URL(url).pathname, bytes]));
      await fs.mkdir(path.join(repositoryRoot, 'reports'), { recursive: true });
      await fs.writeFile(
        path.join(repositoryRoot, 'reports/wire-weight.json'),
        `${JSON.stringify(
          {
            login: listing(login),
            shell: listing(shell),
            pages: Object.fromEntries(
              [...pages].map(([page, scripts]) => [
                page,
                listing(new Map([...scripts].filter(([url]) => !shell.has(url)))),
              ]),
            ),
          },
          null,
          2,
        )}\n`,
      );
      return figures;
    } finally {
      await browser.close();
    }
  },
};
