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
    if (!result || typeof score !== 'number')
      throw new Error(
        `Lighthouse gave no score for ${url}: ${JSON.stringify(result?.lhr.runtimeError ?? result?.lhr.runWarnings)}`,
      );
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

/** Passes over the P8 pages: Lighthouse's own advice for a score that moves from load to load. */
const passes = Number(process.env.P8_SAMPLES ?? 5);

/** The middle of the samples (of an even count, the mean of the two in the middle). */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

const pages = [
  { path: '/login', budget: 95, signedIn: false },
  { path: '/register', budget: 95, signedIn: false },
  { path: '/user-admin', budget: 90, signedIn: true },
] as const;

/**
 * P8: Lighthouse mobile performance (the `lighthouse` package, Debian's Chromium) for `/login`,
 * `/register` and the administrators' user list with its first 20 rows, signed in. Each page's figure
 * is the median of five passes (Lighthouse's documentation on variability: one load moves by several
 * points with the machine's other work; every sample is in the note). Each pass is a fresh Chromium
 * visiting the three pages in that order, so every sample loads as the first did: the user list with
 * the sign-in pages' files in the cache, nothing else. LCP: the largest contentful paint of the staff
 * dashboard (every staff widget, the banner carousel, the charts), after the first pass.
 */
export const lighthouseScores: BenchPart = {
  name: 'Lighthouse',
  ids: ['P8', 'LCP'],
  async run({ appUrl, adminSession }) {
    const scores = pages.map((): number[] => []);
    const figures: Figure[] = [];
    for (let pass = 0; pass < passes; pass += 1) {
      const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
      try {
        for (const [index, { path, signedIn }] of pages.entries()) {
          const { score } = await performance(
            chrome.port,
            `${appUrl}${path}`,
            signedIn ? adminSession : undefined,
          );
          scores[index]?.push(score);
        }
        if (pass === 0) figures.push(...(await dashboardPaint(chrome.port, appUrl, adminSession)));
      } finally {
        chrome.kill();
      }
    }
    for (const [index, { path, budget }] of pages.entries()) {
      const samples = scores[index] ?? [];
      const note = `median of ${samples.map((score) => Math.round(score)).join(', ')}`;
      figures.push(
        atLeast('P8', `Lighthouse mobile performance ${path}`, medianOf(samples), budget, '', note),
      );
    }
    return figures;
  },
};

/** LCP: the staff dashboard's largest contentful paint, with its score for information. */
async function dashboardPaint(port: number, appUrl: string, session: object): Promise<Figure[]> {
  const dashboard = await performance(port, `${appUrl}/dashboard`, session);
  if (dashboard.largestPaintMs === undefined)
    throw new Error('Lighthouse gave no largest contentful paint for /dashboard');
  return [
    atMost(
      'LCP',
      'largest contentful paint of /dashboard, Lighthouse mobile',
      dashboard.largestPaintMs / 1000,
      2.5,
      's',
    ),
    info('LCPb', 'Lighthouse mobile performance /dashboard', dashboard.score),
  ];
}
