import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Rollup } from 'vite';

/** The CSS of a page's chunk and of the chunks it imports: the drawn page needs it at its first paint. */
export function cssOf(bundle: Rollup.OutputBundle, page: string): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(page));
  if (!start) throw new Error(`no chunk for ${page}: is it still loaded lazily by the router?`);
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
  };
  visit(start);
  return [...css];
}

/**
 * index.html with the CSS the drawn page needs inlined at the top of its head: its first paint waits for
 * the HTML alone, not for six stylesheets sharing a phone's line with the 20-odd script files. The
 * stylesheets are still linked, at the end of the body (blocking nothing above them), so the app finds
 * them there and does not fetch a page's CSS again when it loads the page's chunk.
 */
export async function withStylesInline(index: string, outDir: string, pageCss: string[], themeCss: string) {
  const entryLinks = index.match(/ {4}<link rel="stylesheet"[^>]*>\n/g) ?? [];
  const entryCss = entryLinks.map((link) => link.match(/href="\/([^"]+)"/)?.[1] ?? '');
  const files = [...new Set([...entryCss, ...pageCss])];
  const css = await Promise.all(files.map((file) => readFile(path.join(outDir, file), 'utf8')));
  const links = files.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`).join('');
  return entryLinks
    .reduce((html, link) => html.replace(link, ''), index)
    .replace(
      '    <script type="module"',
      `    <style>${css.join('')}${themeCss}</style>\n    <script type="module"`,
    )
    .replace('  </body>', `${links}  </body>`);
}

/**
 * A script for the drawn pages to start the app with once the browser has painted them. Left to the
 * HTML, the app's modules (fetched at once on a fast line) ran before the first paint, so the drawn page
 * showed no sooner than the live one; and on a slow line their 20-odd files shared it with the HTML
 * itself. So the modules the entry needs are asked for (`modulepreload`, as index.html lists them) and
 * the entry imported only after that paint. A hidden tab paints no frames, hence the timer as well.
 */
export function startAfterPaint(entry: string, preloads: string[]): string {
  return [
    '// The page is drawn already: the browser paints it, then the app starts and replaces it.',
    'let started = false;',
    `const preloads = ${JSON.stringify(preloads)};`,
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    '  for (const href of preloads) {',
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    '  // One file evaluated per task, not the whole module graph in one long task: the page stays',
    '  // responsive while the app starts (what the entry imports is evaluated before it either way).',
    '  const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve));',
    '  (async () => {',
    '    for (const href of preloads) {',
    '      await import(href);',
    '      await yieldToBrowser();',
    '    }',
    '  })()',
    '    // A file that failed to load fails the entry again there, where the app shows it.',
    '    .catch(() => undefined)',
    `    .then(() => import(${JSON.stringify(entry)}));`,
    '};',
    'requestAnimationFrame(() => setTimeout(start));',
    'setTimeout(start, 500);',
    '',
  ].join('\n');
}
