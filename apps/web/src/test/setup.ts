import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { rowDrawing } from '../components/resource/row-drawing';
import { i18n, loadLanguage, loadTextBundle, type TextBundle } from '../lib/i18n';

// Lists draw their rows at once here (components/resource/row-drawing.ts): tests read them as soon as
// an answer is in; one test of resource-list-page.test.tsx draws them in the background.
rowDrawing.inBackground = false;

// Pages load lazily; the first import of a page's modules under jsdom can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

// Tests render pages and parts of pages in either language, switching synchronously: load every text
// the app otherwise fetches with the pages using them.
const bundles: TextBundle[] = ['account', 'admin', 'users', 'configuration', 'audit', 'company', 'images'];
await Promise.all(
  (['zh-Hant', 'en'] as const).flatMap((language) => [
    loadLanguage(language),
    ...bundles.map((bundle) => loadTextBundle(bundle, language)),
  ]),
);

// antd's responsive helpers (Grid, Layout) read matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// Some antd components observe their size; jsdom has no ResizeObserver.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

// jsdom does not implement pseudo-element styles and warns on every antd call asking for them.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.body.className = '';
  await i18n.changeLanguage('zh-Hant');
});
