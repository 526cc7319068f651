import fs from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { repositoryRoot } from '../apps/api/src/config/env';
import { atLeast, atMost, type BenchPart, type Figure, info } from './figures';

// The page's global, as the callback sees it in the browser (this project has no DOM types).
type BrowserWindow = { sessionStorage: { setItem(key: string, value: string): void } };

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/**
 * Lighthouse's mobile performance score (0–100) of one address, in a tab that may hold a session, with its
 * largest contentful paint and total blocking time in milliseconds.
 */
export async function performance(
  port: number,
  url: string,
  session?: object,
): Promise<{ score: number; largestPaintMs: number | undefined; blockingMs: number | undefined }> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    if (session) {
      await page.evaluateOnNewDocument((value: string) => {
        (globalThis as unknown as BrowserWindow).sessionStorage.setItem('portal.user', value);
      }, JSON.stringify(session));
    }
    // The default configuration: a mid-range phone on a slow 4G line (simulated throttling).
    const result = await lighthouse(
      url,
      { onlyCategories: ['performance'], logLevel: 'error', output: 'json', disableStorageReset: true },
      undefined,
      page,
    );
    const score = result?.lhr.categories.performance?.score;
    if (!result || typeof score !== 'number') throw new Error(`Lighthouse gave no score for ${url}`);
    const largestPaintMs = result.lhr.audits['largest-contentful-paint']?.numericValue;
    const blockingMs = result.lhr.audits['total-blocking-time']?.numericValue;
    // The whole report, to read which audits cost the score (reports/lighthouse-login.json, …).
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    await fs.mkdir(path.join(repositoryRoot, 'reports'), { recursive: true });
    await fs.writeFile(
      path.join(repositoryRoot, `reports/lighthouse-${name}.json`),
      JSON.stringify(result.lhr),
    );
    return { score: score * 100, largestPaintMs, blockingMs };
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/**
 * P8: Lighthouse mobile performance (the `lighthouse` package, Debian's Chromium) for `/login`,
 * `/register` and the administrators' user list with its first 20 rows, signed in; LCP: the largest
 * contentful paint of the staff dashboard (every staff widget, the banner carousel, the charts).
 */
export const lighthouseScores: BenchPart = {
  name: 'Lighthouse',
  ids: ['P8', 'LCP'],
  async run({ appUrl, adminSession }) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
    try {
      const figures: Figure[] = [];
      for (const [path, budget, session] of [
        ['/login', 95, undefined],
        ['/register', 95, undefined],
        ['/user-admin', 90, adminSession],
      ] as const) {
        const { score } = await performance(chrome.port, `${appUrl}${path}`, session);
        figures.push(atLeast('P8', `Lighthouse mobile performance ${path}`, score, budget));
      }
      const dashboard = await performance(chrome.port, `${appUrl}/dashboard`, adminSession);
      if (dashboard.largestPaintMs === undefined)
        throw new Error('Lighthouse gave no largest contentful paint for /dashboard');
      figures.push(
        atMost(
          'LCP',
          'largest contentful paint of /dashboard, Lighthouse mobile',
          dashboard.largestPaintMs / 1000,
          2.5,
          's',
        ),
        info('LCPb', 'Lighthouse mobile performance /dashboard', dashboard.score),
      );
      return figures;
    } finally {
      chrome.kill();
    }
  },
};
