import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { withoutEarlyCalls } from './early-calls-script';
import { withBrowserGlobals } from './prerender/browser-globals';
import { cssOf, startAfterPaint, withStylesInline } from './prerender/page-html';
import { withoutUniqueTooltip } from './without-unique-tooltip';

/** The pages people open by address before the app is cached, and the file the server sends for each. */
const prerenderedPages = [
  { url: '/login', file: 'login.html', page: '/src/features/auth/pages/login-page.tsx' },
  { url: '/register', file: 'register.html', page: '/src/features/auth/pages/register-page.tsx' },
];

type RenderPage = (url: string) => Promise<{ markup: string; themeCss: string }>;

/**
 * `login.html` and `register.html`: index.html with the page already drawn in it, as the app's first
 * render shows it to a first visit (zh-Hant, light mode, the configuration still loading), and the
 * CSS variables of antd's theme it uses. A phone paints the sign-in form as soon as the HTML and its
 * CSS are in, instead of after the page's JavaScript has crossed the line and run. The drawn page is
 * inert and hidden from assistive technology (the live one is announced) until the app replaces it
 * with the live one (main.tsx): nothing typed into it can be lost. The server sends these files only to
 * browsers whose stored language and mode match (`portal.display` cookie).
 *
 * The pages are rendered by the app's own code (`prerender/render-page.tsx`), built for Node after the
 * browser build and run once under jsdom's globals.
 */
export function prerenderedPagesHtml(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal-prerendered-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle, not closeBundle: the files must exist before precompress (closeBundle) runs.
    async writeBundle(_options, bundle) {
      const serverDir = path.join(root, 'node_modules/.cache/portal-prerender');
      await build({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        plugins: [react(), withoutUniqueTooltip()],
        build: { ssr: 'build/prerender/render-page.tsx', outDir: serverDir, emptyOutDir: true },
        ssr: { noExternal: true },
      });
      // Nobody signed in opens these pages: no early calls to send.
      const index = withoutEarlyCalls(await readFile(path.join(outDir, 'index.html'), 'utf8'));
      const entry = index.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
      if (!entry) this.error('index.html has no module script to start after the paint');
      const preloadLinks = index.match(/ {4}<link rel="modulepreload"[^>]*>\n/g) ?? [];
      const preloads = preloadLinks.map((link) => link.match(/href="([^"]+)"/)?.[1] ?? '');
      const starter = startAfterPaint(entry, preloads);
      const starterFile = `assets/start-after-paint-${createHash('sha256').update(starter).digest('hex').slice(0, 8)}.js`;
      await writeFile(path.join(outDir, starterFile), starter);
      const module = pathToFileURL(path.join(serverDir, 'render-page.js'));
      await withBrowserGlobals('http://localhost/', async () => {
        // Imported as it is: its chunks import it back by this very address, a query would make a copy.
        const { renderPage } = (await import(module.href)) as { renderPage: RenderPage };
        for (const { url, file, page } of prerenderedPages) {
          const { markup, themeCss } = await renderPage(url);
          const styled = await withStylesInline(index, outDir, cssOf(bundle, page), themeCss);
          // The starter asks for the module files after the first paint: none listed in the head.
          const html = preloadLinks
            .reduce((text, link) => text.replace(link, ''), styled)
            .replace(`src="${entry}"`, `src="/${starterFile}"`)
            .replace(
              '<div id="root"></div>',
              `<div id="root"><div class="prerendered" inert aria-hidden="true">${markup}</div></div>`,
            );
          if (!html.includes('class="prerendered"')) this.error(`index.html has no empty #root for ${file}`);
          await writeFile(path.join(outDir, file), html);
        }
      });
    },
  };
}
