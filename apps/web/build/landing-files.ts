import path from 'node:path';
import type { Rolldown } from 'vite';

/** What a landing page needs beyond index.html's own files, by the layout and the language shown. */
export interface LandingFiles {
  layouts: Record<'side' | 'simple' | 'top', string[]>;
  dashboard: Record<'zh-Hant' | 'en', string[]>;
  /** A resource list's code beyond its layout's, with the table or (on a phone) the cards; its texts. */
  lists: { table: string[]; cards: string[]; texts: Record<'zh-Hant' | 'en', string[]> };
}

const layoutModules = {
  side: 'src/app/layouts/side-menu-layout.tsx',
  simple: 'src/app/layouts/simple-menu-layout.tsx',
  top: 'src/app/layouts/top-menu-layout.tsx',
};
const dashboardModule = 'src/app/pages/dashboard-page.tsx';
const listModules = {
  page: 'src/components/resource/resource-list-page.tsx',
  table: 'src/components/resource/resource-table-view.tsx',
  cards: 'src/components/resource/resource-cards.tsx',
};
const listTexts = { 'zh-Hant': ['src/lib/locales/zh-hant-admin.ts'], en: ['src/lib/locales/en-admin.ts'] };
const dashboardTexts = {
  'zh-Hant': ['src/lib/locales/zh-hant-dashboard.ts', 'src/lib/locales/zh-hant-notifications.ts'],
  en: ['src/lib/locales/en-dashboard.ts', 'src/lib/locales/en-notifications.ts'],
};

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The files of the dashboard (where everyone lands), of a resource list (what a reloaded or bookmarked
 * back-office page mostly is) and of each layout, each module with what it
 * imports and its CSS, leaving out what the entry loads anyway: the early calls' script asks for them
 * while the entry still loads, not once the entry has run (build/early-calls-script.ts).
 */
export function landingFiles(
  bundle: Rolldown.OutputBundle,
  entry: Rolldown.OutputChunk,
  root: string,
): LandingFiles {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const loadedByEntry = closure(entry.fileName);
  const filesOf = (modules: string[]) => {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.join(root, module));
      if (!chunk) throw new Error(`No chunk is built from ${module}`);
      for (const file of closure(chunk.fileName)) {
        if (loadedByEntry.has(file)) continue;
        files.add(file);
        for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) files.add(css);
      }
    }
    return [...files].map((file) => `/${file}`);
  };
  return {
    layouts: {
      side: filesOf([layoutModules.side]),
      simple: filesOf([layoutModules.simple]),
      top: filesOf([layoutModules.top]),
    },
    dashboard: {
      'zh-Hant': filesOf([dashboardModule, ...dashboardTexts['zh-Hant']]),
      en: filesOf([dashboardModule, ...dashboardTexts.en]),
    },
    lists: {
      table: filesOf([listModules.page, listModules.table]),
      cards: filesOf([listModules.page, listModules.cards]),
      texts: { 'zh-Hant': filesOf(listTexts['zh-Hant']), en: filesOf(listTexts.en) },
    },
  };
}
