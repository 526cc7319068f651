// One signed-in page's Lighthouse mobile score, alternated between builds of the web app: one build scores
// 76–90 on P8 from run to run, so a change to a page shows only against its own build, sample after
// sample. `npx tsx bench/lighthouse-ab.ts /user-admin <dist A> <dist B> …`, each dist a
// `cd apps/web && npx vite build --outDir <dist>`; ROUNDS samples of each (default 4), the order of the
// builds turned round every other round. Each sample starts the app on its build (PROFILE_DATA_DIR, as
// for profile.ts), visits /login and /register first, as the bench does before the page (their files
// are then in the cache), and scores the page. Prints each sample, then each build's median.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromeFlags, medianOf, performance } from './lighthouse-score';
import { startProfiledApp } from './profiled-app';

const [pagePath, ...builds] = process.argv.slice(2);
if (!pagePath?.startsWith('/') || builds.length === 0) {
  console.error('usage: npx tsx bench/lighthouse-ab.ts /path <dist> [<dist> …]');
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 4);

async function warmUp(port: number, appUrl: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    for (const path of ['/login', '/register']) {
      const page = await browser.newPage();
      await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle0' });
      await page.close();
    }
  } finally {
    await browser.disconnect();
  }
}

const scores = new Map<string, number[]>(builds.map((build) => [build, []]));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
try {
  for (let round = 0; round < rounds; round += 1) {
    for (const build of round % 2 ? [...builds].reverse() : builds) {
      const { appUrl, session, close } = await startProfiledApp(build);
      try {
        await warmUp(chrome.port, appUrl);
        const { score, largestPaintMs, blockingMs } = await performance(
          chrome.port,
          `${appUrl}${pagePath}`,
          session,
        );
        scores.get(build)?.push(score);
        console.info(
          `${build}: ${Math.round(score)} (largest paint ${Math.round(largestPaintMs ?? 0)} ms, blocking ${Math.round(blockingMs ?? 0)} ms)`,
        );
      } finally {
        await close();
      }
    }
  }
  for (const [build, values] of scores) {
    console.info(`${build}: median ${medianOf(values)} of ${values.map(Math.round).join(', ')}`);
  }
} finally {
  chrome.kill();
}
