import type { Language } from '@portal/contracts/i18n';

/** The files of the landing pages, listed by the build in index.html (build/landing-files.ts). */
interface LandingFiles {
  layouts: Record<'side' | 'simple' | 'top', string[]>;
  dashboard: Record<Language, string[]>;
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

/**
 * Asks for the dashboard's files while the entry still loads: its layout's and page's modules (as the
 * entry's own preloads would, so none is fetched twice) and their styles.
 */
export function preloadDashboardFiles(pathname: string, language: Language): void {
  for (const href of dashboardFiles(pathname, language)) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) link.rel = 'stylesheet';
    else {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    }
    link.href = href;
    document.head.append(link);
  }
}
