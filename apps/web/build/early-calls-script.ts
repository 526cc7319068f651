import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { landingFiles } from './landing-files';

const source = 'src/early-calls.ts';
/** How the tags start in the built index.html (the drawn pages leave them out: nobody is signed in). */
const builtTagStart = '<script async src="/assets/early-calls-';
const filesTagStart = '<script type="application/json" id="portal-landing-files">';

/**
 * index.html's early calls' script (`src/early-calls.ts`): a classic `async` script in the head, built
 * on its own as one small file with no imports, so it runs as soon as it arrives, long before the app's
 * modules have all arrived and run. It sends the API calls the page's first screen needs
 * (src/lib/early-calls.ts), and asks for the files of the page it lands on, listed before it in a JSON
 * block of the built index.html (landing-files.ts). The dev server serves the source as a module.
 */
export function earlyCallsScript(): Plugin {
  let root = '';
  let isBuild = false;
  let script: { fileName: string; hash: string; code: string } | undefined;
  return {
    name: 'portal-early-calls',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    async buildStart() {
      if (!isBuild) return;
      const built = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          lib: { entry: path.join(root, source), formats: ['iife'], name: 'portalEarlyCalls' },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
      const chunk = outputs[0]?.output.find((file) => file.type === 'chunk');
      if (!chunk) this.error(`${source} built to nothing`);
      const hash = createHash('sha256').update(chunk.code).digest('hex').slice(0, 8);
      script = { fileName: `assets/early-calls-${hash}.js`, hash, code: chunk.code };
    },
    generateBundle() {
      if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.code });
    },
    // Right after the title: ahead of the module files, behind the charset (within the first 1 024 bytes).
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server)
          return html.replace('</title>', `</title>\n    <script type="module" src="/${source}"></script>`);
        if (!script || !context.bundle || !context.chunk)
          throw new Error('index.html built before its script');
        const files = JSON.stringify(landingFiles(context.bundle, context.chunk, root));
        const tags = `\n    ${filesTagStart}${files}</script>\n    ${builtTagStart}${script.hash}.js"></script>`;
        return html.replace('</title>', `</title>${tags}`);
      },
    },
  };
}

/** The HTML without the early calls' script and its list (for a page no signed-in person opens). */
export function withoutEarlyCalls(html: string): string {
  return html
    .replace(new RegExp(`\\s*${builtTagStart}[\\w-]+\\.js"></script>`), '')
    .replace(new RegExp(`\\s*${filesTagStart}.*?</script>`), '');
}
