import { JSDOM } from 'jsdom';

// What the app's modules and first render read from the browser: storage, the address, media queries.
const names = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'Element',
  'Node',
  'getComputedStyle',
  'matchMedia',
  'MutationObserver',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const;

/**
 * Runs `work` with a blank browser page's globals (jsdom) at `url`, as a first visit sees it: nothing
 * stored, light mode. The globals Node had before are put back afterwards.
 */
export async function withBrowserGlobals<T>(url: string, work: () => Promise<T>): Promise<T> {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url, pretendToBeVisual: true });
  const page = window as unknown as Record<string, unknown>;
  page.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  });
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of names) {
    Object.defineProperty(globalThis, name, {
      value: name === 'window' ? page : page[name],
      configurable: true,
      writable: true,
    });
  }
  try {
    return await work();
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    window.close();
  }
}
