import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type Chunks = ReadonlyMap<string, Rolldown.OutputChunk>;

/** The chunks these import, directly or through others (static imports only), that are in the bundle. */
function importedThrough(files: readonly string[], byFile: Chunks): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const chunk = byFile.get(file);
    if (seen.has(file) || !chunk) continue;
    seen.add(file);
    queue.push(...chunk.imports);
  }
  return seen;
}

/** `import"./a.js";import"./b.js";` for the files, relative to the chunk importing them. */
export function importStatements(from: string, files: readonly string[]): string {
  const dir = path.posix.dirname(from);
  return files
    .map((file) => {
      const relative = path.posix.relative(dir, file);
      return `import"${relative.startsWith('.') ? relative : `./${relative}`}";`;
    })
    .join('');
}

/**
 * Every lazily loaded chunk (a page, a layout) imports, after its own imports, each chunk it needs
 * through them, as Rollup's `hoistTransitiveImports` does (rolldown has none). The browser learns of
 * all of a page's files when the page's file arrives, instead of one level of imports per round trip:
 * a list page's dates came four round trips after the page (page, its helpers, the date helpers,
 * dayjs). Added last, those imports change no order of evaluation: each one has run by then.
 */
export function hoistedImports(): Plugin {
  return {
    name: 'portal-hoisted-imports',
    apply: 'build',
    // After Vite has taken out the chunks that held only CSS (and the imports of them).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // The entry's files have run before any lazy chunk loads.
        const entryFiles = importedThrough(
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
          byFile,
        );
        for (const chunk of chunks) {
          if (!chunk.isDynamicEntry) continue;
          const direct = new Set([chunk.fileName, ...chunk.imports]);
          const hoisted = [...importedThrough(chunk.imports, byFile)]
            .filter((file) => !direct.has(file) && !entryFiles.has(file))
            .sort();
          if (hoisted.length > 0) chunk.code += importStatements(chunk.fileName, hoisted);
        }
      },
    },
  };
}
