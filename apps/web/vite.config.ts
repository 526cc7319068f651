import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdDirectImports } from './build/antd-direct-imports';
import { antdStaticStyles } from './build/antd-static-styles';
import { noChunkCycles } from './build/chunk-cycles';
import { earlyCallsScript } from './build/early-calls-script';
import { hoistedImports } from './build/hoisted-imports';
import { precompress } from './build/precompress';
import { prerenderedPagesHtml } from './build/prerendered-pages';
import { sharedChunkName } from './build/shared-chunks';
import { withoutCardTabs } from './build/without-card-tabs';
import { withoutColumnFilters } from './build/without-column-filters';
import { withoutStyleRules } from './build/without-style-rules';
import { withoutUniqueTooltip } from './build/without-unique-tooltip';

const apiTarget = 'http://localhost:3000';

// Libraries every route needs go into stable shared chunks; what signed-in pages load beyond the
// sign-in page's code into three files (build/shared-chunks.ts); everything else (pages, layouts, antd parts the sign-in
// page uses) stays with the lazy chunk that uses it, so the login route loads only what it renders.
const frameworkChunks = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
  // Pages that show dates share it; the sign-in page shows none and does not load it.
  { name: 'dayjs', test: /[\\/]node_modules[\\/]dayjs[\\/]/, priority: 20 },
  // What signed-in pages load, in three files (`public-shared`, `shell`, `lists`) instead of dozens. Their
  // dependencies in the sign-in page's code stay where they are (not pulled in with the group).
  {
    name: sharedChunkName(import.meta.dirname),
    debugName: 'shared',
    includeDependenciesRecursively: false,
    priority: 10,
  },
];

// Packages whose entry files do nothing at load time but gather exports. Saying so lets a page take
// one piece without the rest: antd's Input reads a context from the module holding antd's Form, whose
// entry assembles the whole form engine; rc-input's entry brings TextArea with Input. The sign-in page
// (200 KB budget) needs neither the engine nor TextArea. antd's Table takes four helpers from rc-tree's
// entry, which would bring the whole Tree component to every list page.
const sideEffectFreePackages = /[\\/]node_modules[\\/]@rc-component[\\/](form|input|tree)[\\/]/;

// Building a Zod schema has no side effect: schemas of the shared contracts that the web app does not
// use are dropped, with Zod itself, when a page only needs a plain helper of the same file.
const pureFunctions = ['z'];

// Where people arrive: the sign-in page without the app cached (its list costs the entry about 0.4 KB
// gzip), and the dashboard every signed-in person lands on: the side-menu layout and the dashboard page
// with its widgets (their lists cost the entry 0.7 KB; the sign-in page stays within its 200 KB; the
// early calls' script asks for the same files sooner, build/landing-files.ts). Without the lists the
// signed-in shell's ~70 files came level by level of imports, a round trip each on a phone.
const landingPages = /(^|\/)(login-page|side-menu-layout|dashboard-page)-[\w-]+\.js$/;

export default defineConfig({
  // antdDirectImports: each antd part imported from its own folder, so the module graph that
  // build/shared-chunks.ts reads says which part a module needs.
  // antdStaticStyles: antd's component styles written at build time (the theme is zero-runtime), and
  // withoutStyleRules: the functions that would write them in the browser, left out.
  // prerenderedPagesHtml: login.html and register.html with their page already drawn in them.
  // earlyCallsScript: a small script of its own that sends the first screen's API calls ahead of the app.
  // hoistedImports: a lazy page's file names every file it needs, not only the ones it imports itself.
  // noChunkCycles: the build fails if its files import one another in a circle.
  // precompress: brotli and gzip copies of the build, served as they are by the API server.
  plugins: [
    react(),
    antdDirectImports(),
    antdStaticStyles(),
    withoutStyleRules(),
    withoutUniqueTooltip(),
    withoutColumnFilters(),
    withoutCardTabs(),
    earlyCallsScript(),
    hoistedImports(),
    noChunkCycles(),
    prerenderedPagesHtml(),
    precompress(),
  ],
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The page's own files are preloaded from the HTML; a lazy page's files are not listed ahead in
    // the route table (those lists cost the sign-in page about 4 KB): the browser fetches them when the
    // page's chunk imports them, one round trip later, on the first visit to that page only.
    // The landing pages are the exception: their files are listed with their import, so the browser
    // fetches them all at once instead of one level of imports after another.
    modulePreload: {
      resolveDependencies: (file, dependencies, { hostType }) =>
        hostType === 'html' || landingPages.test(file) ? dependencies : [],
    },
    rolldownOptions: {
      output: { codeSplitting: { groups: frameworkChunks } },
      treeshake: {
        moduleSideEffects: (id) => (sideEffectFreePackages.test(id) ? false : undefined),
        manualPureFunctions: pureFunctions,
      },
    },
  },
});
