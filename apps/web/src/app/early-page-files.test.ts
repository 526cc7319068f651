import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyCalls } from '../lib/early-calls';
import { setStoredUser } from '../lib/session';
import { mockApi } from '../test/mock-api';
import { testUser } from '../test/render-app';
import { sendEarlyCalls } from './early-page-calls';
import { linksPerTask, preloadLandingFiles } from './early-page-files';

// What the build writes into index.html (build/landing-files.ts), with made-up file names.
const landingFiles = {
  layouts: { side: ['/assets/side.js'], simple: ['/assets/simple.js', '/assets/shared.js'], top: [] },
  dashboard: {
    'zh-Hant': ['/assets/dashboard.js', '/assets/dashboard.css'],
    en: ['/assets/dashboard-en.js'],
  },
  lists: {
    table: ['/assets/list.js', '/assets/shared.js', '/assets/table.js', '/assets/table.css'],
    cards: ['/assets/list.js', '/assets/cards.js'],
    texts: { 'zh-Hant': ['/assets/zh-hant-admin.js'], en: ['/assets/en-admin.js'] },
  },
};

function withLandingFiles() {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'portal-landing-files';
  block.textContent = JSON.stringify(landingFiles);
  document.head.append(block);
}

/** The files the head was asked to fetch, module preloads and style sheets. */
const asked = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${new URL(link.href).pathname}`);

describe('the files a landing page asks for early', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    forgetEarlyCalls();
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("asks for a list page's code with its layout's, the table on a wide screen, each file once", () => {
    mockApi({});
    withLandingFiles();
    setStoredUser(testUser);
    sendEarlyCalls('/simple-menu/user-admin');
    expect(asked()).toEqual([
      'modulepreload /assets/simple.js',
      'modulepreload /assets/shared.js',
      'modulepreload /assets/list.js',
      'modulepreload /assets/table.js',
      'stylesheet /assets/table.css',
      'modulepreload /assets/zh-hant-admin.js',
    ]);
  });

  it('asks for the cards instead on a phone-sized screen', () => {
    mockApi({});
    withLandingFiles();
    setStoredUser(testUser);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('max-width'), media: query }) as MediaQueryList,
    );
    sendEarlyCalls('/vendors');
    expect(asked()).toEqual([
      'modulepreload /assets/side.js',
      'modulepreload /assets/list.js',
      'modulepreload /assets/cards.js',
      'modulepreload /assets/zh-hant-admin.js',
    ]);
  });

  it("asks for the dashboard's on the dashboard, nothing on other pages or without a session", () => {
    mockApi({});
    withLandingFiles();
    sendEarlyCalls('/user-admin');
    expect(asked()).toEqual([]);
    setStoredUser(testUser);
    sendEarlyCalls('/user/sessions');
    expect(asked()).toEqual([]);
    sendEarlyCalls('/dashboard');
    expect(asked()).toEqual([
      'modulepreload /assets/side.js',
      'modulepreload /assets/dashboard.js',
      'stylesheet /assets/dashboard.css',
    ]);
  });

  it('adds the links a few per task, in the order given, so no task of the page grows long', () => {
    const files = Array.from({ length: 2 * linksPerTask + 3 }, (_, index) =>
      index % 5 === 4 ? `/assets/f${index}.css` : `/assets/f${index}.js`,
    );
    const tasks: (() => void)[] = [];
    preloadLandingFiles(files, (run) => tasks.push(run));
    const inOrder = files.map((file) => `${file.endsWith('.css') ? 'stylesheet' : 'modulepreload'} ${file}`);
    expect(asked()).toEqual(inOrder.slice(0, linksPerTask));
    tasks.shift()?.();
    expect(asked()).toEqual(inOrder.slice(0, 2 * linksPerTask));
    tasks.shift()?.();
    expect(asked()).toEqual(inOrder);
    expect(tasks).toEqual([]);
    // Module preloads ask as module scripts do (credentials same-origin), or the browser fetches twice.
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
  });
});
