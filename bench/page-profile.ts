// What a phone's main thread does while a page loads: the built web app served by the real app on the
// bench's data set, one signed-in tab in Debian's Chromium emulating Lighthouse's phone (412 × 823,
// four times slower CPU), CPU-profiled from the navigation until the network is quiet and two seconds
// more. `npx tsx bench/page-profile.ts [/path]` (default /user-admin) writes PAGE_PROFILE_OUT (default
// reports/page.cpuprofile) and prints the functions its busy time went to (React's own aside),
// mapped to their sources when the build has source maps (`cd apps/web && npx vite build --sourcemap`;
// the regular build carries none). PROFILE_DATA_DIR, PROFILE_ACCOUNT, PROFILE_PASSWORD: as for
// profile.ts.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { repositoryRoot } from '../apps/api/src/config/env';
import { busiestFrames, type CpuProfile } from './busy-frames';
import { startProfiledApp } from './profiled-app';

type BrowserWindow = { sessionStorage: { setItem(key: string, value: string): void } };

const pagePath = process.argv[2] ?? '/user-admin';
const out = process.env.PAGE_PROFILE_OUT ?? path.join(repositoryRoot, 'reports/page.cpuprofile');
const { appUrl, session, close } = await startProfiledApp();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((value: string) => {
    (globalThis as unknown as BrowserWindow).sessionStorage.setItem('portal.user', value);
  }, JSON.stringify(session));
  await page.setViewport({
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  // Into the portal's origin first: a tab changing sites changes renderer, and the profile would stay
  // with the old one.
  await page.goto(`${appUrl}/api/health`);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${appUrl}${pagePath}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, JSON.stringify(profile));
  console.info(`profile: ${out}`);
  const distAssets = path.join(repositoryRoot, 'apps/web/dist/assets');
  const { busyMs, frames } = await busiestFrames(profile, { count: 40, distAssets });
  console.info(`main thread busy ${busyMs.toFixed(0)} ms (4× CPU); on the stack of that time:`);
  for (const { share, frame } of frames) console.info(`${(share * 100).toFixed(0).padStart(4)} %  ${frame}`);
  await browser.disconnect();
} finally {
  chrome.kill();
  await close();
}
