import type { Language } from '@portal/contracts/i18n';

/** The files of the landing pages, listed by the build in index.html (build/landing-files.ts). */
interface LandingFiles {
  layouts: Record<'side' | 'simple' | 'top', string[]>;
  dashboard: Record<Language, string[]>;
  lists: { table: string[]; cards: string[]; texts: Record<Language, string[]> };
}

function readLandingFiles(): LandingFiles | null {
  const text = document.getElementById('portal-landing-files')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as LandingFiles;
  } catch {
    return null;
  }
}

function layoutOf(pathname: string): keyof LandingFiles['layouts'] {
  if (pathname.startsWith('/simple-menu')) return 'simple';
  return pathname.startsWith('/top-menu') ? 'top' : 'side';
}

/** What the browser should fetch now for the dashboard at this address, in this language. */
export function dashboardFiles(pathname: string, language: Language): string[] {
  const files = readLandingFiles();
  return files ? [...(files.layouts[layoutOf(pathname)] ?? []), ...(files.dashboard[language] ?? [])] : [];
}

/** What the browser should fetch now for a resource list page at this address, in this language. */
export function listFiles(pathname: string, language: Language, isPhone: boolean): string[] {
  const files = readLandingFiles();
  if (!files) return [];
  const { lists } = files;
  return [
    ...new Set([
      ...(files.layouts[layoutOf(pathname)] ?? []),
      ...(isPhone ? lists.cards : lists.table),
      ...(lists.texts[language] ?? []),
    ]),
  ];
}

/**
 * Links added to the head in one task. Adding a link costs the main thread about a millisecond (the
 * fetch it starts; a module preload more than a style sheet), so the hundred of a list page added at
 * once made one task of 60–100 ms, four times that on a phone, during which nothing answered a tap.
 */
export const linksPerTask = 6;

/**
 * Asks for the landing page's files while the entry still loads: its layout's and page's modules (as the
 * entry's own preloads would, so none is fetched twice) and their styles. The dashboard's, or a resource
 * list's (the page's own chunk still comes once the entry has run: a few kilobytes). A few at a time,
 * in the order given, each group in a task of its own.
 */
export function preloadLandingFiles(
  files: readonly string[],
  nextTask: (run: () => void) => void = (run) => setTimeout(run, 0),
): void {
  const group = document.createDocumentFragment();
  for (const href of files.slice(0, linksPerTask)) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) link.rel = 'stylesheet';
    else {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    }
    link.href = href;
    group.append(link);
  }
  document.head.append(group);
  const rest = files.slice(linksPerTask);
  if (rest.length > 0) nextTask(() => preloadLandingFiles(rest, nextTask));
}
